// Shared parts of the bench's latency scenarios (scripts/bench.mjs parts 3 to 9; docs/performance.md): the Event
// Timing recorder (the measure INP uses: input to next paint), the long-task recorder, the login through the login
// page of the production build and the scrolling of a virtualised list to a row.
import { launchChromium } from '../chromium.mjs';
import { mockAuthAnswer } from './lighthouse.mjs';

/** Init script: every Event Timing entry of an interaction (Chromium reports those of 16 ms or more). */
export const EVENT_TIMING = () => {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__interactions.push({ name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

/** Init script: every long task (main-thread task of 50 ms or more, the Long Tasks API's threshold). */
export const LONG_TASKS = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longTasks.push({ startTime: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
};

/** Records each interaction's longest Event Timing entry (input to next paint) into `results`. */
export function interactionMeter(page, results) {
  return async (name, act, settled) => {
    await page.evaluate(() => (window.__interactions = []));
    const started = Date.now();
    await act();
    await settled();
    const wallMs = Date.now() - started;
    await page.waitForTimeout(400); // Event Timing entries arrive after the next paint.
    const entries = await page.evaluate(() => window.__interactions);
    const latencyMs = Math.round(Math.max(16, ...entries.map((entry) => entry.duration)));
    results.push({ name, latencyMs, wallMs, events: entries.length });
    console.log(`  ${name}: ${latencyMs} ms (input to next paint; wall ${wallMs} ms with Playwright's overhead)`);
  };
}

/**
 * Time from an input (the click's event timestamp, read in the page) to the first frame in which `selector` matches a
 * rendered element, measured in the page with requestAnimationFrame (so it excludes Playwright's round trips). The
 * page must not reload in between (the app's login and searches navigate inside the single-page app). Pushes
 * { name, latencyMs, wallMs, budgetMs } into `results`; `latencyMs` falls back to the wall time when the page lost
 * its clock (a full navigation).
 */
export async function timeToFirstRows(page, results, { name, selector, budgetMs, act, settled }) {
  await page.evaluate((wanted) => {
    window.__input = undefined;
    window.__visible = undefined;
    addEventListener('click', (event) => (window.__input ??= event.timeStamp), { capture: true, once: true });
    const poll = () => {
      const element = document.querySelector(wanted);
      if (element && element.getBoundingClientRect().height > 0) window.__visible = performance.now();
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  }, selector);
  const started = Date.now();
  await act();
  await settled();
  const wallMs = Date.now() - started;
  const inPage = await page.evaluate(() =>
    window.__input !== undefined && window.__visible !== undefined ? window.__visible - window.__input : undefined,
  );
  const latencyMs = Math.round(inPage ?? wallMs);
  results.push({ name, latencyMs, wallMs, budgetMs, measuredIn: inPage === undefined ? 'wall clock' : 'page' });
  console.log(`  ${name}: ${latencyMs} ms (input to the first frame with rows; wall ${wallMs} ms)`);
}

/**
 * For an interaction's "settled" step when the first row may stay the same (a filter whose first match was already
 * first): call before the interaction, await what it returns after. Resolves once the page's next GET whose URL matches
 * `url` was answered, two frames have passed (the answer rendered), rows match `rows` and nothing is aria-busy.
 */
export function answerShown(page, url, rows) {
  const answered = page.waitForResponse((response) => url.test(response.url()), { timeout: 120_000 });
  return async () => {
    await answered;
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.waitForFunction(
      (selector) => document.querySelector(selector) !== null && !document.querySelector('[aria-busy="true"]'),
      rows,
      { timeout: 120_000 },
    );
  };
}

/** The longest long task recorded since `since` (performance.now() in the page); 0 when none (all under 50 ms). */
export async function longestTaskSince(page, since) {
  const tasks = await page.evaluate((from) => window.__longTasks.filter((task) => task.startTime >= from), since);
  return { longestMs: Math.round(Math.max(0, ...tasks.map((task) => task.duration))), count: tasks.length };
}

/**
 * The production config sends logins to the app origin's /auth, which the bench's nginx does not serve: answer them
 * in the page from the mock backend's own auth handlers (the same module instances as the mock API, so the tokens it
 * issues are the ones the API accepts).
 */
export async function routeAuthToMock(page, origin, loadModule) {
  const { handlers } = await loadModule('/mocks/handlers.ts');
  await page.route(`${origin}/auth/**`, async (route) => {
    const request = route.request();
    const body = request.postDataBuffer();
    await route.fulfill(
      await mockAuthAnswer(handlers, origin, request.url(), request.method(), await request.allHeaders(), body),
    );
  });
}

/** A desktop page (1366x900, en-SG) of a fresh Chromium with the recorders; `close()` ends the browser. */
export async function benchPage(origin, loadModule, { longTasks = false } = {}) {
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'en-SG' });
  await page.addInitScript(EVENT_TIMING);
  if (longTasks) await page.addInitScript(LONG_TASKS);
  await routeAuthToMock(page, origin, loadModule);
  return { browser, page, close: () => browser.close() };
}

/** Fills the login page the app sent the user to with a demo account (mocks/auth/demo-users.ts DEMO_LOGINS). */
export async function fillLogin(page, account) {
  await page.getByRole('textbox', { name: /User ID/ }).fill(account.userId);
  await page.getByLabel(/Password/).fill(account.password);
}

/**
 * Scrolls the window until row `row` of a window-virtualised list (items with aria-posinset, TanStack Virtual) is
 * rendered, jumping by the rendered rows' measured height; resolves once `target` (a locator in that row) exists.
 */
export async function scrollToVirtualRow(page, row, target) {
  for (let attempt = 0; attempt < 30 && (await target.count()) === 0; attempt += 1) {
    await page.evaluate((wanted) => {
      const items = [...document.querySelectorAll('li[aria-posinset]')];
      if (items.length === 0) throw new Error('the rows are not virtualised');
      const first = items[0].getBoundingClientRect();
      const last = items[items.length - 1].getBoundingClientRect();
      const height = (last.bottom - first.top) / items.length;
      const firstRow = Number(items[0].getAttribute('aria-posinset'));
      window.scrollBy(0, first.top + (wanted - firstRow) * height - 200);
    }, row);
    await page.waitForTimeout(100);
  }
  await target.waitFor();
}
