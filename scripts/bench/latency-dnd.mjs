// Part 9 of the bench (scripts/bench.mjs): the demurrage & detention list of the forwarder demo account.
import { BUDGETS } from './config.mjs';
import { answerShown, benchPage, fillLogin, interactionMeter, timeToFirstRows } from './latency-common.mjs';

const TABLE = '[role="region"][aria-label="Containers and their demurrage and detention"]';

/**
 * Part 9: /manage-shipment/demurrage-detention as the forwarder (its generated bookings' containers, from the mock
 * API): time from Log in on the login page the app sends the user to until the first rows of the containers past or
 * within 2 days of their free time (the page's default view) show, a cold first visit of the mock API's D&D backend;
 * then a reload (that backend warm; the page's own start-up counts, from the navigation's start); then the "All
 * containers" filter, a sort by the Container header (the server sorts) and the next page, each as the longest Event
 * Timing entry.
 */
export async function dndLatency(origin, loadModule) {
  const { DEMO_LOGINS } = await loadModule('/mocks/auth/demo-users.ts');
  const { page, close } = await benchPage(origin, loadModule);
  const results = [];
  try {
    // How long the mock API took to answer each list request (request sent to first byte), to tell the server's share.
    const apiMs = [];
    page.on('requestfinished', (request) => {
      if (!request.url().includes('/v1/demurrage-detention/containers')) return;
      const timing = request.timing();
      apiMs.push(Math.round(timing.responseStart - timing.requestStart));
    });
    // On every document: the first frame with rows, in ms from the navigation's start (for the reload below).
    await page.addInitScript((selector) => {
      const poll = () => {
        if (document.querySelector(selector)) window.__rowsAt = performance.now();
        else requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    }, `${TABLE} tbody tr`);
    await page.goto(`${origin}/one-ecom/manage-shipment/demurrage-detention`);
    await fillLogin(page, DEMO_LOGINS.forwarder);
    const count = page.getByRole('status').filter({ hasText: / containers?$/ });
    await timeToFirstRows(page, results, {
      name: 'at-risk list: Log in to the first rows (cold)',
      selector: `${TABLE} tbody tr`,
      budgetMs: BUDGETS.firstRowsMs,
      act: () => page.getByRole('button', { name: 'Log in' }).click(),
      settled: () => page.locator(`${TABLE} tbody tr`).first().waitFor({ timeout: 120_000 }),
    });
    console.log(`    ${await count.textContent()} past or within 2 days of free time; API answered in ${apiMs} ms`);
    results[0].apiMs = apiMs.splice(0);
    const started = Date.now();
    await page.reload();
    await page.locator(`${TABLE} tbody tr`).first().waitFor({ timeout: 120_000 });
    const reloadMs = Math.round(await page.evaluate(() => window.__rowsAt));
    results.push({
      name: 'at-risk list: reload to the first rows (warm)',
      latencyMs: reloadMs,
      wallMs: Date.now() - started,
      budgetMs: BUDGETS.firstRowsMs,
      apiMs: apiMs.splice(0),
    });
    console.log(`  at-risk list: reload to the first rows (warm): ${reloadMs} ms from the navigation's start`);
    console.log(`    API answered in ${results.at(-1).apiMs} ms`);
    const measure = interactionMeter(page, results);
    const firstRow = () => page.locator(`${TABLE} tbody th`).first().textContent();
    const rowChanged = (before) =>
      page.waitForFunction(
        ({ table, text }) => {
          const cell = document.querySelector(`${table} tbody th`);
          return cell !== null && cell.textContent !== text;
        },
        { table: TABLE, text: before },
        { timeout: 120_000 },
      );
    let before = await count.textContent();
    await measure(
      'filter (All containers)',
      () => page.getByRole('radio', { name: 'All containers' }).click(),
      async () => {
        await page.waitForURL(/view=all/);
        await page.waitForFunction(
          (text) => {
            const status = [...document.querySelectorAll('[role="status"]')].find((s) =>
              / containers?$/.test(s.textContent),
            );
            return status !== undefined && status.textContent !== text;
          },
          before,
          { timeout: 120_000 },
        );
      },
    );
    console.log(`    ${await count.textContent()} in all; API answered in ${apiMs.splice(0)} ms`);
    const sorted = answerShown(
      page,
      /\/v1\/demurrage-detention\/containers\?.*sort=equipmentReference/,
      `${TABLE} tbody th`,
    );
    await measure(
      'sort (Container header)',
      () =>
        page
          .getByRole('columnheader', { name: /Container/ })
          .getByRole('button')
          .click(),
      sorted,
    );
    console.log(`    API answered in ${apiMs.splice(0)} ms`);
    before = await firstRow();
    await measure(
      'page change (next page)',
      () => page.getByRole('navigation', { name: 'Container pages' }).getByRole('button', { name: /next/i }).click(),
      async () => {
        await page.waitForURL(/page=2/);
        await rowChanged(before);
      },
    );
  } finally {
    await close();
  }
  return results;
}
