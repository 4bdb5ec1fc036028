import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';

import { build, type Plugin } from 'vite';

import { afterBuild } from './after-build.ts';
import { type BuildManifest, stylesheetsOf } from './build-manifest.ts';
import { BASE, CSP_NONCE_PLACEHOLDER } from './constants.ts';
import { type StaticPageRoute, writeRouteCopies } from './route-copies.ts';

/**
 * Pages prerendered at build time: the path under /one-ecom/, the file under dist/prerendered/ that
 * deploy/one-ecom.conf serves for exactly that path, and the route module. Every other route gets the empty
 * index.html (or its route copy, route-copies.ts).
 */
export const PRERENDERED_PAGES = [
  { path: '', file: 'index.html', module: 'src/app/routes/home.tsx' },
  {
    path: 'schedule/point-to-point-schedule',
    file: 'schedule/point-to-point-schedule.html',
    module: 'src/app/routes/point-to-point-schedule.tsx',
  },
  // Public, a first visit from a search engine or an ad: the heading and intro paint before any script runs.
  { path: 'prices/one-quote', file: 'prices/one-quote.html', module: 'src/app/routes/one-quote.tsx' },
  // The other schedules: public, opened from the menu or a search engine without a search (a link with one is not
  // prerendered: nginx serves the copies to addresses without a query string).
  {
    path: 'schedule/vessel-schedule',
    file: 'schedule/vessel-schedule.html',
    module: 'src/app/routes/vessel-schedule.tsx',
  },
  { path: 'schedule/port-schedule', file: 'schedule/port-schedule.html', module: 'src/app/routes/port-schedule.tsx' },
  {
    path: 'schedule/long-range-schedule',
    file: 'schedule/long-range-schedule.html',
    module: 'src/app/routes/long-range-schedule.tsx',
  },
] as const;

const PRERENDER_SERVER_OUT = fileURLToPath(new URL('../../node_modules/.one-ecom-prerender/', import.meta.url));

/** `text` as HTML text content (a page title may hold '&' or '<'). */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** What {@link staticPageHtml} puts into index.html for one page. */
export interface PrerenderedPage {
  /** The page's address: `/one-ecom/schedule/point-to-point-schedule`. */
  pathname: string;
  /** The page's server-rendered markup (what goes inside #root). */
  markup: string;
  /** The page's document title, or null to keep index.html's. */
  title: string | null;
  /** The one stylesheet of the first paint (shell and page CSS together), under assets/. */
  cssFile: string;
  /** The page's own stylesheets (not the shell's), listed `disabled` so the page's chunk does not fetch them again. */
  pageCss: string[];
  /** The shell's stylesheets, whose links are removed (they are inside `cssFile`). */
  shellCss: string[];
}

/**
 * index.html (`template`) turned into the prerendered copy of `page`: one stylesheet for the first paint, the page's own
 * stylesheets listed `disabled`, the page's title, and its markup inside
 * `<div id="root" data-prerendered="<pathname>">`. Throws when the template has no `<title>` (and a title is given) or
 * no empty `<div id="root"></div>`.
 */
export function staticPageHtml(template: string, page: PrerenderedPage): string {
  const links = [
    `<link rel="stylesheet" crossorigin href="${BASE}${page.cssFile}" nonce="${CSP_NONCE_PLACEHOLDER}">`,
    ...page.pageCss.map((file) => `<link rel="stylesheet" crossorigin href="${BASE}${file}" disabled>`),
  ];
  let html = template;
  for (const file of page.shellCss) {
    html = html.replace(new RegExp(`\\s*<link rel="stylesheet"[^>]*href="${BASE}${file}"[^>]*>`), '');
  }
  // The page's own title (what useDocumentTitle sets once the app runs): tabs, bookmarks and search results name the
  // page from the first byte, and nothing changes at hydration.
  if (page.title !== null) {
    if (!/<title>[^<]*<\/title>/.test(html)) throw new Error('index.html has no <title> to replace');
    const title = page.title;
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  }
  html = html
    .replace('</head>', `${links.map((link) => `  ${link}\n`).join('')}  </head>`)
    // A function, so that `$` in the page's text is not read as a replacement pattern.
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${page.pathname}">${page.markup}</div>`);
  if (!html.includes(page.markup)) throw new Error('index.html has no empty <div id="root"></div> to prerender into');
  return html;
}

/** The server entry's exports (src/app/prerender/server-entry.tsx), built for SSR. */
interface ServerEntry {
  renderPage: (pathname: string) => Promise<{ html: string; title: string | null }>;
  staticPageRoutes: () => StaticPageRoute[];
}

/** Builds src/app/prerender/server-entry.tsx for SSR with the app's config (`mode`) and imports it. */
async function loadServerEntry(mode: string): Promise<ServerEntry> {
  await build({
    mode,
    logLevel: 'warn',
    build: {
      ssr: 'src/app/prerender/server-entry.tsx',
      outDir: PRERENDER_SERVER_OUT,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      copyPublicDir: false,
    },
  });
  // Imported by its plain URL: the route chunks import modules they share with the entry from '../server-entry.js',
  // and a cache-busting query would make that a second instance of the entry, whose React contexts (the document
  // title capture, the app's providers) are other objects than the ones the entry renders with. Each build is a
  // process of its own, so nothing stale is cached.
  const entry = pathToFileURL(join(PRERENDER_SERVER_OUT, 'server-entry.js')).href;
  return (await import(/* @vite-ignore */ entry)) as ServerEntry;
}

/**
 * Production builds only: after the browser build, renders {@link PRERENDERED_PAGES} in Node (the server entry, built
 * for SSR with this same config) into copies of index.html under dist/prerendered/ ({@link staticPageHtml}), so a
 * first visit paints the page before any script runs; the app then hydrates it (src/main.tsx). The web server serves a
 * copy only to a first visit in English (deploy/one-ecom.conf). Then writes the route copies (route-copies.ts). A page
 * that fails to render fails the build.
 */
export function prerenderPages(enabled: boolean, mode: string): Plugin {
  return afterBuild('one-ecom:prerender-pages', enabled, async (outDir) => {
    const { renderPage, staticPageRoutes } = await loadServerEntry(mode);
    const template = readFileSync(join(outDir, 'index.html'), 'utf8');
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
    const shellCss = new Set(stylesheetsOf(manifest, 'index.html'));
    for (const page of PRERENDERED_PAGES) {
      const pathname = `${BASE}${page.path}`;
      const { html: markup, title } = await renderPage(pathname);
      // One stylesheet for the first paint: the shell's and the page's own (its chunk's, which the app would add
      // only once the chunk loads), so the first paint is already the styled page and nothing moves when the chunk
      // arrives. One file instead of several: each request costs a round trip on a slow phone network (HTTP/1.1).
      const cssFiles = [...new Set([...shellCss, ...stylesheetsOf(manifest, page.module)])];
      const css = cssFiles.map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
      const cssFile = `assets/prerendered-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
      writeFileSync(join(outDir, cssFile), css);
      const html = staticPageHtml(template, {
        pathname,
        markup,
        title,
        cssFile,
        pageCss: cssFiles.filter((file) => !shellCss.has(file)),
        shellCss: [...shellCss],
      });
      const target = join(outDir, 'prerendered', page.file);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, html);
    }
    writeRouteCopies(outDir, template, manifest, staticPageRoutes());
  });
}
