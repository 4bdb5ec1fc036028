// Part 10 of the bench (scripts/bench.mjs): My invoices of the forwarder demo account (its company's 30,000 invoices).
import { BUDGETS } from './config.mjs';
import { answerShown, benchPage, fillLogin, interactionMeter, timeToFirstRows } from './latency-common.mjs';

// The list's table (named by its caption, "Your company's invoices"): the page's only table at the bench's desktop size.
const TABLE = 'main table';

/**
 * Part 10: /e-finance/my-invoices as the forwarder (its generated bookings' invoices, from the mock API): time from
 * Log in on the login page the app sends the user to until the list's first rows show, a cold first visit of the mock
 * API's invoice backend (the open amounts above the list follow in their own call, logged, not budgeted); then, once
 * they show, a currency filter applied with Search, a sort by due date and the next page, each as the
 * longest Event Timing entry (input to next paint); last the statement of account of a year opened from the menu,
 * until its first entries show. Budgets: first rows and the statement <= 1 s, each interaction <= 100 ms
 * (docs/performance.md "Speed budgets").
 */
export async function invoicesLatency(origin, loadModule) {
  const { DEMO_LOGINS } = await loadModule('/mocks/auth/demo-users.ts');
  const { page, close } = await benchPage(origin, loadModule);
  const results = [];
  try {
    const apiMs = [];
    const amountsMs = [];
    page.on('requestfinished', (request) => {
      const list = /\/v1\/invoices(\?|$)/.test(request.url());
      if (!list && !/\/v1\/invoices\/open-amounts/.test(request.url())) return;
      const timing = request.timing();
      (list ? apiMs : amountsMs).push(Math.round(timing.responseStart - timing.requestStart));
    });
    await page.goto(`${origin}/one-ecom/e-finance/my-invoices`);
    await fillLogin(page, DEMO_LOGINS.forwarder);
    const rows = page.locator(`${TABLE} tbody tr`);
    await timeToFirstRows(page, results, {
      name: 'invoice list: Log in to the first rows (cold)',
      selector: `${TABLE} tbody tr`,
      budgetMs: BUDGETS.firstRowsMs,
      act: () => page.getByRole('button', { name: 'Log in' }).click(),
      settled: () => rows.first().waitFor({ timeout: 120_000 }),
    });
    console.log(`    API answered in ${apiMs.splice(0)} ms`);
    // A user reads the rows before filtering: the interactions start once the open amounts show (nothing aria-busy).
    const rowsShownAt = Date.now();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 120_000 });
    console.log(`    open amounts shown ${Date.now() - rowsShownAt} ms after the rows (API ${amountsMs.splice(0)} ms)`);
    const measure = interactionMeter(page, results);
    // Settled once the list shows the answer to the interaction's request, not once the first row changed: the newest
    // invoice may already be in EUR (invoices are issued as the clock moves), and then the filter keeps the first row.
    const listAnswering = (query) => answerShown(page, new RegExp(`/v1/invoices\\?.*${query}`), `${TABLE} tbody tr`);
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    let shown = listAnswering('currency=EUR');
    await measure('filter (currency EUR, Search)', () => page.getByRole('button', { name: 'Search' }).click(), shown);
    console.log(`    API answered in ${apiMs.splice(0)} ms`);
    shown = listAnswering('sort=dueDate');
    await measure(
      'sort (Due date header)',
      () =>
        page
          .getByRole('columnheader', { name: /Due date/ })
          .getByRole('button')
          .click(),
      shown,
    );
    console.log(`    API answered in ${apiMs.splice(0)} ms`);
    shown = listAnswering('page=2');
    await measure(
      'page change (next page)',
      () => page.getByRole('navigation', { name: 'Invoice pages' }).getByRole('button', { name: /next/i }).click(),
      shown,
    );
    // The statement of account's default: the last twelve months in the company's main currency, thousands of entries
    // worked out from the invoices the list has derived (the in-page mock keeps them for the session).
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await timeToFirstRows(page, results, {
      name: 'statement of account: a year, from the menu to the first entries',
      selector: 'main [role="region"][aria-label="Entries of the period"] tbody tr',
      budgetMs: BUDGETS.firstRowsMs,
      act: () =>
        page
          .getByRole('navigation', { name: 'Full menu' })
          .getByRole('link', { name: 'Statement Of Account', exact: true })
          .click(),
      settled: () =>
        page
          .getByRole('table', { name: 'Entries of the period' })
          .locator('tbody tr')
          .first()
          .waitFor({ timeout: 120_000 }),
    });
  } finally {
    await close();
  }
  results.push(...(await disputeTyping(origin, loadModule)));
  return results;
}

/**
 * A dispute of 50 lines (docs/requirements.md §9's limit), picked from the shipper's open invoices one after another as
 * a user does; then one keystroke in the disputed amount of the 50th line, as the longest Event Timing entry. Budget:
 * 100 ms.
 */
async function disputeTyping(origin, loadModule) {
  const { DEMO_LOGINS } = await loadModule('/mocks/auth/demo-users.ts');
  const { page, close } = await benchPage(origin, loadModule);
  const results = [];
  try {
    await page.goto(`${origin}/one-ecom/e-finance/my-invoices?status=OPEN&pageSize=50`);
    await fillLogin(page, DEMO_LOGINS.shipper);
    await page.getByRole('button', { name: 'Log in' }).click();
    const links = page.getByRole('main').getByRole('link', { name: /^INV/ });
    await links.first().waitFor({ timeout: 120_000 });
    const invoiceNumbers = [...new Set((await links.allTextContents()).map((text) => text.trim()))];
    let picked = 0;
    for (const invoiceNumber of invoiceNumbers) {
      if (picked === 50) break;
      await page.goto(`${origin}/one-ecom/e-finance/invoices/${invoiceNumber}`);
      await page.getByRole('button', { name: 'Dispute', exact: true }).click();
      const boxes = page.getByRole('checkbox', { name: /^Dispute line \d+:/ });
      await boxes.first().waitFor();
      const take = Math.min(await boxes.count(), 50 - picked);
      for (let index = 0; index < take; index += 1) await boxes.nth(index).check();
      await page.getByRole('button', { name: new RegExp(`^Add ${take} lines? to dispute$`) }).click();
      await page.waitForURL(/\/e-finance\/disputes\/new$/);
      picked += take;
    }
    const amounts = page.getByRole('textbox', { name: /^Disputed amount in / });
    await amounts.nth(49).waitFor();
    await amounts.nth(49).click();
    await page.keyboard.press('End');
    const measure = interactionMeter(page, results);
    await measure(
      `keystroke in the disputed amount of line ${picked} of ${picked}`,
      () => page.keyboard.type('0'),
      () => page.waitForTimeout(100),
    );
  } finally {
    await close();
  }
  return results;
}
