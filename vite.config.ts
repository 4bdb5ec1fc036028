import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const BASE = '/one-ecom/';
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

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const mocksOn = env.VITE_ENABLE_MOCKS === 'true';
  return {
    base: BASE,
    plugins: [react(), mockServiceWorker(mocksOn)],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    build: {
      outDir: mode === 'mock' ? 'dist-mock' : 'dist',
      sourcemap: true,
      // scripts/bench.mjs reads the manifest to weigh each route's first load.
      manifest: true,
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
