import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

import react from '@vitejs/plugin-react';
import type { RequestHandler } from 'msw';
import {
  build,
  type Connect,
  createServer,
  type HtmlTagDescriptor,
  loadEnv,
  type Plugin,
  type ViteDevServer,
} from 'vite';
import { defineConfig } from 'vitest/config';

import type * as TokenClock from './mocks/auth/token-clock';
import type * as MockServer from './mocks/server';

const BASE = '/one-ecom/';
// Must equal CSP_NONCE_PLACEHOLDER of src/lib/csp-nonce.ts and the sub_filter of deploy/one-ecom.conf.
const CSP_NONCE_PLACEHOLDER = 'ONE_ECOM_CSP_NONCE';
const WORKER_FILE = 'mockServiceWorker.js';
const workerPath = fileURLToPath(new URL(`./mocks/public/${WORKER_FILE}`, import.meta.url));

/**
 * Serves and emits MSW's service worker only when the mocks are on, so that a production build never contains it
 * (TOOLCHAIN.md: public/ is copied into every build).
 */
function mockServiceWorker(enabled: boolean): Plugin {
  return {
    name: 'one-ecom:mock-service-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use(`${BASE}${WORKER_FILE}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(workerPath));
      });
    },
    generateBundle() {
      if (!enabled) return;
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: readFileSync(workerPath) });
    },
  };
}

/** The module that lists every handler of the mock carrier backend (the service worker's and the server side's). */
const MOCK_HANDLERS_MODULE = '/mocks/handlers.ts';
const MOCK_TOKEN_CLOCK_MODULE = '/mocks/auth/token-clock.ts';
/** The Node adapter of the handlers (MSW's getResponse behind a Connect middleware). */
const MOCK_SERVER_MODULE = '/mocks/server.ts';

/**
 * Mock builds only: the dev and preview servers answer the mock API themselves, with the same MSW handlers as the
 * service worker (mocks/server.ts), so a request that bypasses the worker (a navigation or reload while it is in
 * flight, the first load before the worker controls the page; TOOLCHAIN.md) is answered, not a 404. Answers under the
 * same-origin endpoints of the mode's .env: API, legacy API, auth, feature-flag relay, geolocation lookup. The adapter
 * and the handlers load through Vite's SSR loader (they use the `@/` alias and `import.meta.env`; this config file
 * does not load them, so a production build never does): the dev server's own, or for `vite preview` (which has none)
 * a loader-only server started with it and closed with it. A production build never mounts it: nginx serves it.
 */
function mockApiServer(enabled: boolean, env: Record<string, string>): Plugin {
  const middleware = (loader: () => Promise<ViteDevServer>): Connect.NextHandleFunction => {
    let ready: Promise<MockServer.NodeMiddleware> | undefined;
    return (request, response, next) => {
      ready ??= loader().then(async (vite) => {
        const adapter = (await vite.ssrLoadModule(MOCK_SERVER_MODULE)) as typeof MockServer;
        return adapter.createMockMiddleware({
          prefixes: adapter.mockEndpointPrefixes(env),
          loadHandlers: async () => {
            // This side cannot know the page's clock (mocks/auth/token-clock.ts): signatures only, no expiry.
            const clock = (await vite.ssrLoadModule(MOCK_TOKEN_CLOCK_MODULE)) as typeof TokenClock;
            clock.setTokenExpiryJudged(false);
            return ((await vite.ssrLoadModule(MOCK_HANDLERS_MODULE)) as { handlers: RequestHandler[] }).handlers;
          },
        });
      });
      ready.then((mock) => {
        mock(request, response, next);
      }, next);
    };
  };
  return {
    name: 'one-ecom:mock-api-server',
    configureServer(server) {
      // The loader-only server started by configurePreviewServer below runs this config too: it serves nothing.
      if (!enabled || server.config.server.middlewareMode) return;
      server.middlewares.use(middleware(() => Promise.resolve(server)));
    },
    configurePreviewServer(server) {
      if (!enabled) return;
      // Started at once (not on the first request), so the first bypassed request does not wait for it.
      const loader = createServer({
        mode: server.config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      server.httpServer.once('close', () => {
        void loader.then((vite) => vite.close());
      });
      server.middlewares.use(middleware(() => loader));
    },
  };
}

/**
 * Production builds only: asks the browser to fetch the runtime config file (`config.json`, read by
 * src/config/runtime-config.ts before the app renders) while it parses index.html, so the file does not add a round
 * trip after the scripts. `crossorigin` makes the preload match the same-origin `fetch()` of the loader. The config's
 * schema (`src/config/runtime-config-schema.ts`: zod mini and zod core, about 25 kB gzip) is imported by the entry
 * before the first render too: its chunks are listed as modulepreloads, so they load beside the entry's scripts instead
 * of two round trips after them (Lighthouse FCP and LCP of every page that is not prerendered: the logged-in ones).
 * They carry `data-config-schema`, by which prerenderPages removes them from the prerendered pages.
 */
function preloadRuntimeConfig(enabled: boolean): Plugin {
  return {
    name: 'one-ecom:preload-runtime-config',
    apply: 'build',
    transformIndexHtml(_html, context) {
      if (!enabled) return [];
      const tags: HtmlTagDescriptor[] = [
        {
          tag: 'link',
          attrs: { rel: 'preload', href: `${BASE}config.json`, as: 'fetch', crossorigin: '' },
          injectTo: 'head',
        },
      ];
      const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === 'chunk');
      const schema = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/config/runtime-config-schema.ts'));
      const entry = context.chunk;
      if (!schema || !entry) return tags;
      // The schema's chunk and those it imports statically, less what the entry already preloads.
      const preloaded = new Set([entry.fileName, ...entry.imports]);
      const wanted: string[] = [];
      const visit = (fileName: string) => {
        if (preloaded.has(fileName) || wanted.includes(fileName)) return;
        wanted.push(fileName);
        for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) visit(imported);
      };
      visit(schema.fileName);
      for (const fileName of wanted) {
        tags.push({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `${BASE}${fileName}`, 'data-config-schema': '' },
          injectTo: 'head',
        });
      }
      return tags;
    },
  };
}

/**
 * Pages prerendered at build time: the path under /one-ecom/ and the file under dist/prerendered/
 * that deploy/one-ecom.conf serves for exactly that path. Every other route gets the empty index.html.
 */
const PRERENDERED_PAGES = [
  { path: '', file: 'index.html', module: 'src/app/routes/home.tsx' },
  {
    path: 'schedule/point-to-point-schedule',
    file: 'schedule/point-to-point-schedule.html',
    module: 'src/app/routes/point-to-point-schedule.tsx',
  },
  // Public, a first visit from a search engine or an ad: the heading and intro paint before any script runs.
  { path: 'prices/one-quote', file: 'prices/one-quote.html', module: 'src/app/routes/one-quote.tsx' },
] as const;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The stylesheets of manifest chunk `key` and of every chunk it imports statically (what loading it would add). */
function stylesheetsOf(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((child) => stylesheetsOf(manifest, child, seen))];
}

const PRERENDER_SERVER_OUT = fileURLToPath(new URL('./node_modules/.one-ecom-prerender/', import.meta.url));

/**
 * A plugin that works on the written output of a browser build (not the SSR build prerenderPages starts): `handler`
 * gets the absolute output directory once the bundle is written, after the plugins before it (`order: 'post'` puts
 * it after all others).
 */
function afterBuild(
  name: string,
  enabled: boolean,
  handler: (outDir: string) => void | Promise<void>,
  order?: 'post',
): Plugin {
  let outDir = '';
  return {
    name,
    apply: (config, { command }) => enabled && command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: { sequential: true, ...(order ? { order } : {}), handler: () => handler(outDir) },
  };
}

/**
 * Production builds only: after the browser build, renders {@link PRERENDERED_PAGES} in Node
 * (src/app/prerender/server-entry.tsx, built for SSR with this same config) into copies of index.html under
 * dist/prerendered/, so a first visit paints the page before any script runs; the app then hydrates it (src/main.tsx).
 * The web server serves a copy only to a first visit in English (deploy/one-ecom.conf). A page that fails to render
 * fails the build.
 */
function prerenderPages(enabled: boolean, mode: string): Plugin {
  return afterBuild('one-ecom:prerender-pages', enabled, async (outDir) => {
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
    const { renderPage, staticPageRoutes } = (await import(/* @vite-ignore */ entry)) as {
      renderPage: (pathname: string) => Promise<{ html: string; title: string | null }>;
      staticPageRoutes: () => StaticPageRoute[];
    };
    const template = readFileSync(join(outDir, 'index.html'), 'utf8');
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const shellCss = new Set(stylesheetsOf(manifest, 'index.html'));
    for (const page of PRERENDERED_PAGES) {
      const pathname = `${BASE}${page.path}`;
      const { html: markup, title } = await renderPage(pathname);
      // One stylesheet for the first paint: the shell's and the page's own (its chunk's, which the app would add
      // only once the chunk loads), so the first paint is already the styled page and nothing moves when the chunk
      // arrives. One file instead of several: each request costs a round trip on a slow phone network (HTTP/1.1).
      // The page's own files are also listed, `disabled` (not fetched): when the page's chunk loads, Vite's preload
      // helper finds them already linked and does not fetch them again, nor restyle the page for the same rules.
      const cssFiles = [...new Set([...shellCss, ...stylesheetsOf(manifest, page.module)])];
      const css = cssFiles.map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
      const cssFile = `assets/prerendered-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
      writeFileSync(join(outDir, cssFile), css);
      const links = [
        `<link rel="stylesheet" crossorigin href="${BASE}${cssFile}" nonce="${CSP_NONCE_PLACEHOLDER}">`,
        ...cssFiles
          .filter((file) => !shellCss.has(file))
          .map((file) => `<link rel="stylesheet" crossorigin href="${BASE}${file}" disabled>`),
      ];
      // A prerendered page paints from its HTML: the config schema's modulepreloads (preloadRuntimeConfig) would only
      // compete with its stylesheet and scripts before that paint (Lighthouse counts them in its FCP and LCP); the
      // entry imports the schema anyway before it hydrates.
      let html = template.replace(/\s*<link rel="modulepreload"[^>]*data-config-schema[^>]*>/g, '');
      for (const file of shellCss) {
        html = html.replace(new RegExp(`\\s*<link rel="stylesheet"[^>]*href="${BASE}${file}"[^>]*>`), '');
      }
      // The page's own title (what useDocumentTitle sets once the app runs): tabs, bookmarks and search results name the
      // page from the first byte, and nothing changes at hydration.
      if (title !== null) {
        if (!/<title>[^<]*<\/title>/.test(html)) throw new Error('index.html has no <title> to replace');
        html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
      }
      html = html
        .replace('</head>', `${links.map((link) => `  ${link}\n`).join('')}  </head>`)
        // A function, so that `$` in the page's text is not read as a replacement pattern.
        .replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${pathname}">${markup}</div>`);
      if (!html.includes(markup)) throw new Error('index.html has no empty <div id="root"></div> to prerender into');
      const target = join(outDir, 'prerendered', page.file);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, html);
    }
    writeRouteCopies(outDir, template, manifest, staticPageRoutes());
  });
}

/** A page of the route table at a fixed path (src/app/prerender/server-entry.tsx `staticPageRoutes`). */
interface StaticPageRoute {
  path: string;
  module: string;
  namespaces: readonly string[];
}

/** The files of manifest chunk `key` and of every chunk it imports statically, `key`'s first. */
function scriptsOf(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => scriptsOf(manifest, child, seen))];
}

/**
 * Copies of index.html under routes/<path>.html, one per page at a fixed path (`routes`; not home, which has its own
 * address and prerendered copy), that also list what the page's first render needs besides the shell: its chunk and
 * the chunks that chunk imports (modulepreload), its stylesheets (preload) and its English translations (the
 * namespaces' chunks). The web server serves a copy for exactly its path to an English-first browser
 * (deploy/one-ecom.conf); others get index.html. Without them the browser learns of the page's files only once the
 * shell's scripts have arrived and run: one round trip and the shell's start-up later, on every load of a deep link or
 * a reload (Lighthouse mobile FCP and LCP of the logged-in pages, which cannot be prerendered).
 */
function writeRouteCopies(
  outDir: string,
  template: string,
  manifest: Record<string, ManifestChunk>,
  routes: StaticPageRoute[],
): void {
  const shellScripts = new Set(scriptsOf(manifest, 'index.html'));
  const shellCss = new Set(stylesheetsOf(manifest, 'index.html'));
  const link = (attributes: string) => `<link ${attributes} nonce="${CSP_NONCE_PLACEHOLDER}">`;
  if (!/\n\s*<\/head>/.test(template)) throw new Error('index.html has no </head> to add the route preloads to');
  for (const route of routes) {
    if (route.path === '/') continue;
    const pageKey = `src/app/routes/${route.module}.tsx`;
    const translations = route.namespaces.map((namespace) => {
      const key = `src/locales/en/${namespace}.json`;
      if (!manifest[key]) throw new Error(`${route.path} needs the namespace ${namespace}, which has no chunk`);
      return key;
    });
    const scripts = [...new Set([pageKey, ...translations].flatMap((key) => scriptsOf(manifest, key)))].filter(
      (file) => !shellScripts.has(file),
    );
    const styles = [...new Set(stylesheetsOf(manifest, pageKey))].filter((file) => !shellCss.has(file));
    const links = [
      ...scripts.map((file) => link(`rel="modulepreload" crossorigin href="${BASE}${file}"`)),
      // Preloaded, not linked: the page's chunk links them when it loads (Vite's preload helper, with crossorigin),
      // and a stylesheet linked here would hold up the first paint of the shell.
      ...styles.map((file) => link(`rel="preload" as="style" crossorigin href="${BASE}${file}"`)),
    ];
    const html = template.replace(/\n(\s*)<\/head>/, (_match, indent: string) =>
      [...links.map((tag) => `\n${indent}  ${tag}`), `\n${indent}</head>`].join(''),
    );
    const target = join(outDir, 'routes', `${route.path.replace(/^\//, '')}.html`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, html);
  }
}

/** `text` as HTML text content (a page title may hold '&' or '<'). */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** What precompressAssets compresses: text assets worth it (nginx's gzip_min_length / brotli_min_length). */
const PRECOMPRESSED = /\.(js|css|svg|json)$/;
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Production builds only: writes a brotli (quality 11) and a gzip (level 9) copy beside every text asset under
 * assets/, which nginx serves as they are (`brotli_static` / `gzip_static`, deploy/). At build time the slowest,
 * smallest settings cost nothing per request: about 10% fewer bytes than compressing on the fly (brotli 5), which
 * shortens a first visit on a slow network (LCP). Runs after the prerender, which adds a stylesheet.
 */
function precompressAssets(enabled: boolean): Plugin {
  return afterBuild(
    'one-ecom:precompress-assets',
    enabled,
    (outDir) => {
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!PRECOMPRESSED.test(name)) continue;
        const source = readFileSync(join(assets, name));
        if (source.length < PRECOMPRESS_MIN_BYTES) continue;
        const brotli = brotliCompressSync(source, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        writeFileSync(join(assets, `${name}.br`), brotli);
        writeFileSync(join(assets, `${name}.gz`), gzipSync(source, { level: 9 }));
      }
    },
    'post',
  );
}

/**
 * Libraries only lazy routes use get chunks of their own: shared by every route that needs them (cached once), and
 * they keep each route's own chunk small (budget: 60 kB gzip per lazy chunk, scripts/size-budget.mjs). Libraries the
 * shell imports must not be listed here (zod's core is in the shell through zod/mini, so only zod's chained API is).
 */
const VENDOR_CHUNKS: { name: string; test: RegExp }[] = [
  // The libraries of the app shell in one file: under HTTP/1.1 (6 connections per host) every extra first-load request
  // costs a round trip on slow networks.
  {
    name: 'vendor-shell',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/,
  },
  { name: 'vendor-forms', test: /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
  { name: 'vendor-zod', test: /[\\/]node_modules[\\/]zod[\\/]v4[\\/]classic[\\/]/ },
  { name: 'vendor-http', test: /[\\/]node_modules[\\/]axios[\\/]/ },
  {
    name: 'vendor-combobox',
    test: /[\\/]node_modules[\\/](downshift|compute-scroll-into-view|prop-types|react-is|@babel[\\/]runtime)[\\/]/,
  },
  { name: 'vendor-floating', test: /[\\/]node_modules[\\/](@floating-ui|@radix-ui[\\/]react-popper)[\\/]/ },
];

/**
 * Unit tests that run in Node instead of jsdom (docs/testing.md): the mock backend's tests, and any test file named
 * `*.node.test.ts`. A newcomer picks the environment by the file's name or folder, never by editing this list.
 */
const NODE_TESTS = ['tests/mocks/**/*.test.ts', 'tests/**/*.node.test.ts'];

/** The route modules' names (src/app/routes/<name>.tsx): their chunks are assets/<name>-<hash>.js. */
const ROUTE_NAMES = readdirSync('src/app/routes').map((file) => file.replace(/\.tsx?$/, ''));
/** Chunks that keep their name in their file name (build chunkFileNames below): the routes and the bundler's. */
const NAMED_CHUNKS = new Set([...ROUTE_NAMES, 'rolldown-runtime', 'preload-helper']);
/** Output chunks of the route modules. */
const ROUTE_CHUNK = new RegExp(`^assets/(${ROUTE_NAMES.join('|')})-[\\w-]{8}\\.js$`);

/** Chunks the entry imports statically (index.html preloads them): the shell's vendor chunk and the bundler's helpers. */
const SHELL_CHUNK = /^assets\/(vendor-shell|rolldown-runtime|preload-helper)-[\w-]{8}\.js$/;

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const mocksOn = env.VITE_ENABLE_MOCKS === 'true';
  const production = mode === 'production' && !mocksOn;
  return {
    base: BASE,
    plugins: [
      react(),
      mockServiceWorker(mocksOn),
      mockApiServer(mocksOn, env),
      preloadRuntimeConfig(production),
      prerenderPages(production, mode),
      precompressAssets(production),
    ],
    // Production: Vite marks its tags and a <meta property="csp-nonce"> with this placeholder; nginx replaces it per
    // response with a random nonce that the CSP allows for the <style> Radix dialogs inject (src/lib/csp-nonce.ts).
    ...(production ? { html: { cspNonce: CSP_NONCE_PLACEHOLDER } } : {}),
    resolve: {
      alias: [
        // A production build reads config.json (src/config/runtime-config.ts), never .env: its stand-in keeps the VITE_*
        // schema and zod out of the app shell (the shell budget, docs/performance.md).
        ...(production
          ? [
              {
                find: /^@\/config\/env$/,
                replacement: fileURLToPath(new URL('./src/config/env.production.ts', import.meta.url)),
              },
              // React Router 7's package exports name only its development build (dev warnings on, e.g.
              // remix-run/react-router#14102); its production build is the same code with them off. Both entry points
              // are aliased so there is one copy of the router and its contexts.
              {
                find: /^react-router$/,
                replacement: fileURLToPath(
                  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
                ),
              },
              {
                find: /^react-router\/dom$/,
                replacement: fileURLToPath(
                  new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
                ),
              },
            ]
          : []),
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ],
    },
    build: {
      outDir: mode === 'mock' ? 'dist-mock' : 'dist',
      sourcemap: true,
      // The status illustrations (src/assets/*.svg: error, 404, maintenance...) show only on those pages: as files of
      // their own, not data URIs inlined into the shell's chunk (about 1.7 kB gzip of the shell's first load).
      assetsInlineLimit: (file) => (/[\\/]src[\\/]assets[\\/][^\\/]+\.svg$/.test(file) ? false : undefined),
      // A dynamic import preloads its whole dependency list at once (one <link> each, inserted from script): right for
      // a route, whose chunks are needed before it can paint, but the lists of every lazy part (menus, dialogs, the
      // booking form behind its heading) weigh on the shell (the lists live there) and the insertions are main-thread
      // work after the first paint (Lighthouse TBT). So only route chunks preload their JavaScript; every lazy import
      // keeps its stylesheets (they must load), and the browser fetches its modules as it finds them.
      modulePreload: {
        resolveDependencies: (filename, deps, { hostType }) => {
          if (hostType === 'html') return deps;
          // Chunks the entry imports are loaded before any route: listing them again only weighs on the shell.
          if (ROUTE_CHUNK.test(filename)) return deps.filter((dep) => !SHELL_CHUNK.test(dep));
          return deps.filter((dep) => dep.endsWith('.css'));
        },
      },
      // scripts/bench.mjs reads the manifest to weigh each route's first load.
      manifest: true,
      // includeDependenciesRecursively off: a group takes only the modules its test names, not react and zod core with them.
      rolldownOptions: {
        output: {
          codeSplitting: { includeDependenciesRecursively: false, groups: VENDOR_CHUNKS },
          // The shell lists chunk file names: the route table's preload lists (about 120 files) and the translation
          // map (one chunk per language and namespace, src/lib/i18n.ts). So chunks are named by hash only, except
          // the routes' and the vendor groups' (what `npm run bench` and ROUTE_CHUNK / SHELL_CHUNK read): about
          // 0.4 kB gzip less shell. Sources stay findable through the manifest and the source maps.
          chunkFileNames: (chunk) =>
            NAMED_CHUNKS.has(chunk.name) || chunk.name.startsWith('vendor-')
              ? 'assets/[name]-[hash].js'
              : 'assets/[hash].js',
        },
      },
      // The mock backend's own chunks (MSW, exceljs for the export) are large by nature and never ship to production.
      ...(mocksOn ? { chunkSizeWarningLimit: 1000 } : {}),
    },
    preview: {
      port: 4173,
      strictPort: true,
    },
    server: {
      port: 5173,
    },
    test: {
      restoreMocks: true,
      testTimeout: 15000,
      // One report for both projects: scripts/test-all.mjs counts every test from it.
      reporters: process.env.CI_REPORT ? ['default', 'json'] : ['default'],
      outputFile: { json: 'reports/unit.json' },
      // Starting jsdom costs about a second per test file; tests that need no DOM skip it (docs/testing.md: the rule).
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            setupFiles: ['./tests/setup.ts'],
            include: NODE_TESTS,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            setupFiles: ['./tests/setup.ts', './tests/setup-dom.ts'],
            include: ['tests/**/*.test.{ts,tsx}'],
            exclude: NODE_TESTS,
          },
        },
      ],
    },
  };
});
