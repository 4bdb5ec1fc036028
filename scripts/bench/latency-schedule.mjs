// Part 3 of the bench (scripts/bench.mjs): interaction latency of the point-to-point schedule with 1,000 routes.
import { launchChromium } from '../chromium.mjs';
import { ROUTE_COUNT } from './config.mjs';
import { EVENT_TIMING, interactionMeter } from './latency-common.mjs';

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

    const measure = interactionMeter(page, results);

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
