import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

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

/**
 * Production builds only: asks the browser to fetch the runtime config file (`config.json`, read by
 * src/config/runtime-config.ts before the app renders) while it parses index.html, so the file does not add a round
 * trip after the scripts. `crossorigin` makes the preload match the same-origin `fetch()` of the loader.
 */
function preloadRuntimeConfig(enabled: boolean): Plugin {
  return {
    name: 'one-ecom:preload-runtime-config',
    apply: 'build',
    transformIndexHtml() {
      if (!enabled) return [];
      return [
        {
          tag: 'link',
          attrs: { rel: 'preload', href: `${BASE}config.json`, as: 'fetch', crossorigin: '' },
          injectTo: 'head',
        },
      ];
    },
  };
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

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const mocksOn = env.VITE_ENABLE_MOCKS === 'true';
  const production = mode === 'production' && !mocksOn;
  return {
    base: BASE,
    plugins: [react(), mockServiceWorker(mocksOn), preloadRuntimeConfig(production)],
    // Production: Vite marks its tags and a <meta property="csp-nonce"> with this placeholder; nginx replaces it per
    // response with a random nonce that the CSP allows for the <style> Radix dialogs inject (src/lib/csp-nonce.ts).
    ...(production ? { html: { cspNonce: CSP_NONCE_PLACEHOLDER } } : {}),
    resolve: {
      alias: [
        // A production build reads config.json (src/config/runtime-config.ts), never .env: its stand-in keeps the VITE_*
        // schema and zod out of the app shell (issue 6 shell budget).
        ...(production
          ? [
              {
                find: /^@\/config\/env$/,
                replacement: fileURLToPath(new URL('./src/config/env.production.ts', import.meta.url)),
              },
            ]
          : []),
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ],
    },
    build: {
      outDir: mode === 'mock' ? 'dist-mock' : 'dist',
      sourcemap: true,
      // scripts/bench.mjs reads the manifest to weigh each route's first load.
      manifest: true,
      // includeDependenciesRecursively off: a group takes only the modules its test names, not react and zod core with them.
      rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: VENDOR_CHUNKS } } },
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
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: ['tests/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      testTimeout: 15000,
      reporters: process.env.CI_REPORT ? ['default', 'json'] : ['default'],
      outputFile: { json: 'reports/unit.json' },
    },
  };
});
