// Parts 3 to 5 of the bench (scripts/bench.mjs): interaction latency (Event Timing, the measure INP uses) of the
// schedule with 1,000 routes, the forwarder's shipments overview and the SI form with 500 containers.
import { launchChromium } from '../chromium.mjs';
import { ROUTE_COUNT } from './config.mjs';
import { mockAuthAnswer } from './lighthouse.mjs';
/** 1,000 generated routes: busy port pairs, consecutive 62-day windows over a year, until there are enough. */
export async function thousandRoutes(loadModule) {
  const { scheduleGenerator } = await loadModule('/mocks/schedule/data/schedule-generator.ts');
  const origins = ['KRPUS', 'CNSHA', 'CNNGB', 'SGSIN', 'CNYTN', 'HKHKG', 'TWKHH', 'JPTYO'];
  const destinations = ['NLRTM', 'DEHAM', 'BEANR', 'GBFXT', 'FRLEH', 'ESVLC', 'ITGOA', 'USLAX', 'USNYC'];
  const routes = [];
  const start = new Date();
  for (let window = 0; window < 6 && routes.length < ROUTE_COUNT; window += 1) {
    const from = new Date(start.getTime() + window * 61 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(start.getTime() + (window * 61 + 60) * 86_400_000).toISOString().slice(0, 10);
    for (const porCode of origins) {
      for (const delCode of destinations) {
        routes.push(
          ...scheduleGenerator.findRoutes({
            porCode,
            delCode,
            fromDate: from,
            toDate: to,
            rcvTermCode: 'Y',
            deTermCode: 'Y',
          }),
        );
      }
    }
  }
  if (routes.length < ROUTE_COUNT) throw new Error(`only ${routes.length} routes generated`);
  return routes.slice(0, ROUTE_COUNT);
}

export const EVENT_TIMING = () => {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__interactions.push({ name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

export async function interactionLatency(origin, apiBaseUrl, loadModule) {
  const routes = await thousandRoutes(loadModule);
  const browser = await launchChromium();
  const results = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'en-SG' });
    await page.addInitScript(EVENT_TIMING);
    await page.route(
      (url) => url.href.startsWith(`${apiBaseUrl}/v1/schedule/point-to-point?`),
      (route) =>
        route.fulfill({
          json: { routes },
          headers: { 'Access-Control-Allow-Origin': origin },
        }),
    );
    const today = new Date().toISOString().slice(0, 10);
    const to = new Date(Date.now() + 55 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(
      `${origin}/one-ecom/schedule/point-to-point-schedule?oriLocNmParam=Busan%2C+South+Korea&oriLocCdParam=KRPUS` +
        '&oriTermCdPara=Y&destLocNmParam=Rotterdam%2C+Netherlands&destLocCdParam=NLRTM&desTermCdPara=Y' +
        `&frmDtParam=${today}&toDtParam=${to}&cmdParam=search`,
    );
    await page.getByRole('article').first().waitFor();
    await page
      .getByText(new RegExp(`${ROUTE_COUNT} routes`))
      .first()
      .waitFor();

    const measure = async (name, act, settled) => {
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

    const sort = page.getByLabel('Sort by');
    await sort.focus();
    await measure(
      'sort (keyboard: next sort order)',
      () => page.keyboard.press('ArrowDown'),
      () => page.waitForURL(/sortBy=/),
    );
    const firstKey = await page.getByRole('article').first().getAttribute('data-route-key');
    await measure(
      'page change (next page)',
      () => page.getByRole('navigation', { name: 'Route pages' }).getByRole('button', { name: /next/i }).click(),
      () =>
        page.waitForFunction(
          (key) => document.querySelector('article')?.getAttribute('data-route-key') !== key,
          firstKey,
        ),
    );
    await measure(
      'view switch (list to calendar)',
      () => page.getByRole('tab', { name: 'Calendar' }).click(),
      () => page.getByRole('button', { name: 'Next month' }).waitFor(),
    );
    const month = await page
      .getByRole('heading', { name: /^\d{4} \w{3}$/ })
      .first()
      .textContent();
    await measure(
      'calendar month step (next month)',
      () => page.getByRole('button', { name: 'Next month' }).click(),
      () =>
        page
          .getByRole('heading', { name: /^\d{4} \w{3}$/ })
          .filter({ hasNotText: month ?? '' })
          .first()
          .waitFor(),
    );
    await measure(
      'view switch (calendar to list)',
      () => page.getByRole('tab', { name: 'List' }).click(),
      () => page.getByRole('article').first().waitFor(),
    );
  } finally {
    await browser.close();
  }
  return results;
}

/** Records each interaction's longest Event Timing entry (input to next paint) into `results`; see part 3. */
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

/**
 * Part 4: the shipments overview of the forwarder demo account (its ~10,000 generated bookings come from the mock
 * API's booking backend, the same handlers as the app's mocks). Logs in through the login page, which brings the user
 * back to the overview; then filters, sorts, pages and types, each measured as the longest Event Timing entry.
 */
export async function shipmentsLatency(origin, loadModule) {
  const { DEMO_LOGINS } = await loadModule('/mocks/auth/demo-users.ts');
  const browser = await launchChromium();
  const results = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'en-SG' });
    await page.addInitScript(EVENT_TIMING);
    await routeAuthToMock(page, origin, loadModule);
    await page.goto(`${origin}/one-ecom/manage-shipment/shipments`);
    await page.getByRole('textbox', { name: /User ID/ }).fill(DEMO_LOGINS.forwarder.userId);
    await page.getByLabel(/Password/).fill(DEMO_LOGINS.forwarder.password);
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
    await browser.close();
  }
  return results;
}

/** Part 5: 500 containers pasted into the SI form's import, then keystrokes in container rows. */
export async function siFormLatency(origin, loadModule) {
  const { DEMO_LOGINS } = await loadModule('/mocks/auth/demo-users.ts');
  const { containerCheckDigit } = await loadModule('/src/domain/container/container-number.ts');
  const ROWS = 500;
  const lines = ['Container number\tSize-type\tSeal number\tPackage code\tPackages\tCargo weight (kg)\tTare (kg)'];
  for (let index = 0; index < ROWS; index += 1) {
    const base = `BNCU${String(1000000 + index * 7)
      .padStart(7, '0')
      .slice(-6)}`;
    lines.push(`${base}${containerCheckDigit(base)}\t45G1\tSL${String(100000 + index)}\tCT\t120\t12000\t3900`);
  }
  const browser = await launchChromium();
  const results = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'en-SG' });
    await page.addInitScript(EVENT_TIMING);
    await routeAuthToMock(page, origin, loadModule);
    await page.goto(`${origin}/one-ecom/documentation/si-summary?tab=list&status=NOT_SUBMITTED`);
    await page.getByRole('textbox', { name: /User ID/ }).fill(DEMO_LOGINS.shipper.userId);
    await page.getByLabel(/Password/).fill(DEMO_LOGINS.shipper.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page
      .getByRole('link', { name: /^Send SI / })
      .first()
      .click();
    await page.getByRole('group', { name: /^Containers/ }).waitFor();
    await page.getByText(/^Import a container list/).click();
    await page.getByLabel('Or paste rows from a spreadsheet, with the header row').fill(lines.join('\n'));
    await page.getByRole('button', { name: 'Add the pasted rows' }).click();
    await page.getByText(`${ROWS} containers added from the pasted rows.`).waitFor();
    console.log(`  ${ROWS} container rows in the form`);
    const measure = interactionMeter(page, results);
    for (const row of [ROWS / 2, ROWS]) {
      const seal = page.getByLabel(`Seal number, row ${row}`, { exact: true });
      // Scroll the virtualised list until the row is rendered: jump by the rendered rows' measured height.
      for (let attempt = 0; attempt < 30 && (await seal.count()) === 0; attempt += 1) {
        await page.evaluate((wanted) => {
          const items = [...document.querySelectorAll('li[aria-posinset]')];
          if (items.length === 0) throw new Error('the container rows are not virtualised');
          const first = items[0].getBoundingClientRect();
          const last = items[items.length - 1].getBoundingClientRect();
          const height = (last.bottom - first.top) / items.length;
          const firstRow = Number(items[0].getAttribute('aria-posinset'));
          window.scrollBy(0, first.top + (wanted - firstRow) * height - 200);
        }, row);
        await page.waitForTimeout(100);
      }
      await seal.waitFor();
      await seal.focus();
      await page.keyboard.press('End');
      await measure(
        `keystroke in row ${row} of ${ROWS}`,
        () => page.keyboard.type('9'),
        () =>
          page.waitForFunction(
            (name) => document.querySelector(`[aria-label="${name}"]`)?.value.endsWith('9'),
            `Seal number, row ${row}`,
          ),
      );
    }
  } finally {
    await browser.close();
  }
  return results;
}
