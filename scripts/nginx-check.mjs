#!/usr/bin/env node
// `npm run check:nginx` (and part of `npm test`): Debian's nginx with deploy/ serving the PRODUCTION build (dist/) on
// a loopback port, checked over HTTP (redirects, fallbacks, 404s, caching, compression, security headers) and in
// Chromium (the app renders under the CSP with no console errors and no CSP violations, a Radix dialog's injected
// scroll-lock style is allowed by the nonce, and a missing config file shows the start-up error page).
// The API calls of the pages go to the mock backend served over HTTP on a second port (scripts/mock-api-server.mjs).
// Writes reports/nginx.json { passed, failed, checks }; exits non-zero when a check fails.
// Env: NGINX_CHECK_PORT (default 4680; the mock API uses +1, the legacy origin +2), NGINX_BIN, CHROME_PATH.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { launchChromium } from './chromium.mjs';
import { startProductionServer } from './serve-production.mjs';

const PORT = Number(process.env.NGINX_CHECK_PORT ?? 4680);
const API_PORT = PORT + 1;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const LEGACY_ORIGIN = `http://127.0.0.1:${PORT + 2}`;
const FRAME_ANCESTORS = `'self' https://www.one-ecom.test`;
const SOCKET_URL = 'wss://socket.one-ecom.test/socket';
// A CDN of guide videos and thumbnails (ONE_ECOM_MEDIA_ORIGINS).
const MEDIA_ORIGIN = 'https://media.one-ecom.test';

const checks = [];
function check(name, ok, detail = '') {
  checks.push({ name, ok: Boolean(ok), ...(ok ? {} : { detail }) });
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${name}${ok || !detail ? '' : `: ${detail}`}`);
}

function request(path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = httpGet({ host: '127.0.0.1', port: PORT, path, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });
}

/** Content-Security-Policy as directive -> sources. */
function parseCsp(header = '') {
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

function checkSecurityHeaders(label, response) {
  const csp = parseCsp(response.headers['content-security-policy']);
  const same = (a = [], b = []) => a.length === b.length && a.every((value) => b.includes(value));
  const problems = [];
  if (!same(csp['script-src'], ["'self'"])) problems.push(`script-src ${csp['script-src']}`);
  if (!same(csp['object-src'], ["'none'"])) problems.push(`object-src ${csp['object-src']}`);
  if (!same(csp['base-uri'], ["'none'"])) problems.push(`base-uri ${csp['base-uri']}`);
  if (!same(csp['frame-src'], [LEGACY_ORIGIN])) problems.push(`frame-src ${csp['frame-src']}`);
  if (!same(csp['frame-ancestors'], FRAME_ANCESTORS.split(' ')))
    problems.push(`frame-ancestors ${csp['frame-ancestors']}`);
  for (const host of [`http://127.0.0.1:${API_PORT}`, 'wss://socket.one-ecom.test']) {
    if (!csp['connect-src']?.includes(host)) problems.push(`connect-src lacks ${host}`);
  }
  // Guide thumbnails, videos and subtitles: from the API's host and the configured CDN (issue 19 #12).
  for (const directive of ['img-src', 'media-src']) {
    for (const host of ["'self'", `http://127.0.0.1:${API_PORT}`, MEDIA_ORIGIN]) {
      if (!csp[directive]?.includes(host)) problems.push(`${directive} lacks ${host}`);
    }
  }
  if (!csp['style-src']?.some((source) => /^'nonce-[0-9a-f]{32}'$/.test(source))) problems.push('style-src nonce');
  const all = Object.values(csp).flat();
  if (all.includes("'unsafe-inline'") || all.includes("'unsafe-eval'")) problems.push('unsafe-inline/eval');
  const hsts = /max-age=(\d+)/.exec(response.headers['strict-transport-security'] ?? '');
  if (!hsts || Number(hsts[1]) < 31_536_000) problems.push('HSTS under a year');
  if (response.headers['x-content-type-options'] !== 'nosniff') problems.push('X-Content-Type-Options');
  if (response.headers['referrer-policy'] !== 'strict-origin-when-cross-origin') problems.push('Referrer-Policy');
  if (!/camera=\(\)/.test(response.headers['permissions-policy'] ?? '')) problems.push('Permissions-Policy');
  check(`security headers: ${label}`, problems.length === 0, problems.join(', '));
}

/** The HTML of an HTTP answer of request() or the text of a page's document response. */
const htmlOf = (answer) => (typeof answer === 'string' ? answer : answer.body.toString('utf8'));

function isIndexHtml(answer) {
  return htmlOf(answer).includes('<div id="root"></div>');
}

/** A prerendered copy of index.html for `path` (vite.config.ts prerenderPages): the page's HTML inside #root. */
function isPrerendered(answer, path) {
  return htmlOf(answer).includes(`<div id="root" data-prerendered="${path}"><div`);
}

/** Throws when React replaced a heading of the prerendered page instead of hydrating it (see visit()'s observer). */
async function expectHeadingsKept(page) {
  const removed = await page.evaluate(() => window.__removedHeadings);
  if (removed !== 0) throw new Error('the prerendered heading was replaced, not hydrated');
}

/** First visit in English: no returning-visitor cookie (src/app/prerender/prerender-fits.ts), an English browser. */
const FIRST_VISIT = { 'Accept-Language': 'en-US,en;q=0.9' };

async function httpChecks(manifest, brotli, brotliStatic, webRoot) {
  const redirect = await request('/one-ecom');
  check(
    '/one-ecom redirects 301 to /one-ecom/',
    redirect.status === 301 && redirect.headers.location === '/one-ecom/',
    `${redirect.status} ${redirect.headers.location}`,
  );
  checkSecurityHeaders('redirect', redirect);

  // A first visit gets the prerendered home page (first paint before any script), with index.html's headers.
  const index = await request('/one-ecom/', FIRST_VISIT);
  check(
    '/one-ecom/ serves the prerendered home page to a first visit',
    index.status === 200 && isPrerendered(index, '/one-ecom/'),
    String(index.status),
  );
  check(
    'index.html and its prerendered copies are never cached',
    /no-store/.test(index.headers['cache-control'] ?? '') &&
      /Cookie/.test(index.headers.vary ?? '') &&
      /Accept-Language/.test(index.headers.vary ?? ''),
    `${index.headers['cache-control']}; vary ${index.headers.vary}`,
  );
  checkSecurityHeaders('index.html', index);
  const nonce = /'nonce-([0-9a-f]{32})'/.exec(index.headers['content-security-policy'] ?? '')?.[1];
  const html = index.body.toString('utf8');
  check(
    'index.html carries the CSP nonce of its response',
    Boolean(nonce) && html.includes(`nonce="${nonce}"`) && !html.includes('ONE_ECOM_CSP_NONCE'),
    'nonce in header and body differ or placeholder left',
  );
  check('prerendered HTML has no style attributes (the CSP refuses them)', !/<[^>]+\sstyle=/.test(html));
  const again = await request('/one-ecom/', FIRST_VISIT);
  const nonce2 = /'nonce-([0-9a-f]{32})'/.exec(again.headers['content-security-policy'] ?? '')?.[1];
  check('each response gets a new nonce', nonce && nonce2 && nonce !== nonce2, `${nonce} ${nonce2}`);

  // Who gets the plain index.html instead: a returning browser, one whose first shipped language is not English.
  for (const [label, headers, prerendered] of [
    ['a returning visitor', { ...FIRST_VISIT, Cookie: 'one_ecom_returning=1' }, false],
    ['a Korean browser', { 'Accept-Language': 'ko-KR,ko;q=0.9,en-US;q=0.8' }, false],
    ['a French browser that reads Japanese', { 'Accept-Language': 'fr-FR,fr;q=0.9,ja;q=0.8' }, false],
    ['an English browser that also reads Chinese', { 'Accept-Language': 'en-GB,zh-CN;q=0.5' }, true],
    // Spaces after the commas: English still comes first (the old pattern skipped ' en' and answered Korean).
    ['a French browser, English before Korean', { 'Accept-Language': 'fr-FR, en;q=0.9, ko;q=0.8' }, true],
    ['a French browser (English is the fallback)', { 'Accept-Language': 'fr-FR,fr;q=0.9' }, true],
    ['no Accept-Language', {}, true],
  ]) {
    const page = await request('/one-ecom/', headers);
    const ok = prerendered ? isPrerendered(page, '/one-ecom/') : isIndexHtml(page);
    check(`/one-ecom/ for ${label}: ${prerendered ? 'prerendered' : 'plain index.html'}`, page.status === 200 && ok);
  }

  // Hostile Accept-Language headers (issue 19 #1): the language map's pattern must not backtrack. Before it used
  // possessive/atomic forms, 300 bytes of " ," cost 0.2-0.4 s of worker CPU per request (six at once stalled every
  // other visitor); now each answers like a normal request and still decides correctly. 7 kB stays under nginx's
  // 8 kB header buffer (a longer line is a 400 before the map runs). The bound is generous for a busy 2-core machine:
  // the real answer takes about a millisecond, the backtracking one hundreds.
  const HOSTILE_MS = 100;
  for (const [label, value, prerendered] of [
    ['" ," x 100 then x', `${' ,'.repeat(100)}x`, true],
    ['" ," x 3500 then x (long)', `${' ,'.repeat(3500)}x`, true],
    ['7000 commas', ','.repeat(7000), true],
    ['7000 spaces then x', `${' '.repeat(7000)}x`, true],
    ['" ," x 3000 then ko (a language at the end)', `${' ,'.repeat(3000)}ko`, false],
    ['fr;q=0.9 x 700 then ja', `${'fr;q=0.9, '.repeat(700)}ja`, false],
    ['spaces inside tags x 1000 then en', `${'f r  ,'.repeat(1000)}en`, true],
  ]) {
    const started = process.hrtime.bigint();
    const page = await request('/one-ecom/', { 'Accept-Language': value });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const ok = page.status === 200 && (prerendered ? isPrerendered(page, '/one-ecom/') : isIndexHtml(page));
    check(
      `hostile Accept-Language ${label} (${value.length} B): ${prerendered ? 'prerendered' : 'plain'}, under ${HOSTILE_MS} ms`,
      ok && ms < HOSTILE_MS,
      `status ${page.status}, ${ok ? 'right' : 'wrong'} page, ${ms.toFixed(1)} ms`,
    );
  }

  const schedulePath = '/one-ecom/schedule/point-to-point-schedule';
  const schedule = await request(schedulePath, FIRST_VISIT);
  check(
    `${schedulePath} serves its prerendered page to a first visit`,
    schedule.status === 200 &&
      isPrerendered(schedule, schedulePath) &&
      /no-store/.test(schedule.headers['cache-control']),
    String(schedule.status),
  );
  const oneQuotePath = '/one-ecom/prices/one-quote';
  const oneQuote = await request(oneQuotePath, FIRST_VISIT);
  check(
    `${oneQuotePath} serves its prerendered page to a first visit`,
    oneQuote.status === 200 &&
      isPrerendered(oneQuote, oneQuotePath) &&
      /no-store/.test(oneQuote.headers['cache-control']),
    String(oneQuote.status),
  );
  // Each prerendered page names itself from the first byte (the title the app sets once it runs), not the generic one.
  for (const [answer, title] of [
    [index, 'ONE e-Commerce | ONE'],
    [schedule, 'Point to Point Schedule | ONE'],
    [oneQuote, 'ONE Quote | ONE'],
  ]) {
    const found = /<title>([^<]*)<\/title>/.exec(htmlOf(answer))?.[1];
    check(`prerendered page carries its own <title>${title}</title>`, found === title, `title ${found}`);
  }
  for (const path of [
    `${schedulePath}?cmdParam=search`,
    `${oneQuotePath}?oriCd=KRPUS`,
    '/one-ecom/login',
    '/one-ecom/any/unknown/route?x=1',
  ]) {
    const page = await request(path, FIRST_VISIT);
    check(`app route ${path} falls back to index.html`, page.status === 200 && isIndexHtml(page), String(page.status));
  }
  // Legacy pages (issue 19 #2): a shared link or a reload of an embedded legacy page is an app route like any other
  // (status 200, the app), although its name ends in '.do'; the two pages embedded by path too. A file name the
  // legacy table cannot hold (not CUP_HOM_ + 4 digits) stays a 404.
  for (const path of [
    '/one-ecom/ecom/CUP_HOM_3301.do',
    '/one-ecom/ecom/CUP_HOM_3701.do?blNo=ONEYSINX1234567',
    '/one-ecom/booking/address-book',
    '/one-ecom/prices/surcharge-search',
  ]) {
    const page = await request(path, FIRST_VISIT);
    check(
      `legacy page ${path} answers 200 with the app, never cached`,
      page.status === 200 && isIndexHtml(page) && /no-store/.test(page.headers['cache-control'] ?? ''),
      `${page.status} ${page.headers['cache-control']}`,
    );
    if (path.endsWith('3301.do')) checkSecurityHeaders('legacy page', page);
  }
  for (const path of [
    '/one-ecom/ecom/CUP_HOM_33011.do',
    '/one-ecom/ecom/other.do',
    '/one-ecom/ecom/CUP_HOM_3301.do.js',
  ]) {
    const missing = await request(path);
    check(
      `not a legacy page: ${path} answers 404`,
      missing.status === 404 && isIndexHtml(missing),
      String(missing.status),
    );
  }

  const copy = await request('/one-ecom/prerendered/index.html', FIRST_VISIT);
  check('the prerendered copies have no address of their own (404)', copy.status === 404, String(copy.status));

  // Route copies (vite.config.ts writeRouteCopies): a page at a fixed path preloads its own chunk, stylesheets and
  // English strings for an English-first browser (here a returning one, logged in or not); other browsers get
  // index.html. Same headers as index.html, nonce included.
  const siSummaryChunk = manifest['src/app/routes/si-summary.tsx']?.file;
  const siSummaryCss = manifest['src/app/routes/si-summary.tsx']?.css?.[0];
  const returning = { ...FIRST_VISIT, Cookie: 'one_ecom_returning=1' };
  const routeCopy = await request('/one-ecom/documentation/si-summary?tab=list', returning);
  const routeCopyHtml = htmlOf(routeCopy);
  check(
    'a page at a fixed path gets the copy of index.html that preloads its chunk and stylesheet, never cached',
    routeCopy.status === 200 &&
      isIndexHtml(routeCopy) &&
      Boolean(siSummaryChunk && siSummaryCss) &&
      routeCopyHtml.includes(`<link rel="modulepreload" crossorigin href="/one-ecom/${siSummaryChunk}"`) &&
      routeCopyHtml.includes(`<link rel="preload" as="style" crossorigin href="/one-ecom/${siSummaryCss}"`) &&
      /no-store/.test(routeCopy.headers['cache-control'] ?? '') &&
      !routeCopyHtml.includes('ONE_ECOM_CSP_NONCE'),
    `${routeCopy.status} ${siSummaryChunk} ${routeCopy.headers['cache-control']}`,
  );
  checkSecurityHeaders('route copy', routeCopy);
  const korean = await request('/one-ecom/documentation/si-summary', {
    ...returning,
    'Accept-Language': 'ko-KR,ko;q=0.9,en;q=0.5',
  });
  check(
    'a Korean-first browser gets the plain index.html for that page (its strings are not English)',
    korean.status === 200 && isIndexHtml(korean) && !htmlOf(korean).includes(`${siSummaryChunk}`),
    String(korean.status),
  );
  const routeCopyFile = await request('/one-ecom/routes/documentation/si-summary.html', FIRST_VISIT);
  check(
    'the route copies have no address of their own (404)',
    routeCopyFile.status === 404,
    String(routeCopyFile.status),
  );

  const someMap = Object.values(manifest).find((entry) => entry.file.endsWith('.js'))?.file;
  for (const path of [
    '/one-ecom/assets/nope.js',
    '/one-ecom/foo.png',
    '/one-ecom/nope/deeper.css',
    `/one-ecom/${someMap}.map`,
  ]) {
    const missing = await request(path);
    check(
      `unknown file ${path} answers a real 404 page`,
      missing.status === 404 && isIndexHtml(missing),
      String(missing.status),
    );
    if (path.endsWith('nope.js')) checkSecurityHeaders('404', missing);
  }

  const assets = new Set(Object.values(manifest).flatMap((entry) => [entry.file, ...(entry.css ?? [])]));
  const wrong = [];
  let compressedGzip = 0;
  let compressedBrotli = 0;
  for (const file of assets) {
    const plain = await request(`/one-ecom/${file}`);
    const type = file.endsWith('.css')
      ? /^text\/css/
      : file.endsWith('.svg')
        ? /^image\/svg\+xml/
        : /^(application|text)\/javascript/;
    if (plain.status !== 200) wrong.push(`${file}: ${plain.status}`);
    else if (plain.headers['cache-control'] !== 'public, max-age=31536000, immutable') {
      wrong.push(`${file}: cache ${plain.headers['cache-control']}`);
    } else if (!type.test(plain.headers['content-type'] ?? '')) wrong.push(`${file}: ${plain.headers['content-type']}`);
    if (plain.body.length >= 1024) {
      const gzip = await request(`/one-ecom/${file}`, { 'Accept-Encoding': 'gzip' });
      if (gzip.headers['content-encoding'] === 'gzip') compressedGzip += 1;
      else wrong.push(`${file}: not gzipped`);
      if (brotli) {
        const br = await request(`/one-ecom/${file}`, { 'Accept-Encoding': 'br, gzip' });
        if (br.headers['content-encoding'] === 'br') compressedBrotli += 1;
        else wrong.push(`${file}: not brotli`);
      }
    }
  }
  check(
    `all ${assets.size} hashed assets: 200, right type, public max-age=31536000 immutable`,
    wrong.length === 0,
    wrong.slice(0, 5).join('; '),
  );
  // The build's precompressed copies (vite.config.ts precompressAssets) are what is sent, not a fresh compression.
  const bundle = [...assets].find(
    (file) => file.endsWith('.js') && existsSync(join(webRoot, 'one-ecom', `${file}.br`)),
  );
  const staticProblems = [];
  if (!bundle) staticProblems.push('no .br copies in the build');
  else {
    // Brotli copies need Debian's brotli static module (render-config.sh loads it when installed).
    const encodings = brotliStatic
      ? [
          ['gzip', 'gz'],
          ['br', 'br'],
        ]
      : [['gzip', 'gz']];
    for (const [encoding, extension] of encodings) {
      const response = await request(`/one-ecom/${bundle}`, { 'Accept-Encoding': encoding });
      const copyBytes = readFileSync(join(webRoot, 'one-ecom', `${bundle}.${extension}`));
      if (response.headers['content-encoding'] !== encoding || !response.body.equals(copyBytes)) {
        staticProblems.push(`${encoding}: not the build's .${extension} copy`);
      }
    }
  }
  check("assets are sent as the build's precompressed copies", staticProblems.length === 0, staticProblems.join('; '));
  check(
    `assets compressed: gzip${brotli ? ' and brotli' : ''}`,
    compressedGzip > 0 && (!brotli || compressedBrotli === compressedGzip),
    `gzip ${compressedGzip}, br ${compressedBrotli}`,
  );
  const gzIndex = await request('/one-ecom/', { ...FIRST_VISIT, 'Accept-Encoding': 'gzip' });
  check('index.html gzipped', gzIndex.headers['content-encoding'] === 'gzip', gzIndex.headers['content-encoding']);
  console.log(`  (brotli module ${brotli ? 'loaded' : 'not installed: gzip only'})`);

  const config = await request('/one-ecom/config.json');
  let parsed;
  try {
    parsed = JSON.parse(config.body.toString('utf8'));
  } catch {
    parsed = undefined;
  }
  check(
    'config.json served, revalidated (no-cache), with the configured hosts',
    config.status === 200 &&
      /no-cache/.test(config.headers['cache-control'] ?? '') &&
      parsed?.apiBaseUrl === `http://127.0.0.1:${API_PORT}/api` &&
      parsed?.legacyOrigin === LEGACY_ORIGIN,
    `${config.status} ${config.headers['cache-control']}`,
  );
}

function isoDate(date) {
  return date.toISOString().slice(0, 10);
}

async function visit(context, label, path, steps) {
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => {
    // React's repair of a prerendered page that did not match (src/main.tsx) is a warning, and a bug here.
    if (message.type() === 'error' || /prerendered page differed/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    // Headings React replaced instead of hydrating (a prerendered page must keep its elements).
    window.__removedHeadings = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node.nodeType === 1 && (node.matches('h1') || node.querySelector('h1'))) window.__removedHeadings += 1;
        }
      }
    }).observe(document, { childList: true, subtree: true });
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI || '(inline)'}`),
    );
  });
  let failure = '';
  try {
    const response = await page.goto(`${ORIGIN}${path}`);
    await steps(page, response);
  } catch (error) {
    failure = String(error.message ?? error).split('\n')[0];
    const file = `reports/nginx-${label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`;
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    failure += ` (screenshot ${file})`;
  }
  const violations = await page.evaluate(() => window.__cspViolations).catch(() => ['(page closed)']);
  await page.close();
  check(`browser: ${label}`, !failure, failure);
  check(`browser: ${label}: no CSP violations`, violations.length === 0, violations.join('; '));
  return errors;
}

/** The two viewports every browser check runs at. */
const DEVICES = [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 412, height: 839 }],
];

/** A Chromium for `body(browser)`, closed afterwards whatever happens. */
async function withBrowser(body) {
  const browser = await launchChromium();
  try {
    return await body(browser);
  } finally {
    await browser.close();
  }
}

/** A context of a Singapore user at `viewport` (the app's default time zone, spec section 9). */
const newSingaporeContext = (browser, viewport) =>
  browser.newContext({ ...(viewport ? { viewport } : {}), locale: 'en-SG', timezoneId: 'Asia/Singapore' });

async function browserChecks() {
  await withBrowser(async (browser) => {
    for (const [device, viewport] of DEVICES) {
      const context = await newSingaporeContext(browser, viewport);
      // The app's own heading (inside #root), not a server error page's.
      const h1 = (page) =>
        page.locator('#root').getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
      // A first visit: the prerendered page is painted from the HTML, then hydrated: the menu toggle works.
      const hydratedHome = async (page, response) => {
        if (!isPrerendered(await response.text(), '/one-ecom/')) {
          throw new Error('a first visit did not get the prerendered home page');
        }
        await h1(page);
        // The heading is there from the HTML, before any script ran; a click before hydrateRoot is lost (no listener
        // yet). The notices are fetched and rendered by the app only (the HTML holds their spinner): once they show,
        // React owns the page and the click must work.
        await page.getByRole('region', { name: 'Notices' }).getByRole('listitem').first().waitFor();
        const toggle = page.getByRole('button', { name: 'Menu', exact: true });
        await toggle.click();
        await page.waitForFunction(() => document.querySelector('[aria-expanded="true"]') !== null);
        await expectHeadingsKept(page);
      };
      const pages = [
        ['home (prerendered, hydrated)', '/one-ecom/', hydratedHome],
        [
          'home again (a returning visitor gets index.html)',
          '/one-ecom/',
          async (page, response) => {
            if (!isIndexHtml(await response.text())) throw new Error('prerendered again');
            await h1(page);
          },
        ],
        [
          // The context is a returning English visitor now: a public page at a fixed path comes from its route copy.
          'a page from its route copy (its chunks preloaded)',
          '/one-ecom/prices/surcharge-code-inquiry',
          async (page, response) => {
            const html = await response.text();
            if (!/<link rel="modulepreload" crossorigin href="\/one-ecom\/assets\/surcharge-code-inquiry-/.test(html)) {
              throw new Error('not the route copy');
            }
            await h1(page);
          },
        ],
        ['unknown route shows the not-found page', '/one-ecom/no/such/page', h1],
        [
          'unknown file: status 404 with the not-found page',
          '/one-ecom/foo.png',
          async (page, response) => {
            if (response?.status() !== 404) throw new Error(`status ${response?.status()}`);
            await h1(page);
          },
        ],
      ];
      for (const [label, path, steps] of pages) {
        const errors = await visit(context, `${device} ${label}`, path, steps);
        // The browser reports a document's own 404 as a console error: expected for the unknown file, nothing else.
        const unexpected = path.endsWith('.png') ? errors.filter((text) => !/status of 404/.test(text)) : errors;
        check(`browser: ${device} ${label}: no other console errors`, unexpected.length === 0, unexpected.join(' | '));
      }

      // A first visit of the schedule page: prerendered title and a placeholder, then the form once hydrated.
      const fresh = await newSingaporeContext(browser, viewport);
      const scheduleErrors = await visit(
        fresh,
        `${device} schedule page (prerendered, hydrated)`,
        '/one-ecom/schedule/point-to-point-schedule',
        async (page, response) => {
          if (!isPrerendered(await response.text(), '/one-ecom/schedule/point-to-point-schedule')) {
            throw new Error('a first visit did not get the prerendered schedule page');
          }
          await page
            .getByRole('combobox', { name: /^Origin/ })
            .first()
            .waitFor({ state: 'visible' });
          await expectHeadingsKept(page);
        },
      );
      check(
        `browser: ${device} schedule page (prerendered): no console errors`,
        scheduleErrors.length === 0,
        scheduleErrors.join(' | '),
      );
      await fresh.close();

      // A first visit of the ONE Quote page: prerendered heading and a placeholder, then the search form once hydrated.
      const freshQuote = await newSingaporeContext(browser, viewport);
      const quoteErrors = await visit(
        freshQuote,
        `${device} ONE Quote page (prerendered, hydrated)`,
        '/one-ecom/prices/one-quote',
        async (page, response) => {
          if (!isPrerendered(await response.text(), '/one-ecom/prices/one-quote')) {
            throw new Error('a first visit did not get the prerendered ONE Quote page');
          }
          await page
            .getByRole('combobox', { name: /^Origin/ })
            .first()
            .waitFor({ state: 'visible' });
          await expectHeadingsKept(page);
        },
      );
      check(
        `browser: ${device} ONE Quote page (prerendered): no console errors`,
        quoteErrors.length === 0,
        quoteErrors.join(' | '),
      );
      await freshQuote.close();

      // A search against the mock API, then a Radix dialog: its scroll lock is a <style> element that only the nonce
      // lets through (style-src 'self' 'nonce-…'); the body is locked only if the style applied.
      const today = new Date();
      const search =
        '/one-ecom/schedule/point-to-point-schedule?oriLocNmParam=Busan%2C+South+Korea&oriLocCdParam=KRPUS' +
        '&oriTermCdPara=Y&destLocNmParam=Rotterdam%2C+Netherlands&destLocCdParam=NLRTM&desTermCdPara=Y' +
        `&frmDtParam=${isoDate(today)}&toDtParam=${isoDate(new Date(today.getTime() + 27 * 86_400_000))}&cmdParam=search`;
      const errors = await visit(
        context,
        `${device} schedule search and a dialog (injected style under CSP)`,
        search,
        async (page) => {
          await page.getByRole('article').first().waitFor({ state: 'visible' });
          await page.getByRole('button', { name: 'Download' }).first().click();
          await page.getByRole('dialog').waitFor({ state: 'visible' });
          const overflow = await page.evaluate(() => getComputedStyle(document.body).overflow);
          if (overflow !== 'hidden') throw new Error(`scroll lock style not applied (body overflow ${overflow})`);
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'hidden' });
        },
      );
      check(
        `browser: ${device} schedule search and a dialog: no console errors`,
        errors.length === 0,
        errors.join(' | '),
      );
      await context.close();
    }
  });
}

/**
 * The home page's notices keep their height when the list replaces the spinner (issue 13 section 4: the panel grew and
 * moved what follows, desktop CLS 0.004). The notices answer is held until the spinner has been measured.
 */
async function noticesHeightCheck() {
  await withBrowser(async (browser) => {
    for (const [device, viewport] of DEVICES) {
      const context = await newSingaporeContext(browser, viewport);
      let release = () => undefined;
      const held = new Promise((resolve) => {
        release = resolve;
      });
      await context.route('**/api/v1/notices', async (route) => {
        await held;
        await route.continue();
      });
      const errors = await visit(
        context,
        `${device} home: the notices panel keeps its height from spinner to list`,
        '/one-ecom/',
        async (page) => {
          const panel = page.getByRole('region', { name: 'Notices' });
          await panel.getByRole('status').waitFor({ state: 'visible' });
          const before = (await panel.boundingBox())?.height ?? 0;
          release();
          await panel.getByRole('listitem').first().waitFor({ state: 'visible' });
          const after = (await panel.boundingBox())?.height ?? 0;
          if (Math.abs(after - before) > 1) {
            throw new Error(`${before.toFixed(1)} px with the spinner, ${after.toFixed(1)} px with the list`);
          }
        },
      );
      release();
      check(`browser: ${device} home notices: no console errors`, errors.length === 0, errors.join(' | '));
      await context.close();
    }
  });
}

/** A visit that ends (navigating away hides the page) posts LCP and CLS to the configured webVitalsUrl. */
async function webVitalsCheck(loadModule, manifest) {
  const { receivedWebVitals } = await loadModule('/mocks/web-vitals/handlers.ts');
  // The library's chunk, by its source (most chunks are named by hash only).
  const webVitalsChunk = manifest['node_modules/web-vitals/dist/web-vitals.js']?.file;
  if (!webVitalsChunk) throw new Error('the build has no chunk of the web-vitals library');
  receivedWebVitals.length = 0;
  await withBrowser(async (browser) => {
    const context = await browser.newContext({ locale: 'en-SG' });
    const errors = await visit(
      context,
      'a visit reports web-vitals to the configured endpoint',
      '/one-ecom/',
      async (page) => {
        await page.locator('#root').getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
        // web-vitals loads when the page is idle after the first render; leaving before it has loaded reports nothing.
        await page.waitForFunction(
          (file) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(`/${file}`)),
          webVitalsChunk,
        );
        // Fetched; its evaluation and the observers it registers run in the next tasks, before the page is idle.
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve())));
        await page.goto('about:blank');
        const deadline = Date.now() + 5000;
        while (receivedWebVitals.length === 0 && Date.now() < deadline) await page.waitForTimeout(100);
        const names = receivedWebVitals.flatMap((batch) => batch.metrics.map((metric) => metric.name));
        if (!names.includes('LCP') || !names.includes('CLS'))
          throw new Error(`received ${names.join(', ') || 'nothing'}`);
      },
    );
    check('browser: web-vitals visit: no console errors', errors.length === 0, errors.join(' | '));
  });
}

/**
 * The runtime config's schema is a chunk of its own (src/config/runtime-config.ts): when it cannot be fetched (a network
 * failure, or a deployment replaced the build meanwhile) the start-up error page shows, not a blank page.
 */
async function schemaChunkFailureCheck(manifest) {
  // Its file, by its source module (chunk file names are not a contract: most chunks are named by hash only).
  const schemaChunk = manifest['src/config/runtime-config-schema.ts']?.file;
  if (!schemaChunk) throw new Error('the build has no chunk of src/config/runtime-config-schema.ts');
  await withBrowser(async (browser) => {
    const context = await browser.newContext({ locale: 'en-SG' });
    await context.route(`**/${schemaChunk}`, (route) => route.abort('failed'));
    const errors = await visit(
      context,
      'a runtime-config schema chunk that fails to load shows the start-up error page',
      '/one-ecom/',
      async (page) => {
        await page.getByRole('heading', { level: 1, name: 'The portal cannot start' }).waitFor({ state: 'visible' });
        await page.getByText(/checks its configuration file/).waitFor({ state: 'visible' });
        await page.getByRole('button', { name: 'Try again' }).waitFor({ state: 'visible' });
      },
    );
    // The expected console error: the browser's own report of the aborted chunk.
    const unexpected = errors.filter((text) => !/ERR_FAILED|Failed to load resource/.test(text));
    check('browser: schema chunk failure: no other console errors', unexpected.length === 0, unexpected.join(' | '));
  });
}

async function missingConfigCheck(webRoot) {
  rmSync(join(webRoot, 'one-ecom', 'config.json'));
  await withBrowser(async (browser) => {
    const context = await browser.newContext({ locale: 'en-SG' });
    const errors = await visit(
      context,
      'missing config.json shows the start-up error page',
      '/one-ecom/',
      async (page) => {
        await page.getByRole('heading', { level: 1, name: 'The portal cannot start' }).waitFor({ state: 'visible' });
        await page.getByText('/one-ecom/config.json').waitFor({ state: 'visible' });
        await page.getByRole('button', { name: 'Try again' }).waitFor({ state: 'visible' });
      },
    );
    // The one expected console error: the browser's own report of the 404 for config.json.
    const unexpected = errors.filter((text) => !/404/.test(text));
    check('browser: missing config.json: no other console errors', unexpected.length === 0, unexpected.join(' | '));
  });
}

/**
 * render-config.sh refuses a production configuration that would talk plain http/ws to another machine (issue 19
 * #12), and accepts loopback hosts (this check's own API on 127.0.0.1).
 */
function renderConfigChecks() {
  const work = mkdtempSync(join(tmpdir(), 'one-ecom-render-'));
  const render = (settings) =>
    spawnSync('sh', ['deploy/render-config.sh'], {
      encoding: 'utf8',
      env: {
        ...process.env,
        ONE_ECOM_CONF_DIR: join(work, 'conf'),
        ONE_ECOM_WEB_ROOT: join(work, 'www'),
        ONE_ECOM_LEGACY_ORIGIN: 'https://ecom.one-ecom.test',
        ...settings,
      },
    });
  try {
    for (const [name, value] of [
      ['ONE_ECOM_API_BASE_URL', 'http://api.one-ecom.test/api'],
      ['ONE_ECOM_AUTH_URL', 'http://localhost.one-ecom.test/auth'],
      ['ONE_ECOM_SOCKET_URL', 'ws://socket.one-ecom.test/socket'],
      ['ONE_ECOM_LEGACY_ORIGIN', 'http://ecom.one-ecom.test'],
      ['ONE_ECOM_MEDIA_ORIGINS', 'http://media.one-ecom.test'],
    ]) {
      const result = render({ [name]: value });
      check(
        `render-config.sh refuses ${name}=${value} (https outside localhost)`,
        result.status === 1 && /https/.test(result.stderr),
        `exit ${result.status} ${result.stderr.trim()}`,
      );
    }
    const loopback = render({
      ONE_ECOM_API_BASE_URL: 'http://127.0.0.1:8081/api',
      ONE_ECOM_SOCKET_URL: 'ws://localhost:8082/s',
    });
    check('render-config.sh accepts http/ws on loopback hosts', loopback.status === 0, loopback.stderr.trim());
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function main() {
  if (!existsSync('dist/index.html') || !existsSync('dist/.vite/manifest.json')) {
    console.log('Building the production bundle (dist/)...');
    spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  }
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
  check('production build has no mock service worker', !existsSync('dist/mockServiceWorker.js'));
  renderConfigChecks();
  const server = await startProductionServer({
    port: PORT,
    apiPort: API_PORT,
    settings: {
      ONE_ECOM_WEB_VITALS_URL: `http://127.0.0.1:${API_PORT}/api/v1/web-vitals`,
      ONE_ECOM_SOCKET_URL: SOCKET_URL,
      ONE_ECOM_LEGACY_ORIGIN: LEGACY_ORIGIN,
      ONE_ECOM_FRAME_ANCESTORS: FRAME_ANCESTORS,
      ONE_ECOM_MEDIA_ORIGINS: MEDIA_ORIGIN,
    },
    step: check,
  });
  try {
    await httpChecks(manifest, server.brotli, server.brotliStatic, server.webRoot);
    await browserChecks();
    await noticesHeightCheck();
    await webVitalsCheck(server.loadModule, manifest);
    await schemaChunkFailureCheck(manifest);
    await missingConfigCheck(server.webRoot);
  } finally {
    await server.close();
  }
}

try {
  await main();
} catch (error) {
  check('nginx check ran to the end', false, String(error?.stack ?? error));
}
const passed = checks.filter((c) => c.ok).length;
const failed = checks.length - passed;
mkdirSync('reports', { recursive: true });
writeFileSync('reports/nginx.json', `${JSON.stringify({ passed, failed, checks }, null, 2)}\n`);
console.log(`nginx check: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
