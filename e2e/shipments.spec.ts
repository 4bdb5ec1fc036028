import type { Page } from '@playwright/test';

import { DEMO_LOGINS } from '../mocks/auth/demo-users';
import { expect, FIXED_NOW, test } from './fixtures';
import { submitLogin } from './mock-scenarios';
import { reviewScreenshot } from './review-screenshot';

/*
 * The shipments overview and a booking's detail, on desktop (table) and phone (cards):
 * find a booking by its reference, amend its quantity, cancel another with a reason, answer a PENDING_UPDATE booking
 * with the emergency contact; the forwarder pages through thousands. The mock carrier confirms a step a few seconds
 * after it (lifecycle on timestamps); the page clock is fixed, so the test moves it on to let the carrier decide.
 */

/** Booking numbers (carrier prefix + POL + digits, mocks/booking/references.ts) as links in the list. */
const BOOKING_NUMBER = /^[A-Z]{4}\d{8}$/;
const REQUEST_REFERENCE = /^BKR\d{9}$/;

let clockMs = FIXED_NOW.getTime();
/** Moves the fixed page clock on by `seconds`: the carrier's confirm delay (3 s by default) passes. */
async function letTheCarrierDecide(page: Page, seconds = 10) {
  clockMs += seconds * 1000;
  await page.clock.setFixedTime(new Date(clockMs));
}

/** The status line under a booking's heading (a live region). */
const statusLine = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: 'Status:' });

/** On a phone the filters fold under one line: unfold them (a no-op on desktop, where they are always shown). */
async function showFilters(page: Page) {
  const search = page.getByRole('searchbox', { name: 'Search references' });
  // Decide by the layout, not by what has rendered yet: right after a navigation the search box may not be there
  // even on desktop, where there is no "Filters" line to press (PHONE_MEDIA_QUERY: below 48rem = 768 px).
  if ((page.viewportSize()?.width ?? 0) < 768) {
    const toggle = page.getByText(/^Filters/);
    await expect(toggle).toBeVisible();
    if (!(await search.isVisible())) await toggle.click();
  }
  await expect(search).toBeVisible();
}

async function filterByStatus(page: Page, status: string) {
  await showFilters(page);
  await page.getByText(/^Status: /).click();
  const checkbox = page.getByRole('checkbox', { name: status, exact: true });
  // The tick shows once the URL (the list's state) has it: a router navigation, not an instant toggle.
  await checkbox.click();
  await expect(checkbox).toBeChecked();
  await page.getByText(/^Status: 1 selected$/).click();
}

async function openFirstBooking(page: Page, reference: RegExp): Promise<string> {
  const link = page.getByRole('main').getByRole('link', { name: reference }).first();
  const name = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${name}` })).toBeVisible();
  return name;
}

test.describe('shipments', () => {
  test.beforeEach(() => {
    clockMs = FIXED_NOW.getTime();
  });

  test('find a booking by its reference, amend it, cancel another, answer a PENDING_UPDATE', async ({
    page,
    expectNoAxeViolations,
  }, testInfo) => {
    await page.goto('manage-shipment/shipments');
    await expect(page).toHaveURL(/\/one-ecom\/login\?returnTo=%2Fmanage-shipment%2Fshipments$/);
    await submitLogin(page, DEMO_LOGINS.shipper);
    await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Booking pages' }).getByRole('status')).toHaveText(
      /^1–10 of \d+$/,
    );
    await expectNoAxeViolations('overview');
    await reviewScreenshot(page, testInfo, 'shipments', 'overview');

    // Find a confirmed booking by its number: the text search, debounced, in the URL.
    await filterByStatus(page, 'Confirmed');
    await expect(page).toHaveURL(/status=CONFIRMED/);
    const reference =
      (await page.getByRole('main').getByRole('link', { name: BOOKING_NUMBER }).first().textContent()) ?? '';
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await showFilters(page);
    await page.getByRole('searchbox', { name: 'Search references' }).fill(reference.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`q=${reference.toLowerCase()}`));
    await expect(page.getByRole('navigation', { name: 'Booking pages' }).getByRole('status')).toHaveText('1–1 of 1');
    await page.getByRole('main').getByRole('link', { name: reference, exact: true }).click();

    // The detail; amend the quantity of the first equipment line.
    await expect(page.getByRole('heading', { level: 1, name: `Booking ${reference}` })).toBeVisible();
    await expect(statusLine(page)).toContainText('Confirmed');
    await expect(page.getByRole('table', { name: 'Transport plan' })).toBeVisible();
    await expectNoAxeViolations('booking detail');
    await reviewScreenshot(page, testInfo, 'shipments', 'detail');
    await page.getByRole('button', { name: 'Amend booking' }).click();
    const amend = page.getByRole('dialog', { name: `Amend booking ${reference}` });
    const quantity = amend.getByRole('textbox', { name: 'Quantity' }).first();
    const units = Number(await quantity.inputValue());
    await quantity.fill(String(units + 1));
    await expectNoAxeViolations('amend dialog');
    await amend.getByRole('button', { name: 'Send amendment' }).click();
    await expect(amend).toBeHidden();
    await expect(statusLine(page)).toContainText('Amendment received');
    await letTheCarrierDecide(page);
    await expect(statusLine(page)).toContainText('Amendment confirmed');

    // Cancel another booking (one not yet confirmed) with a reason.
    await page.getByRole('link', { name: 'All shipments' }).click();
    await filterByStatus(page, 'Received');
    const received = await openFirstBooking(page, REQUEST_REFERENCE);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const cancel = page.getByRole('alertdialog', { name: `Cancel booking ${received}?` });
    await cancel.getByRole('button', { name: 'Send cancellation' }).click();
    await expect(cancel.getByText('Please give a reason')).toBeVisible();
    await expectNoAxeViolations('cancel dialog with its error');
    await cancel.getByRole('textbox', { name: 'Reason' }).fill('The cargo will not be ready in time.');
    await cancel.getByRole('button', { name: 'Send cancellation' }).click();
    await expect(cancel).toBeHidden();
    await expect(statusLine(page)).toContainText('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);

    // A dangerous-goods booking without an emergency contact: answer the carrier.
    await page.getByRole('link', { name: 'All shipments' }).click();
    await filterByStatus(page, 'Update needed');
    await openFirstBooking(page, REQUEST_REFERENCE);
    await expect(page.getByRole('region', { name: 'The carrier needs more information' })).toBeVisible();
    await page.getByRole('button', { name: 'Provide the missing information' }).click();
    const answer = page.getByRole('dialog');
    await answer.getByRole('textbox', { name: 'Contact name' }).fill('Hazmat desk Busan');
    await answer.getByRole('textbox', { name: '24-hour phone' }).fill('+82 51 000 0000');
    await answer.getByRole('button', { name: 'Send amendment' }).click();
    await expect(answer).toBeHidden();
    await expect(statusLine(page)).toContainText('Update received');
    await letTheCarrierDecide(page);
    await expect(statusLine(page)).toContainText('Confirmed');
    await expect(page.getByText(/Emergency contact: Hazmat desk Busan/)).toBeVisible();
  });

  test("the forwarder's list pages through thousands of bookings", async ({
    page,
    expectNoAxeViolations,
  }, testInfo) => {
    await page.goto('manage-shipment/shipments?pageSize=50');
    await submitLogin(page, DEMO_LOGINS.forwarder);
    const range = page.getByRole('navigation', { name: 'Booking pages' }).getByRole('status');
    await expect(range).toHaveText(/^1–50 of \d{1,2},?\d{3}$/);
    const total = Number((await range.textContent())?.replace(/.* of /, '').replace(',', ''));
    expect(total).toBeGreaterThan(5000);
    await page.getByRole('button', { name: /Next/ }).click();
    await expect(page).toHaveURL(/page=2&pageSize=50$/);
    await expect(range).toHaveText(/^51–100 of /);
    // The last page by its link (a shared or bookmarked URL); on a phone the page list shows only the current page.
    const lastPage = Math.ceil(total / 50);
    await page.goto(`manage-shipment/shipments?pageSize=50&page=${lastPage}`);
    // A reload regenerates the forwarder's 10,000 demo bookings in the mock (not stored): slower on a busy machine.
    await expect(range).toHaveText(new RegExp(`^${(lastPage - 1) * 50 + 1}–${total} of `), { timeout: 30_000 });
    await page.getByRole('button', { name: /Previous/ }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${lastPage - 1}(&|$)`));
    await expectNoAxeViolations('forwarder list, a late page');
    await page.screenshot({ path: `test-results/shipments-forwarder-${testInfo.project.name}.png` });
  });
});
