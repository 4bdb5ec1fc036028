import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';

import { chunkFileName, preloadDependencies, VENDOR_CHUNKS } from './scripts/vite-plugins/chunks.ts';
import { BASE, CSP_NONCE_PLACEHOLDER } from './scripts/vite-plugins/constants.ts';
import { mockApiServer } from './scripts/vite-plugins/mock-api-server.ts';
import { mockServiceWorker } from './scripts/vite-plugins/mock-service-worker.ts';
import { precompressAssets } from './scripts/vite-plugins/precompress-assets.ts';
import { preloadRuntimeConfig } from './scripts/vite-plugins/preload-runtime-config.ts';
import { prerenderPages } from './scripts/vite-plugins/prerender-pages.ts';

// The build's speed machinery lives in scripts/vite-plugins/ (one plugin per file, each tested on what it writes:
// tests/build/); docs/performance.md says what each one gains.

/**
 * Unit tests that run in Node instead of jsdom (docs/testing.md): the mock backend's tests, and any test file named
 * `*.node.test.ts`. A newcomer picks the environment by the file's name or folder, never by editing this list.
 */
const NODE_TESTS = ['tests/mocks/**/*.test.ts', 'tests/**/*.node.test.ts'];

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
      // MOCK_OUT_DIR lets two e2e runs on one machine (own ports) build the mock app without overwriting each other.
      outDir: mode === 'mock' ? (process.env.MOCK_OUT_DIR ?? 'dist-mock') : 'dist',
      sourcemap: true,
      // The status illustrations (src/assets/*.svg: error, 404, maintenance...) show only on those pages: as files of
      // their own, not data URIs inlined into the shell's chunk (about 1.7 kB gzip of the shell's first load).
      assetsInlineLimit: (file) => (/[\\/]src[\\/]assets[\\/][^\\/]+\.svg$/.test(file) ? false : undefined),
      // Only route chunks preload their JavaScript (scripts/vite-plugins/chunks.ts preloadDependencies).
      modulePreload: {
        resolveDependencies: (filename, deps, { hostType }) => preloadDependencies(filename, deps, hostType),
      },
      // scripts/bench.mjs reads the manifest to weigh each route's first load.
      manifest: true,
      // includeDependenciesRecursively off: a group takes only the modules its test names, not react and zod core with them.
      rolldownOptions: {
        output: {
          codeSplitting: { includeDependenciesRecursively: false, groups: VENDOR_CHUNKS },
          chunkFileNames: chunkFileName,
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
      // Every core: Vitest's default leaves one core to its main thread, which mostly waits; on the 2-core CI machine
      // that meant one worker (unit step 9.8 min); two workers took it to 7.5 min (docs/testing.md).
      maxWorkers: availableParallelism(),
      restoreMocks: true,
      // A bound for a test that hangs, not a speed check (speed is `npm run bench`'s): beside a build loop (load 9-10,
      // 28 November 2026) whole-page tests took up to 10 s and some went past the former 15 s. A whole journey (search,
      // pick, details, review, submit) sets 60 s: at 4x the quiet unit time (CI beside two other test runs) it took 31 s.
      testTimeout: 30_000,
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
            // One module graph per worker, not per file: importing the mock backend took about 2 s per file (MSW, the
            // zod contracts, the sailing data), most of the Node project's time (474 s -> 120 s on 29 November 2026,
            // docs/testing.md). Safe because these tests share no DOM and tests/setup.ts resets the mock database and
            // the stores after each test; the jsdom project keeps isolation (its files share a document and i18next).
            isolate: false,
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
