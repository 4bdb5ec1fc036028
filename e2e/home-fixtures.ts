import type { Page } from '@playwright/test';

import { expect } from './fixtures';

/**
 * Waits until every request of the home page has been answered. A reload while a request is in flight sends that
 * request past the mock service worker (its page is gone) to the preview server, which answers 404.
 */
export async function waitForHomeLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Making a booking request' })).toBeVisible();
  await expect(page.getByText(/Blank sailing/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code: link to the ONE mobile app' })).toBeVisible();
}
