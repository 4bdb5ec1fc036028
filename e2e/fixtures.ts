import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test as base } from '@playwright/test';

/** WCAG 2.2 AA and everything below it (security-notes.md: the GOV.UK practice). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** "Now" of every e2e run: 2026-11-21 10:00 in Singapore, so the generated sailings are the same on every run. */
export const FIXED_NOW = new Date('2026-11-21T02:00:00Z');

export interface Fixtures {
  /** Runs axe on the current state of the page and fails on any violation (listed with their targets). */
  expectNoAxeViolations: (label: string) => Promise<void>;
}

/**
 * Waits (at most 2 s) for the page's finite animations to end: a toast sliding in, a sheet sliding out. axe reads
 * colours through opacity, so text in mid-fade fails color-contrast that it passes once shown.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => {
      const endTime = animation.effect?.getComputedTiming().endTime;
      return typeof endTime === 'number' && Number.isFinite(endTime);
    });
    const finished = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

/** True when a frame of the page comes from another origin (the older portal's stand-in, framed by the bridge). */
function framesAnotherOrigin(page: Page): boolean {
  const pageOrigin = new URL(page.url()).origin;
  return page.frames().some((frame) => {
    const url = frame.url();
    return /^https?:/.test(url) && new URL(url).origin !== pageOrigin;
  });
}

async function runAxe(page: Page, label: string) {
  await settleAnimations(page);
  // @axe-core/playwright by default runs axe in each frame and merges the parts in a new blank page; its legacy mode
  // runs axe.run in the page, which reaches same-origin frames only. So the default stays for a page that frames
  // another origin, and every other page takes the legacy mode: the same rules on the same nodes in half the time
  // (docs/testing.md "e2e run time").
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(!framesAnotherOrigin(page));
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} -> ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations in state "${label}"`).toEqual([]);
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
    await use((label) => runAxe(page, label));
  },
});

export { expect };

/** On a phone the search form folds away once results show: unfold it (a no-op on desktop, where it stays open). */
export async function openSearchForm(page: Page): Promise<void> {
  const edit = page.getByRole('button', { name: 'Edit search' });
  if (await edit.isVisible()) await edit.click();
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
}
