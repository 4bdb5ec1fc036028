import type { Page } from '@playwright/test';

/**
 * How many CSS px the page is wider than the screen (0 or less: it fits). On an emulated phone the layout viewport
 * (`innerWidth`, `clientWidth`) grows to fit a wider page, which the phone then shows zoomed out and where taps land
 * off target, so the screen's width is Playwright's viewport, not the page's own measure.
 */
export async function pageWidthOverflow(page: Page): Promise<number> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  return width - (page.viewportSize()?.width ?? 0);
}
