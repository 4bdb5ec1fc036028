// Part 4 of the bench (scripts/bench.mjs): interaction latency of the forwarder's shipments overview.
import { benchPage, fillLogin, interactionMeter } from './latency-common.mjs';

/**
 * Part 4: the shipments overview of the forwarder demo account (its ~10,000 generated bookings come from the mock
 * API's booking backend, the same handlers as the app's mocks). Logs in through the login page, which brings the user
 * back to the overview; then filters, sorts, pages and types, each measured as the longest Event Timing entry.
 */
export async function shipmentsLatency(origin, loadModule) {
  const { DEMO_LOGINS } = await loadModule('/mocks/auth/demo-users.ts');
  const { page, close } = await benchPage(origin, loadModule);
  const results = [];
  try {
    await page.goto(`${origin}/one-ecom/manage-shipment/shipments`);
    await fillLogin(page, DEMO_LOGINS.forwarder);
    await page.getByRole('button', { name: 'Log in' }).click();
    const table = page.getByRole('table', { name: 'Your bookings' });
    await table.waitFor();
    const total = await page.getByRole('navigation', { name: 'Booking pages' }).getByRole('status').textContent();
    console.log(`  forwarder's list: ${total}`);
    const firstRow = () => table.getByRole('rowheader').first().textContent();
    const rowChanged = async (before) =>
      page.waitForFunction((text) => document.querySelector('table tbody th')?.textContent !== text, before);
    const measure = interactionMeter(page, results);

    await page.getByText('Status: any').click();
    let before = await firstRow();
    await measure(
      'status filter (tick Confirmed)',
      () => page.getByRole('checkbox', { name: 'Confirmed' }).click(),
      async () => {
        await page.waitForURL(/status=CONFIRMED/);
        await rowChanged(before);
      },
    );
    await page.getByText(/^Status: 1 selected$/).click(); // close the status list
    before = await firstRow();
    await measure(
      'sort (ETD header)',
      () => page.getByRole('columnheader', { name: /ETD/ }).getByRole('button').click(),
      async () => {
        await page.waitForURL(/sort=departureDateTime/);
        await rowChanged(before);
      },
    );
    before = await firstRow();
    await measure(
      'page change (next page)',
      () => page.getByRole('navigation', { name: 'Booking pages' }).getByRole('button', { name: /next/i }).click(),
      async () => {
        await page.waitForURL(/page=2/);
        await rowChanged(before);
      },
    );
    const search = page.getByRole('searchbox', { name: 'Search references' });
    await search.focus();
    await measure(
      'text search (one keystroke)',
      () => page.keyboard.type('K'),
      () => page.waitForURL(/q=K/),
    );
  } finally {
    await close();
  }
  return results;
}
