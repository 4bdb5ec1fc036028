import type { Page } from '@playwright/test';

import { expect } from './fixtures';

/**
 * Waits until every request of the home page has been answered (scrolling to the mobile app banner, whose QR code
 * chunk loads once it is near the viewport). A reload while a request is in flight sends that
 * request past the mock service worker (its page is gone) to the preview server, which answers 404.
 */
export async function waitForHomeLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Making a booking request' })).toBeVisible();
  await expect(page.getByText(/Blank sailing/)).toBeVisible();
  // The QR code is drawn once the banner nears the viewport (below the fold): scroll there, as a user would.
  await page.getByRole('region', { name: 'ONE mobile app' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('img', { name: 'QR code: link to the ONE mobile app' })).toBeVisible();
  // Back to the top, where the page was: callers go on from there.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
}
