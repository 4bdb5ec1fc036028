import type { BrowserContext, Page } from '@playwright/test';

import { DEMO_LOGINS } from '../mocks/auth/demo-users';
import { type MocksWindow, submitLogin } from './mock-scenarios';
import { bell, feedStats, panel, toasts } from './notification-locators';
import { BookingRequestPage } from './pages/booking-request-page';
import { reviewScreenshot } from './review-screenshot';
// The session fixtures: the feed's 503 while QA keeps it down is an expected HTTP failure in the console.
import { expect, expectNoAxeViolationsOn, FIXED_NOW, test, watchConsole } from './session-fixtures';
import { createShipper } from './users';

/*
 * Live notifications across two tabs (docs/areas/notifications.md): one feed connection for both tabs,
 * every notification once in each tab (one toast, one list item), read state shared, a drop resumed without loss or
 * duplicate, a take-over when the leader tab closes, nothing open after logout.
 */

async function push(page: Page, bookingReference: string): Promise<void> {
  await page.evaluate((reference) => {
    (window as unknown as MocksWindow).__ONE_MOCKS__.pushTestNotification({ bookingReference: reference });
  }, bookingReference);
}

/** How many unread the bell names ("Notifications, 3 unread"; 0 for "Notifications"). */
async function unreadOf(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

/** Opens the panel and returns the items whose text holds `text`. */
async function itemsWith(page: Page, text: string) {
  if (!(await panel(page).isVisible())) {
    await bell(page).click();
  }
  await expect(panel(page)).toBeVisible();
  return panel(page).getByRole('listitem').filter({ hasText: text });
}

async function closePanel(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(bell(page)).toBeFocused();
}

/** A second tab of the same context (same localStorage, like a real second tab), same clock and console check. */
async function openTab(context: BrowserContext, errors: string[]): Promise<Page> {
  const tab = await context.newPage();
  await tab.clock.setFixedTime(FIXED_NOW);
  watchConsole(tab, errors);
  await tab.goto('./');
  return tab;
}

test('a notification arrives once in each of two tabs over one connection; read state, resume and take-over', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const shot = (tab: Page, name: string) => reviewScreenshot(tab, testInfo, 'notifications', name);

  await page.goto('login');
  await submitLogin(page, DEMO_LOGINS.shipper);
  await expect(page.getByRole('button', { name: `Account menu of ${DEMO_LOGINS.shipper.name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Close cookie notice' }).click();
  await expect(bell(page)).toBeVisible();
  await expect.poll(() => feedStats(page)).toEqual({ opened: 1, open: 1 });

  const errors: string[] = [];
  const other = await openTab(context, errors);
  await expect(bell(other)).toBeVisible();
  // Both tabs show the server's count once their lists are in.
  await expect.poll(() => unreadOf(other)).toBe(await unreadOf(page));
  const before = await unreadOf(page);

  // A live notification: one toast and one item in each tab, over the one connection.
  await push(page, 'TEST0000001');
  const confirmed = 'Booking TEST0000001 confirmed';
  for (const tab of [page, other]) {
    await expect(toasts(tab, confirmed)).toHaveCount(1);
    await expect.poll(() => unreadOf(tab)).toBe(before + 1);
  }
  expect(await feedStats(page)).toEqual({ opened: 1, open: 1 });
  await shot(page, 'toast');
  for (const tab of [page, other]) await expect(await itemsWith(tab, confirmed)).toHaveCount(1);
  await shot(page, 'panel');
  await expectNoAxeViolationsOn(page, 'panel open', '[role="dialog"]');
  await expectNoAxeViolationsOn(page, 'page with the panel open');

  // Marked read in one tab: cleared in the other.
  await panel(page)
    .getByRole('button', { name: `Mark as read: ${confirmed}` })
    .click();
  await expect.poll(() => unreadOf(page)).toBe(before);
  await expect.poll(() => unreadOf(other)).toBe(before);
  await expect(panel(other).getByRole('button', { name: `Mark as read: ${confirmed}` })).toHaveCount(0);
  await closePanel(page);
  await closePanel(other);

  // The connection drops and stays down; an event meanwhile arrives once after the reconnect.
  await page.evaluate(() => {
    (window as unknown as MocksWindow).__ONE_MOCKS__.setNotificationFeedDownForMs(10_000);
  });
  await expect.poll(() => feedStats(page)).toEqual({ opened: 1, open: 0 });
  await push(page, 'TEST0000002');
  const missed = 'Booking TEST0000002 confirmed';
  // The mock's "down" runs on the (fixed) clock: move both tabs past it, and the client's next try gets through.
  const later = new Date(FIXED_NOW.getTime() + 11_000);
  await page.clock.setFixedTime(later);
  await other.clock.setFixedTime(later);
  for (const tab of [page, other]) {
    await expect(toasts(tab, missed)).toHaveCount(1);
    await expect(await itemsWith(tab, missed)).toHaveCount(1);
    await expect(await itemsWith(tab, confirmed)).toHaveCount(1);
    await closePanel(tab);
  }
  // One connection again (the first was dropped; refused tries are not counted).
  await expect.poll(() => feedStats(other)).toEqual({ opened: 2, open: 1 });

  // The leader tab closes: the other takes the feed over (a new connection, still one open).
  await page.close();
  // A closed tab's connection counts open until its heartbeat is 2 s old: let (fixed) time pass.
  await other.clock.setFixedTime(new Date(later.getTime() + 3_000));
  await expect.poll(() => feedStats(other)).toEqual({ opened: 3, open: 1 });
  await push(other, 'TEST0000003');
  await expect(toasts(other, 'Booking TEST0000003 confirmed')).toHaveCount(1);

  // Logout: no connection stays open.
  await other.getByRole('button', { name: `Account menu of ${DEMO_LOGINS.shipper.name}` }).click();
  await other.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(other.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(bell(other)).toHaveCount(0);
  await expect.poll(() => feedStats(other)).toEqual({ opened: 3, open: 0 });
  expect(errors, 'console errors of the second tab').toEqual([]);
});

test('the carrier confirms a booking request: the confirmation reaches both tabs once, over the one connection', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  // The booking request's leave guard asks on unload; its draft is kept, so leaving is fine.
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') void dialog.accept();
  });
  const shipper = await createShipper(page);
  await page.goto('booking/booking-request');
  await submitLogin(page, shipper);
  const form = new BookingRequestPage(page);
  await expect(form.heading).toBeVisible();
  await page.getByRole('button', { name: 'Close cookie notice' }).click();
  await expect(bell(page)).toBeVisible();
  await expect.poll(() => feedStats(page)).toEqual({ opened: 1, open: 1 });
  const errors: string[] = [];
  const other = await openTab(context, errors);
  await expect(bell(other)).toBeVisible();
  expect(await unreadOf(other)).toBe(0);

  await form.fillRoute('2026-11-24');
  await form.chooseFirstOpenSailing();
  await form.serviceContract.fill('SC-KR-2026-0042');
  await form.fillEquipment(1, {
    sizeType: '45G1',
    quantity: '1',
    commodity: 'LCD monitors',
    hsCode: '852852',
    weightKg: '18500',
  });
  await form.submit.click();
  await expect(page).toHaveURL(/\/one-ecom\/booking\/booking-request\/submitted\/[^/?]+$/);
  const status = page.getByRole('status').filter({ hasText: 'Status' });
  await expect(status).toContainText('Received');

  // The carrier decides after its confirm delay on the mock's (fixed) clock: move both tabs past it.
  const later = new Date(FIXED_NOW.getTime() + 10_000);
  await page.clock.setFixedTime(later);
  await other.clock.setFixedTime(later);
  await expect(status).toContainText('Confirmed', { timeout: 10_000 });
  const bookingNumber = (await page.locator('dt:text-is("Booking number") + dd').textContent())?.trim() ?? '';
  expect(bookingNumber).toMatch(/^[A-Z0-9]{8,}$/);
  const confirmed = `Booking ${bookingNumber} confirmed`;
  for (const tab of [page, other]) {
    await expect(await itemsWith(tab, confirmed)).toHaveCount(1);
    await expect.poll(() => unreadOf(tab)).toBe(1);
  }
  expect(await feedStats(page)).toEqual({ opened: 1, open: 1 });
  expect(errors, 'console errors of the second tab').toEqual([]);
});
