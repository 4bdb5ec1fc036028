// Part 2 of the bench (scripts/bench.mjs): Lighthouse 12 on the production build, anonymous and logged in.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium } from '@playwright/test';
import lighthouseRun, { desktopConfig } from 'lighthouse';
import { getResponse } from 'msw';
import puppeteer from 'puppeteer-core';

import { CHROME_FLAGS, chromePath } from '../chromium.mjs';
import {
  BENCH_LOGIN,
  HIGHER_IS_BETTER,
  LIGHTHOUSE_PAGES,
  LOGGED_IN_LIGHTHOUSE_PAGES,
  median,
  MOBILE_RUNS,
  ONLY,
  SCHEDULE_LIGHTHOUSE_PAGES,
} from './config.mjs';
/** Runs a command without blocking this process (the mock API answers from it meanwhile); resolves { status, stderr }. */
export function runAsync(command, args, env) {
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

export async function runLighthouse(url, preset) {
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
  if (result.status !== 0 || !existsSync(output)) {
    // A trace Lighthouse could not read (NO_NAVSTART, NO_FCP, ...) ends the CLI without a report; Lighthouse itself
    // calls such a run void ("Please run Lighthouse again"), so the caller measures it once more.
    const voidRun = /Please run Lighthouse again\. \(([A-Z_]+)\)/.exec(result.stderr);
    if (voidRun) return { runtimeError: voidRun[1] };
    throw new Error(`lighthouse failed on ${url}: ${result.stderr}`);
  }
  const lhr = JSON.parse(readFileSync(output, 'utf8'));
  rmSync(output);
  keepLhr(lhr, preset);
  return summarize(lhr);
}

export let keptLhrs = 0;
/** With BENCH_KEEP_LHR=1, writes the whole Lighthouse result to reports/ (the figures below come from it). */
export function keepLhr(lhr, preset) {
  if (!process.env.BENCH_KEEP_LHR) return;
  keptLhrs += 1;
  const slug = new URL(lhr.finalDisplayedUrl).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
  writeFileSync(`reports/lhr-${slug}-${preset}-${keptLhrs}.json`, JSON.stringify(lhr));
}

/** The figures the budgets check, from a Lighthouse result (LHR). */
export function summarize(lhr) {
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
    // Lighthouse's CPU benchmark at the start of the run: lower means the machine was slower or shared then.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
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
export async function mockAuthAnswer(handlers, origin, url, method, headers, body) {
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
export async function answerAuthFromMock(page, origin, handlers) {
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
export function launchPuppeteer(userDataDir) {
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
export async function runLighthouseLoggedIn(origin, path, preset, loadModule) {
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

/** CPU time counters of the whole machine from /proc/stat (Linux), or null elsewhere. */
function cpuTimes() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { total: fields.reduce((sum, value) => sum + value, 0), steal: fields[7] ?? 0 };
  } catch {
    return null;
  }
}

/**
 * Runs `measure` and adds `stealPct`: the share of CPU time the virtual machine's host took away during the run.
 * Lighthouse's simulated slow phone scales the tasks it observes, so a run during which the host was busy reports
 * long tasks the page does not have; the bench prints this beside each run so such runs can be recognised.
 */
async function withCpuSteal(measure) {
  const before = cpuTimes();
  const result = await measure();
  const after = cpuTimes();
  if (!before || !after || after.total === before.total) return result;
  const stealPct = Math.round((1000 * (after.steal - before.steal)) / (after.total - before.total)) / 10;
  return { ...result, stealPct };
}

export async function lighthouse(origin, loadModule) {
  const pages = {};
  const paths =
    ONLY === 'booking'
      ? LOGGED_IN_LIGHTHOUSE_PAGES
      : ONLY === 'documentation'
        ? LOGGED_IN_LIGHTHOUSE_PAGES.filter((path) => path.endsWith('/si-summary'))
        : ONLY === 'quote'
          ? LIGHTHOUSE_PAGES.filter((path) => path.endsWith('/prices/one-quote'))
          : ONLY === 'home'
            ? LIGHTHOUSE_PAGES.filter((path) => path === '/one-ecom/')
            : ONLY === 'schedules'
              ? SCHEDULE_LIGHTHOUSE_PAGES
              : [...LIGHTHOUSE_PAGES, ...LOGGED_IN_LIGHTHOUSE_PAGES, ...SCHEDULE_LIGHTHOUSE_PAGES];
  for (const path of paths) {
    const url = `${origin}${path}`;
    const runOnce = (preset) =>
      LOGGED_IN_LIGHTHOUSE_PAGES.includes(path)
        ? runLighthouseLoggedIn(origin, path, preset, loadModule)
        : runLighthouse(url, preset);
    // A run Lighthouse itself reports as void ("Please run Lighthouse again") is measured once more; a low score never is.
    const run = async (preset) => {
      const first = await withCpuSteal(() => runOnce(preset));
      if (!first.runtimeError) return first;
      console.log(`Lighthouse ${preset}: the run was void (${first.runtimeError}), measuring it again`);
      return withCpuSteal(() => runOnce(preset));
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
    // The worst of the runs, metric by metric (lowest score, highest time): a user gets one run, not the median.
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
