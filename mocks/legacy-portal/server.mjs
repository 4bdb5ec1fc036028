#!/usr/bin/env node
// The stand-in of the older portal: a plain node:http server on a second origin that serves a page for every
// code of the legacy page table (src/config/legacy-pages.ts) and the two pages embedded by path, speaking the
// legacy bridge protocol (docs/areas/legacy-bridge.md). No inline scripts or styles: every page passes a strict CSP.
//
// Run: `node mocks/legacy-portal/server.mjs` with LEGACY_PORT (default 4174), LEGACY_HOST (default 127.0.0.1) and
// PORTAL_ORIGIN (the new portal's exact origin, default http://localhost:4173): messages are posted to that origin only,
// only accepted from it, and only it may frame the pages (CSP frame-ancestors).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { toString } from './html.mjs';
import { readPageTable, readTitles } from './page-table.mjs';
import { pageDocument } from './pages.mjs';
import { tableFor, toCsv } from './tables.mjs';

const PUBLIC_DIR = join(import.meta.dirname ?? fileURLToPath(new URL('.', import.meta.url)), 'public');
const STATIC_FILES = {
  'protocol.js': 'text/javascript; charset=utf-8',
  'page.js': 'text/javascript; charset=utf-8',
  'legacy.css': 'text/css; charset=utf-8',
  'favicon.svg': 'image/svg+xml',
};
const CODE_PATH = /^\/ecom\/(CUP_HOM_\d{4})\.do$/;
const DOWNLOAD_PATH = /^\/download\/([A-Za-z0-9_]+)\.csv$/;

/**
 * Creates (does not start) the stand-in server. `portalOrigin` is the exact origin of the new portal; `pageTable` and
 * `titles` default to the app's table and title files. Answers:
 * - GET /ecom/CUP_HOM_xxxx.do[?sessLocale=en|ko|ja|zh&...]: the page of the code (404 for codes outside the table;
 *   CUP_HOM_3009, the legacy home, is not a page: the portal maps it to its home);
 * - GET /ecom/addressBook.do and /ecom/surchargeSearch.do: the pages embedded by path;
 * - GET /download/<page>.csv[?query of the page]: the page's table as a CSV attachment;
 * - GET /static/*: scripts, styles; GET /health: 'ok'.
 */
export function createLegacyPortalServer({ portalOrigin, pageTable = readPageTable(), titles = readTitles() }) {
  const portal = new URL(portalOrigin).origin;
  const byCode = new Map(pageTable.pages.map((page) => [page.code, page]));
  const byPath = new Map(
    Object.entries(pageTable.pathPages).map(([kind, page]) => [page.legacyPath, { ...page, kind }]),
  );
  const securityHeaders = {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      `frame-ancestors ${portal}`,
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cache-Control': 'no-store',
  };

  const send = (response, status, type, body, extra = {}) => {
    response.writeHead(status, { 'Content-Type': type, ...securityHeaders, ...extra });
    response.end(body);
  };

  const resolvePage = (pathname, language) => {
    const code = CODE_PATH.exec(pathname)?.[1];
    const entry = code ? byCode.get(code) : byPath.get(pathname);
    if (!entry) return null;
    const title = titles[language]?.[entry.titleKey] ?? titles.en[entry.titleKey] ?? entry.titleKey;
    return { ...entry, title };
  };

  return createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://stand-in.invalid');
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        send(response, 405, 'text/plain; charset=utf-8', 'Method not allowed', { Allow: 'GET, HEAD' });
        return;
      }
      if (url.pathname === '/health') {
        send(response, 200, 'text/plain; charset=utf-8', 'ok');
        return;
      }
      if (url.pathname.startsWith('/static/')) {
        const name = url.pathname.slice('/static/'.length);
        const type = STATIC_FILES[name];
        if (!type) {
          send(response, 404, 'text/plain; charset=utf-8', 'Not found');
          return;
        }
        send(response, 200, type, await readFile(join(PUBLIC_DIR, name)));
        return;
      }
      const download = DOWNLOAD_PATH.exec(url.pathname);
      if (download) {
        const name = download[1];
        const page = resolvePage(`/ecom/${name}.do`, 'en');
        const table = page ? tableFor(page, url.searchParams) : null;
        if (!table) {
          send(response, 404, 'text/plain; charset=utf-8', 'Not found');
          return;
        }
        send(response, 200, 'text/csv; charset=utf-8', toCsv(table), {
          'Content-Disposition': `attachment; filename="${name}.csv"`,
        });
        return;
      }
      const requested = url.searchParams.get('sessLocale');
      const language = ['en', 'ko', 'ja', 'zh'].includes(requested) ? requested : 'en';
      const page = resolvePage(url.pathname, language);
      if (!page) {
        send(response, 404, 'text/plain; charset=utf-8', 'Not found');
        return;
      }
      const downloadName = page.code ?? page.legacyPath.slice('/ecom/'.length, -'.do'.length);
      const hasTable = tableFor(page, url.searchParams) !== null;
      const downloadQuery = new URLSearchParams(url.searchParams);
      downloadQuery.delete('sessLocale');
      const query = downloadQuery.toString();
      const downloadHref = hasTable ? `/download/${downloadName}.csv${query ? `?${query}` : ''}` : null;
      const body = toString(
        pageDocument({ page, query: url.searchParams, portalOrigin: portal, language, downloadHref }),
      );
      send(response, 200, 'text/html; charset=utf-8', request.method === 'HEAD' ? '' : body);
    } catch (error) {
      console.error('[legacy-portal]', error);
      send(response, 500, 'text/plain; charset=utf-8', 'Internal error');
    }
  });
}

/**
 * Starts the stand-in on `port` and `host`; resolves to the listening server. Rejects when the port is taken.
 */
export function startLegacyPortal({ port = 4174, host = '127.0.0.1', portalOrigin = 'http://localhost:4173' } = {}) {
  const server = createLegacyPortalServer({ portalOrigin });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}

if (process.argv[1] && import.meta.url.startsWith('file:') && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = Number(process.env.LEGACY_PORT ?? 4174);
  const host = process.env.LEGACY_HOST ?? '127.0.0.1';
  const portalOrigin = process.env.PORTAL_ORIGIN ?? 'http://localhost:4173';
  await startLegacyPortal({ port, host, portalOrigin });
  console.log(`Stand-in legacy portal: http://${host}:${port}/ecom/CUP_HOM_3301.do (framed by ${portalOrigin})`);
}
