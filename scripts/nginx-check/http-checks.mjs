// The nginx check over HTTP (scripts/nginx-check.mjs): redirects, the prerendered pages and who gets them, fallbacks,
// legacy pages, route copies, 404s, caching, compression, security headers and the config file.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  API_PORT,
  check,
  checkSecurityHeaders,
  FIRST_VISIT,
  htmlOf,
  isIndexHtml,
  isPrerendered,
  LEGACY_ORIGIN,
  request,
} from './common.mjs';

const schedulePath = '/one-ecom/schedule/point-to-point-schedule';
const oneQuotePath = '/one-ecom/prices/one-quote';

/** The redirect, the home page and who gets it prerendered, hostile languages, the prerendered pages' titles. */
async function documentChecks() {
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

  // Hostile Accept-Language headers: the language map's pattern must not backtrack. Before it used
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

  const schedule = await request(schedulePath, FIRST_VISIT);
  check(
    `${schedulePath} serves its prerendered page to a first visit`,
    schedule.status === 200 &&
      isPrerendered(schedule, schedulePath) &&
      /no-store/.test(schedule.headers['cache-control']),
    String(schedule.status),
  );
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
}

/** App routes and legacy pages fall back to index.html; copies have no address of their own; route copies. */
async function routeChecks(manifest) {
  for (const path of [
    `${schedulePath}?cmdParam=search`,
    `${oneQuotePath}?oriCd=KRPUS`,
    '/one-ecom/login',
    '/one-ecom/any/unknown/route?x=1',
  ]) {
    const page = await request(path, FIRST_VISIT);
    check(`app route ${path} falls back to index.html`, page.status === 200 && isIndexHtml(page), String(page.status));
  }
  // Legacy pages: a shared link or a reload of an embedded legacy page is an app route like any other
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

  // Route copies (scripts/vite-plugins/route-copies.ts): a page at a fixed path preloads its own chunk, stylesheets and
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
}

/** Hashed assets (type, caching, compression, precompressed copies), gzip of index.html, the config file. */
async function assetChecks(manifest, brotli, brotliStatic, webRoot) {
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
  // The build's precompressed copies (scripts/vite-plugins/precompress-assets.ts) are what is sent, not a fresh compression.
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

/** Every HTTP check, in order. `brotli`/`brotliStatic`: whether Debian's brotli modules are loaded. */
export async function httpChecks(manifest, brotli, brotliStatic, webRoot) {
  await documentChecks();
  await routeChecks(manifest);
  await assetChecks(manifest, brotli, brotliStatic, webRoot);
}
