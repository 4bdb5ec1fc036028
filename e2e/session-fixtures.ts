import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test as base } from '@playwright/test';

import { FIXED_NOW } from './fixtures';

/*
 * Fixtures for the session and fault specs: the same fixed clock, axe check and console-error check as
 * e2e/fixtures.ts, except that Chromium's own log line for an HTTP error answer ("Failed to load resource: the server
 * responded with a status of 401 ...", or net::ERR_FAILED for a network error) is expected here: these specs make
 * the server fail on purpose. Every other console error still fails the test.
 */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const EXPECTED_NETWORK_LOG = /^Failed to load resource: (the server responded with a status of \d{3}|net::ERR_FAILED)/;

/** Records the page's console errors and uncaught exceptions into `errors`, ignoring expected HTTP failures. */
export function watchConsole(page: Page, errors: string[]): void {
  page.on('pageerror', (error) => {
    errors.push(error.message);
  });
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && !EXPECTED_NETWORK_LOG.test(text)) {
      errors.push(text);
    }
  });
}

/** Runs axe (WCAG 2.2 AA) on `page`, or only inside `include` (a CSS selector), and fails on any violation. */
export async function expectNoAxeViolationsOn(page: Page, label: string, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder.include(include);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} -> ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations in state "${label}"`).toEqual([]);
}

export const test = base.extend<{ expectNoAxeViolations: (label: string) => Promise<void> }>({
  page: async ({ page }, use) => {
    await page.clock.setFixedTime(FIXED_NOW);
    const errors: string[] = [];
    watchConsole(page, errors);
    await use(page);
    expect(errors, 'console errors and uncaught exceptions').toEqual([]);
  },
  expectNoAxeViolations: async ({ page }, use) => {
    await use((label) => expectNoAxeViolationsOn(page, label));
  },
});

export { expect, FIXED_NOW };
