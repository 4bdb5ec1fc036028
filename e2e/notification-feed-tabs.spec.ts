import type { Page } from '@playwright/test';

import { logInAsDemoShipper } from './legacy-fixtures';
import type { MocksWindow } from './mock-scenarios';
import { feedStats } from './notification-locators';
import { expect, FIXED_NOW, test, watchConsole } from './session-fixtures';

/*
 * The client's one feed for all tabs in a real browser (docs/areas/notifications.md "Notifications (client)"): Web Locks elect the tab
 * holding the feed, the other waits; when the holder's tab closes the other takes over; after a drop the feed comes
 * back. Seen from the outside through the mock's connection counters and `navigator.locks.query()`; what the user
 * sees (bell, panel, toasts in two tabs) is the UI's spec.
 */

const FEED_LOCK = 'one-ecom-notification-feed';

/** How many tabs hold and wait for the feed lock. */
function feedLock(page: Page) {
  return page.evaluate(async (name) => {
    const snapshot = await navigator.locks.query();
    return {
      held: (snapshot.held ?? []).filter((lock) => lock.name === name).length,
      waiting: (snapshot.pending ?? []).filter((lock) => lock.name === name).length,
    };
  }, FEED_LOCK);
}

test('one notification feed for all tabs: the other tab takes over when the holder closes, and it reconnects after a drop', async ({
  page,
  expectNoAxeViolations,
}) => {
  await logInAsDemoShipper(page);
  const second = await page.context().newPage();
  await second.clock.setFixedTime(FIXED_NOW);
  const secondErrors: string[] = [];
  watchConsole(second, secondErrors);
  await second.goto('./');
  await expect(second.getByRole('button', { name: /^Account menu of / })).toBeVisible();

  // Both tabs are in the election: one holds the feed, the other waits; one connection was ever opened.
  await expect.poll(() => feedLock(second)).toEqual({ held: 1, waiting: 1 });
  await expect.poll(() => feedStats(second)).toEqual({ opened: 1, open: 1 });
  await expectNoAxeViolations('logged in, feed open');

  // The holder's tab closes: the browser releases its lock and the waiting tab connects.
  await page.close();
  await expect.poll(() => feedLock(second)).toEqual({ held: 1, waiting: 0 });
  // (Only `opened`: `open` counts heartbeats, and under the fixed clock the closed tab's last one never ages.)
  await expect.poll(async () => (await feedStats(second)).opened).toBe(2);

  // QA drops the connection: the client reconnects by itself (after about a second).
  await second.evaluate(() => {
    (window as unknown as MocksWindow).__ONE_MOCKS__.dropNotificationFeed();
  });
  await expect.poll(async () => (await feedStats(second)).opened, { timeout: 10_000 }).toBe(3);
  expect(await feedLock(second)).toEqual({ held: 1, waiting: 0 });
  expect(secondErrors, 'console errors of the second tab').toEqual([]);
});
