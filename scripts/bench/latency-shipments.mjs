// Part 4 of the bench (scripts/bench.mjs): interaction latency of the forwarder's shipments overview.
import { answerShown, benchPage, fillLogin, interactionMeter } from './latency-common.mjs';

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
    // Settled once the list shows the answer to the interaction's request (not once the first row changed: a filter
    // may keep it first).
    const listAnswering = (query) => answerShown(page, new RegExp(`/v1/bookings\\?.*${query}`), 'table tbody th');
    const measure = interactionMeter(page, results);

    await page.getByText('Status: any').click();
    let shown = listAnswering('status=CONFIRMED');
    await measure(
      'status filter (tick Confirmed)',
      () => page.getByRole('checkbox', { name: 'Confirmed' }).click(),
      shown,
    );
    await page.getByText(/^Status: 1 selected$/).click(); // close the status list
    shown = listAnswering('sort=departureDateTime');
    await measure(
      'sort (ETD header)',
      () => page.getByRole('columnheader', { name: /ETD/ }).getByRole('button').click(),
      shown,
    );
    shown = listAnswering('page=2');
    await measure(
      'page change (next page)',
      () => page.getByRole('navigation', { name: 'Booking pages' }).getByRole('button', { name: /next/i }).click(),
      shown,
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
