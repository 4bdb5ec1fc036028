// Parts 7 and 8 of the bench (scripts/bench.mjs): the port schedule of a hub (Busan over 4 weeks: time from Search to
// the first rows, then the service, terminal and direction filters as interactions) and the long-range schedule (a
// 12-week service grid: the longest long task of its render and of a scroll of the grid).
import { BUDGETS } from './config.mjs';
import { benchPage, interactionMeter, longestTaskSince, timeToFirstRows } from './latency-common.mjs';

/** Closes the cookie notice when it shows (it covers the bottom of the page on a first visit). */
async function closeCookieNotice(page) {
  const close = page.getByRole('button', { name: 'Close cookie notice' });
  if (await close.isVisible().catch(() => false)) await close.click();
}

/**
 * Part 7: Busan's port schedule for 4 weeks from today (the form's default period), searched from the form as
 * e2e/port-schedule.spec.ts does, with the calls from the mock API. Then each filter (a native select) takes one
 * keystroke, ArrowDown, to its first choice, measured as the longest Event Timing entry, and goes back to "All".
 */
export async function portScheduleLatency(origin, loadModule) {
  const { page, close } = await benchPage(origin, loadModule);
  const results = [];
  try {
    await page.goto(`${origin}/one-ecom/schedule/port-schedule`);
    await page.getByRole('heading', { level: 1, name: 'Port Schedule' }).waitFor();
    await closeCookieNotice(page);
    await page.getByRole('combobox', { name: /^Port/ }).fill('busan');
    await page.getByRole('option', { name: /Busan, South Korea/ }).click();
    const count = page.getByRole('status').filter({ hasText: / calls$/ });
    await timeToFirstRows(page, results, {
      name: 'Busan, 4 weeks: Search to the first rows',
      selector: '[role="region"][aria-label="Vessel calls"] tbody tr',
      budgetMs: BUDGETS.firstRowsMs,
      act: () => page.getByRole('button', { name: 'Search', exact: true }).click(),
      settled: () => count.waitFor({ timeout: 60_000 }),
    });
    const total = await count.textContent();
    console.log(`  ${total} (${page.url().split('?')[1]})`);
    const measure = interactionMeter(page, results);
    for (const filter of ['Service', 'Terminal', 'Direction']) {
      const select = page.getByRole('combobox', { name: filter, exact: true });
      await select.focus();
      const search = await page.evaluate(() => location.search);
      await measure(
        `${filter.toLowerCase()} filter (keyboard: first ${filter.toLowerCase()})`,
        () => page.keyboard.press('ArrowDown'),
        async () => {
          await page.waitForFunction((before) => location.search !== before, search);
          await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true))));
        },
      );
      console.log(`    ${filter} ${await select.inputValue()}: ${await count.textContent()}`);
      await page.keyboard.press('ArrowUp'); // back to "All"
      await page.waitForFunction((text) => document.body.innerText.includes(text), total);
    }
  } finally {
    await close();
  }
  return results;
}

/**
 * Part 8: the long-range schedule of FE4 over 12 weeks (the form's default), searched from the form as
 * e2e/long-range-schedule.spec.ts does. Budget: no long task over 100 ms while the grid renders (from Search until
 * its rows show and the page settles) and while the grid is scrolled down and sideways with the mouse wheel.
 */
export async function longRangeLatency(origin, loadModule) {
  const { page, close } = await benchPage(origin, loadModule, { longTasks: true });
  const results = [];
  const record = async (name, act) => {
    const since = await page.evaluate(() => performance.now());
    const started = Date.now();
    await act();
    const wallMs = Date.now() - started;
    await page.waitForTimeout(500); // settle: a task still running shows up once it ends
    const { longestMs, count } = await longestTaskSince(page, since);
    results.push({ name, latencyMs: longestMs, longTasks: count, wallMs, budgetMs: BUDGETS.longTaskMs });
    console.log(`  ${name}: longest task ${longestMs} ms (${count} tasks of 50 ms or more; wall ${wallMs} ms)`);
  };
  try {
    await page.goto(`${origin}/one-ecom/schedule/long-range-schedule`);
    await page.getByRole('heading', { level: 1, name: 'Long Range Schedule' }).waitFor();
    await closeCookieNotice(page);
    await page.getByRole('combobox', { name: 'Trade lane' }).selectOption('ASIA_EUROPE');
    await page.getByRole('combobox', { name: 'Service' }).selectOption('FE4');
    const grid = page.getByRole('table', { name: /Voyages of FE4/ });
    await record('FE4, 12 weeks: render of the grid (longest task)', async () => {
      await page.getByRole('button', { name: 'Search' }).click();
      await grid.locator('tbody tr').nth(11).waitFor({ timeout: 60_000 });
    });
    const rows = await grid.locator('tbody tr').count();
    const columns = await grid.locator('thead th').count();
    console.log(`    ${rows} voyages x ${columns} columns (${page.url().split('?')[1]})`);
    const frame = page.getByRole('region', { name: /Voyages of FE4/ });
    const offsets = () =>
      frame.evaluate((element) => `frame ${element.scrollLeft}/${element.scrollTop}, window ${window.scrollY}`);
    const before = await offsets();
    await record('FE4, 12 weeks: scroll of the grid (longest task)', async () => {
      const box = await frame.boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 300));
      for (let step = 0; step < 6; step += 1) {
        await page.mouse.wheel(0, 300);
        await page.waitForTimeout(50);
      }
      for (let step = 0; step < 6; step += 1) {
        await page.mouse.wheel(300, 0);
        await page.waitForTimeout(50);
      }
    });
    console.log(`    scrolled from ${before} to ${await offsets()} (left/top px)`);
  } finally {
    await close();
  }
  return results;
}
