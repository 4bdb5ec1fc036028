// Shared by the nginx check's parts (scripts/nginx-check.mjs): the ports and origins, the list of checks and how one
// is recorded, HTTP requests to nginx, and what an answer is (index.html, a prerendered copy, its security headers).
import { get as httpGet } from 'node:http';

export const PORT = Number(process.env.NGINX_CHECK_PORT ?? 4680);
export const API_PORT = PORT + 1;
export const ORIGIN = `http://127.0.0.1:${PORT}`;
export const LEGACY_ORIGIN = `http://127.0.0.1:${PORT + 2}`;
export const FRAME_ANCESTORS = `'self' https://www.one-ecom.test`;
export const SOCKET_URL = 'wss://socket.one-ecom.test/socket';
// A CDN of guide videos and thumbnails (ONE_ECOM_MEDIA_ORIGINS).
export const MEDIA_ORIGIN = 'https://media.one-ecom.test';

export const checks = [];
export function check(name, ok, detail = '') {
  checks.push({ name, ok: Boolean(ok), ...(ok ? {} : { detail }) });
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${name}${ok || !detail ? '' : `: ${detail}`}`);
}

export function request(path, headers = {}) {
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
export function parseCsp(header = '') {
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

export function checkSecurityHeaders(label, response) {
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
  // Guide thumbnails, videos and subtitles: from the API's host and the configured CDN.
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
export const htmlOf = (answer) => (typeof answer === 'string' ? answer : answer.body.toString('utf8'));

export function isIndexHtml(answer) {
  return htmlOf(answer).includes('<div id="root"></div>');
}

/** A prerendered copy of index.html for `path` (scripts/vite-plugins/prerender-pages.ts): the page's HTML inside #root. */
export function isPrerendered(answer, path) {
  return htmlOf(answer).includes(`<div id="root" data-prerendered="${path}"><div`);
}

/** Throws when React replaced a heading of the prerendered page instead of hydrating it (see visit()'s observer). */
export async function expectHeadingsKept(page) {
  const removed = await page.evaluate(() => window.__removedHeadings);
  if (removed !== 0) throw new Error('the prerendered heading was replaced, not hydrated');
}

/** First visit in English: no returning-visitor cookie (src/app/prerender/prerender-fits.ts), an English browser. */
export const FIRST_VISIT = { 'Accept-Language': 'en-US,en;q=0.9' };
