#!/usr/bin/env node
// `npm run bench`: measures the PRODUCTION build against the budgets of issue 6 and writes reports/bench.json.
//   1. Size (deterministic, also checked by `npm test`): first-load JS of the shell and of each route, every lazy
//      chunk, the largest lazy chunk, in kB gzip, and the shell against a bare app of the same stack built now
//      (scripts/size-budget.mjs).
//   2. Lighthouse 12 on / and /schedule/point-to-point-schedule, and logged in (puppeteer + Lighthouse's Node API, see
//      runLighthouseLoggedIn) on /booking/booking-request, served by Debian's nginx with deploy/ (the production
//      headers and compression) and the mock API over HTTP: median and worst of 3 mobile runs (TBT must stay in budget
//      in every run) and 1 desktop run; performance,
//      accessibility, best practices, LCP, TBT, CLS. Each run is a first visit (a fresh profile), so both pages are
//      the build's prerendered HTML, hydrated (README "Prerendered first visits").
//   3. Interaction latency of the schedule page with 1,000 routes in Chromium: sort, page change, view switch (list to
//      calendar and back), calendar month step. Each is the longest Event Timing entry (the measure INP uses: input
//      to next paint) of that interaction; Chromium reports only entries of 16 ms or more, so "16" means "16 or less".
//      1,000 routes: the API's 62-day window holds about 30 per port pair, so the bench answers the search with 1,000
//      real generated routes of several busy pairs over a year (bench only; the mock API itself is unchanged).
//   4. Interaction latency of the shipments overview logged in as the forwarder demo account (about 10,000 bookings,
//      issue 14 section 4): a status filter, a sort from the ETD header, the next page, a keystroke in the text search.
//      Measured like 3 (longest Event Timing entry per interaction), through the login page of the production build.
//   5. Interaction latency of the SI form with 500 containers (issue 17 section 3), logged in as the demo shipper:
//      500 rows pasted into the container import, then one keystroke in a seal number cell in the middle of the
//      list and one at its end (input to next paint, measured like 3). Lighthouse (part 2) also measures the SI
//      summary logged in.
// Exits non-zero when any budget is broken. Lighthouse and latency vary between runs on a 2-core machine, so CI runs
// only the deterministic size budgets (`npm test`); this script reports all of them.
// Env: BENCH_PORT (default 4684; the mock API uses +1), CHROME_PATH (default /usr/bin/chromium when present).
// Flags: --no-build (measure the existing dist/), --runs=N (mobile Lighthouse runs, default 3),
//        --only=shipments (only part 4, with the size budgets; for checking that part alone on a shared machine),
//        --only=booking (only part 2 on the logged-in pages, with the size budgets); --only=quote (only part 2 on
//        /prices/one-quote, with the size budgets); --only=documentation (part 2 on the SI summary and part 5).
// BENCH_KEEP_LHR=1 keeps each Lighthouse result (LHR) as reports/lhr-<page>-<preset>-<run>.json for diagnosis.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium } from '@playwright/test';
import lighthouseRun, { desktopConfig } from 'lighthouse';
import { getResponse } from 'msw';
import puppeteer from 'puppeteer-core';

import { CHROME_FLAGS, chromePath, launchChromium } from './chromium.mjs';
import { startProductionServer } from './serve-production.mjs';
import { measureSizes, SIZE_BUDGETS, sizeVerdicts } from './size-budget.mjs';

const BUDGETS = {
  ...SIZE_BUDGETS,
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0.02,
  interactionMs: 100,
};
const PORT = Number(process.env.BENCH_PORT ?? 4684);
const LIGHTHOUSE_PAGES = ['/one-ecom/', '/one-ecom/schedule/point-to-point-schedule', '/one-ecom/prices/one-quote'];
/**
 * Pages behind login (issue 14 section 5: the booking request), measured logged in as the demo shipper
 * (mocks/auth/demo-users.ts DEMO_LOGINS.shipper): see {@link runLighthouseLoggedIn}.
 */
const LOGGED_IN_LIGHTHOUSE_PAGES = ['/one-ecom/booking/booking-request', '/one-ecom/documentation/si-summary'];
const BENCH_LOGIN = { userId: 'demo.shipper', password: 'Shipper#2026' };
const MOBILE_RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);
const ROUTE_COUNT = 1000;
const ONLY = process.argv.find((arg) => arg.startsWith('--only='))?.split('=')[1];

const HIGHER_IS_BETTER = new Set(['performance', 'accessibility', 'bestPractices']);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Runs a command without blocking this process (the mock API answers from it meanwhile); resolves { status, stderr }. */
function runAsync(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (status) => {
      resolve({ status, stderr });
    });
  });
}

async function runLighthouse(url, preset) {
  const output = join('reports', 'lighthouse-tmp.json');
  const args = [
    url,
    '--output=json',
    `--output-path=${output}`,
    '--only-categories=performance,accessibility,best-practices',
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  // Not spawnSync: the mock API runs in this process, and a blocked event loop would leave every API request of the
  // page unanswered for the whole run.
  const result = await runAsync(join('node_modules', '.bin', 'lighthouse'), args, {
    ...process.env,
    ...(chromePath ? { CHROME_PATH: chromePath } : {}),
  });
  if (result.status !== 0 || !existsSync(output)) throw new Error(`lighthouse failed on ${url}: ${result.stderr}`);
  const lhr = JSON.parse(readFileSync(output, 'utf8'));
  rmSync(output);
  keepLhr(lhr, preset);
  return summarize(lhr);
}

let keptLhrs = 0;
/** With BENCH_KEEP_LHR=1, writes the whole Lighthouse result to reports/ (the figures below come from it). */
function keepLhr(lhr, preset) {
  if (!process.env.BENCH_KEEP_LHR) return;
  keptLhrs += 1;
  const slug = new URL(lhr.finalDisplayedUrl).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
  writeFileSync(`reports/lhr-${slug}-${preset}-${keptLhrs}.json`, JSON.stringify(lhr));
}

/** The figures the budgets check, from a Lighthouse result (LHR). */
function summarize(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = (id) =>
    Object.values(lhr.categories[id]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => audit.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    failingAudits: { accessibility: failing('accessibility'), bestPractices: failing('best-practices') },
    // Set when Lighthouse voids its own run (e.g. NO_NAVSTART: its trace lost the navigation's start); scores are 0 then.
    ...(lhr.runtimeError ? { runtimeError: lhr.runtimeError.code } : {}),
  };
}

/**
 * The mock backend's answer to an /auth request (`handlers`: mocks/handlers.ts, resolved against `origin`) as
 * `{status, headers, body}` for puppeteer's `request.respond` and Playwright's `route.fulfill`; 404 when no handler
 * answers.
 */
async function mockAuthAnswer(handlers, origin, url, method, headers, body) {
  const answer = await getResponse(handlers, new Request(url, { method, headers, ...(body ? { body } : {}) }), {
    baseUrl: origin,
  });
  if (!answer) return { status: 404, body: '' };
  return {
    status: answer.status,
    headers: Object.fromEntries(answer.headers),
    body: Buffer.from(await answer.arrayBuffer()),
  };
}

/**
 * Answers the app's /auth requests on `page` from the mock backend's own auth handlers (as routeAuthToMock does for
 * Playwright): the production config sends logins and token refreshes to the app origin's /auth, which the bench's
 * nginx does not serve. Every other request goes to the network.
 */
async function answerAuthFromMock(page, origin, handlers) {
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (!request.url().startsWith(`${origin}/auth/`)) {
      void request.continue();
      return;
    }
    void (async () => {
      const body = request.postData();
      await request.respond(
        await mockAuthAnswer(handlers, origin, request.url(), request.method(), request.headers(), body),
      );
    })();
  });
}

/** Launches the bench's Chromium for puppeteer with the profile directory `userDataDir`. */
function launchPuppeteer(userDataDir) {
  return puppeteer.launch({
    executablePath: chromePath ?? chromium.executablePath(),
    headless: true,
    userDataDir,
    args: CHROME_FLAGS.filter((flag) => flag !== '--headless'),
  });
}

/**
 * Lighthouse on a page behind login, through its Node API on a puppeteer page. The demo shipper logs in on the login
 * page of one browser (the session's refresh token lands in localStorage, as for a real user); that browser closes, and
 * a second one on the same profile directory, with its HTTP cache cleared, runs Lighthouse on `path` with
 * `disableStorageReset` (its default storage reset would log the user out and measure the login page). So each run is
 * a first visit of the page's files by a logged-in user: the app restores the session with one token refresh, as after
 * a real reload. A new browser process, not only a cleared cache: the first one's in-memory cache kept the files the
 * login's landing on `path` had loaded (Lighthouse then counted 0 bytes for the page's own chunks in some runs and not
 * in others: about 0.2 s of FCP and LCP, 2 to 3 points).
 */
async function runLighthouseLoggedIn(origin, path, preset, loadModule) {
  const { handlers } = await loadModule('/mocks/handlers.ts');
  const userDataDir = mkdtempSync(join(tmpdir(), 'one-ecom-bench-profile-'));
  try {
    const login = await launchPuppeteer(userDataDir);
    try {
      const page = await login.newPage();
      await answerAuthFromMock(page, origin, handlers);
      const inApp = path.replace(/^\/one-ecom/, '');
      await page.goto(`${origin}/one-ecom/login?returnTo=${encodeURIComponent(inApp)}`, { waitUntil: 'networkidle0' });
      await page.locator('::-p-aria([name="User ID"][role="textbox"])').fill(BENCH_LOGIN.userId);
      await page.locator('input[type="password"]').fill(BENCH_LOGIN.password);
      await page.locator('::-p-aria([name="Log in"][role="button"])').click();
      await page.waitForFunction((wanted) => window.location.pathname === wanted, {}, path);
      // The landing page settles (its session refresh stored) before the browser closes.
      await page.waitForNetworkIdle({ idleTime: 500 });
      await page.goto('about:blank');
    } finally {
      await login.close();
    }
    const browser = await launchPuppeteer(userDataDir);
    try {
      const page = await browser.newPage();
      await answerAuthFromMock(page, origin, handlers);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      const result = await lighthouseRun(
        `${origin}${path}`,
        {
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          disableStorageReset: true,
        },
        preset === 'desktop' ? desktopConfig : undefined,
        page,
      );
      if (!result) throw new Error(`lighthouse gave no result on ${path}`);
      const finalPath = new URL(result.lhr.finalDisplayedUrl).pathname;
      if (finalPath !== path) throw new Error(`lighthouse measured ${finalPath}, not ${path}: the login did not hold`);
      keepLhr(result.lhr, preset);
      return summarize(result.lhr);
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

async function lighthouse(origin, loadModule) {
  const pages = {};
  const paths =
    ONLY === 'booking'
      ? LOGGED_IN_LIGHTHOUSE_PAGES
      : ONLY === 'documentation'
        ? LOGGED_IN_LIGHTHOUSE_PAGES.filter((path) => path.endsWith('/si-summary'))
        : ONLY === 'quote'
          ? LIGHTHOUSE_PAGES.filter((path) => path.endsWith('/prices/one-quote'))
          : [...LIGHTHOUSE_PAGES, ...LOGGED_IN_LIGHTHOUSE_PAGES];
  for (const path of paths) {
    const url = `${origin}${path}`;
    const runOnce = (preset) =>
      LOGGED_IN_LIGHTHOUSE_PAGES.includes(path)
        ? runLighthouseLoggedIn(origin, path, preset, loadModule)
        : runLighthouse(url, preset);
    // A run Lighthouse itself reports as void ("Please run Lighthouse again") is measured once more; a low score never is.
    const run = async (preset) => {
      const first = await runOnce(preset);
      if (!first.runtimeError) return first;
      console.log(`Lighthouse ${preset}: the run was void (${first.runtimeError}), measuring it again`);
      return runOnce(preset);
    };
    const mobileRuns = [];
    for (let index = 0; index < MOBILE_RUNS; index += 1) {
      console.log(`Lighthouse mobile ${index + 1}/${MOBILE_RUNS}: ${path}`);
      mobileRuns.push(await run('mobile'));
    }
    console.log(`Lighthouse desktop: ${path}`);
    const desktop = await run('desktop');
    const metrics = ['performance', 'accessibility', 'bestPractices', 'lcpMs', 'tbtMs', 'cls'];
    const mobileMedian = Object.fromEntries(metrics.map((key) => [key, median(mobileRuns.map((run) => run[key]))]));
    // The worst of the runs, metric by metric (lowest score, highest time): issue 13 asks that EVERY run, not only
    // the median, keeps TBT under budget, because a user gets one run, not the median.
    const mobileWorst = Object.fromEntries(
      metrics.map((key) => {
        const values = mobileRuns.map((run) => run[key]);
        return [key, HIGHER_IS_BETTER.has(key) ? Math.min(...values) : Math.max(...values)];
      }),
    );
    pages[path] = { mobileMedian, mobileWorst, mobileRuns, desktop };
  }
  return pages;
}

/** 1,000 generated routes: busy port pairs, consecutive 62-day windows over a year, until there are enough. */
async function thousandRoutes(loadModule) {
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

const EVENT_TIMING = () => {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__interactions.push({ name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

async function interactionLatency(origin, apiBaseUrl, loadModule) {
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
function interactionMeter(page, results) {
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
async function routeAuthToMock(page, origin, loadModule) {
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
async function shipmentsLatency(origin, loadModule) {
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
async function siFormLatency(origin, loadModule) {
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

function verdict(name, value, budget, lowerIsBetter = true) {
  return { name, value, budget, ok: lowerIsBetter ? value <= budget : value >= budget };
}

async function main() {
  mkdirSync('reports', { recursive: true });
  if (!process.argv.includes('--no-build')) {
    const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the production build failed');
  }
  const size = await measureSizes();
  const verdicts = sizeVerdicts(size);

  const server = await startProductionServer({
    port: PORT,
    apiPort: PORT + 1,
    settings: { ONE_ECOM_LEGACY_ORIGIN: `http://127.0.0.1:${PORT + 2}` },
  });
  let pages = {};
  let interactions = [];
  let shipments = [];
  let siForm = [];
  try {
    if (ONLY === 'booking' || ONLY === 'quote' || ONLY === 'documentation') {
      pages = await lighthouse(server.origin, server.loadModule);
    }
    if (!ONLY) {
      pages = await lighthouse(server.origin, server.loadModule);
      console.log(`Interaction latency with ${ROUTE_COUNT} routes:`);
      interactions = await interactionLatency(server.origin, server.apiBaseUrl, server.loadModule);
    }
    if (!ONLY || ONLY === 'shipments') {
      console.log('Interaction latency of the shipments overview (forwarder, about 10,000 bookings):');
      shipments = await shipmentsLatency(server.origin, server.loadModule);
    }
    if (!ONLY || ONLY === 'documentation') {
      console.log('Interaction latency of the SI form (500 containers):');
      siForm = await siFormLatency(server.origin, server.loadModule);
    }
  } finally {
    await server.close();
  }

  for (const [path, result] of Object.entries(pages)) {
    const m = result.mobileMedian;
    // Issue 6's 2.0 s LCP is a budget of the first-visit pages, which are prerendered. A page behind login cannot be
    // (its HTML is per user), so it is judged by issue 14's performance score (LCP weighs in it) and LCP is reported.
    if (LIGHTHOUSE_PAGES.includes(path)) verdicts.push(verdict(`${path} mobile LCP (ms)`, m.lcpMs, BUDGETS.lcpMs));
    verdicts.push(
      verdict(`${path} mobile performance`, m.performance, BUDGETS.performance, false),
      verdict(`${path} mobile accessibility`, m.accessibility, BUDGETS.accessibility, false),
      verdict(`${path} mobile best practices`, m.bestPractices, BUDGETS.bestPractices, false),
      verdict(`${path} mobile TBT (ms)`, m.tbtMs, BUDGETS.tbtMs),
      verdict(`${path} mobile CLS`, m.cls, BUDGETS.cls),
      verdict(`${path} mobile TBT, worst of ${MOBILE_RUNS} runs (ms)`, result.mobileWorst.tbtMs, BUDGETS.tbtMs),
    );
  }
  for (const interaction of interactions) {
    verdicts.push(verdict(`schedule ${interaction.name} (ms)`, interaction.latencyMs, BUDGETS.interactionMs));
  }
  for (const interaction of shipments) {
    verdicts.push(verdict(`shipments ${interaction.name} (ms)`, interaction.latencyMs, BUDGETS.interactionMs));
  }
  for (const interaction of siForm) {
    verdicts.push(verdict(`SI form ${interaction.name} (ms)`, interaction.latencyMs, BUDGETS.interactionMs));
  }

  const broken = verdicts.filter((v) => !v.ok);
  const report = {
    generatedAt: new Date().toISOString(),
    budgets: BUDGETS,
    size,
    lighthouse: pages,
    interactions: { routes: ROUTE_COUNT, results: interactions },
    shipmentsInteractions: { account: 'demo.forwarder', results: shipments },
    siFormInteractions: { account: 'demo.shipper', containers: 500, results: siForm },
    verdicts,
    ok: broken.length === 0,
  };
  const reportFile = ONLY ? `reports/bench-${ONLY}.json` : 'reports/bench.json';
  writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`);

  console.log('\nFirst-load JavaScript of the production build (kB gzip):');
  console.log(`  app shell ${size.shell.firstLoadKbGzip} (budget ${BUDGETS.shellFirstLoadKb})`);
  console.log(
    `  ${size.shellToBareAppRatio}x a bare app of the same stack built now (${size.bareApp.firstLoadKbGzip}; budget ${BUDGETS.shellToBareAppRatio}x)`,
  );
  for (const route of size.routes) {
    console.log(`  ${route.route}: ${route.firstLoadKbGzip} (route chunk ${route.routeChunkKbGzip})`);
  }
  console.log(`  largest lazy chunk ${size.largestLazyChunk?.file}: ${size.largestLazyChunk?.kbGzip}`);
  console.log(`Lighthouse (mobile median and worst of ${MOBILE_RUNS} runs; desktop one run):`);
  const line = (r) =>
    `perf ${r.performance} a11y ${r.accessibility} bp ${r.bestPractices} LCP ${r.lcpMs} ms TBT ${r.tbtMs} ms CLS ${r.cls}`;
  for (const [path, result] of Object.entries(pages)) {
    console.log(
      `  ${path}\n    mobile median ${line(result.mobileMedian)}\n    mobile worst  ${line(result.mobileWorst)}\n` +
        `    desktop       ${line(result.desktop)}`,
    );
  }
  for (const v of broken) console.log(`OVER BUDGET: ${v.name}: ${v.value} (budget ${v.budget})`);
  console.log(`Budgets: ${verdicts.length - broken.length} met, ${broken.length} broken. Report: ${reportFile}`);
  process.exitCode = broken.length === 0 ? 0 : 1;
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
