import type { Page } from '@playwright/test';

import type { MocksWindow } from './mock-scenarios';

/*
 * What the notification specs look at (docs/areas/notifications.md): the header's bell, its panel, the toasts, and the
 * mock's feed connection counters.
 */

/** The header's bell button ("Notifications" or "Notifications, 3 unread"). */
export const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** The bell's panel (a dialog). */
export const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

/** The toasts holding `text` (Radix Toast: one list item each; its hidden announcement is outside the region). */
export const toasts = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /^Notifications \(/ })
    .getByRole('listitem')
    .filter({ hasText: text });

/** The mock's feed connections: how many were ever opened and how many are open (mocks/notifications/feed-control.ts). */
export function feedStats(page: Page): Promise<{ opened: number; open: number }> {
  return page.evaluate(() => (window as unknown as MocksWindow).__ONE_MOCKS__.notificationFeedStats());
}
