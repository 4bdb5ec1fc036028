import { expect, type Page, test as base } from '@playwright/test';

import { expectNoAxeViolationsOn } from './axe';
import { FIXED_NOW } from './fixtures';

/*
 * Fixtures for the session and fault specs: the same fixed clock, axe check and console-error check as
 * e2e/fixtures.ts, except that Chromium's own log line for an HTTP error answer ("Failed to load resource: the server
 * responded with a status of 401 ...", or net::ERR_FAILED for a network error) is expected here: these specs make
 * the server fail on purpose. Every other console error still fails the test.
 */

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

export { expect, expectNoAxeViolationsOn, FIXED_NOW };
