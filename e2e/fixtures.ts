import { expect, type Page, test as base } from '@playwright/test';

import { expectNoAxeViolationsOn } from './axe';

/** "Now" of every e2e run: 2026-11-21 10:00 in Singapore, so the generated sailings are the same on every run. */
export const FIXED_NOW = new Date('2026-11-21T02:00:00Z');

export interface Fixtures {
  /** Runs axe on the current state of the page and fails on any violation (listed with their targets). */
  expectNoAxeViolations: (label: string) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    await page.clock.setFixedTime(FIXED_NOW);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The browser's "Failed to load resource" names no URL: keep the failed answers so a failure says which.
    const failedAnswers: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) {
        failedAnswers.push(`${response.status()} ${response.request().method()} ${response.url()}`);
      }
    });
    await use(page);
    expect(errors, `console errors and uncaught exceptions (failed answers: ${failedAnswers.join(', ')})`).toEqual([]);
  },
  expectNoAxeViolations: async ({ page }, use) => {
    await use((label) => expectNoAxeViolationsOn(page, label));
  },
});

export { expect };

/** On a phone the search form folds away once results show: unfold it (a no-op on desktop, where it stays open). */
export async function openSearchForm(page: Page): Promise<void> {
  const edit = page.getByRole('button', { name: 'Edit search' });
  if (await edit.isVisible()) await edit.click();
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
}
