import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA and everything below it (security-notes.md: the GOV.UK practice). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits (at most 2 s) for the page's finite animations to end: a dialog popping in, a toast sliding in, a sheet
 * sliding out. axe reads colours through opacity, so text in mid-fade fails color-contrast that it passes once shown.
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

/**
 * Runs axe (WCAG 2.2 AA) on `page`, or only inside `include` (a CSS selector), once its animations have ended, and
 * fails on any violation, listed with their targets.
 */
export async function expectNoAxeViolationsOn(page: Page, label: string, include?: string): Promise<void> {
  await settleAnimations(page);
  // @axe-core/playwright by default runs axe in each frame and merges the parts in a new blank page; its legacy mode
  // runs axe.run in the page, which reaches same-origin frames only. So the default stays for a page that frames
  // another origin, and every other page takes the legacy mode: the same rules on the same nodes in half the time
  // (docs/testing.md "e2e run time").
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(!framesAnotherOrigin(page));
  if (include) builder.include(include);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} -> ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations in state "${label}"`).toEqual([]);
}
