import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';

import type { Plugin } from 'vite';

import { BASE } from './constants.ts';

const WORKER_FILE = 'mockServiceWorker.js';
const workerPath = fileURLToPath(new URL(`../../mocks/public/${WORKER_FILE}`, import.meta.url));

/**
 * Serves and emits MSW's service worker (mocks/public/mockServiceWorker.js, at `/one-ecom/mockServiceWorker.js`) only
 * when the mocks are on, so that a production build never contains it (TOOLCHAIN.md: public/ is copied into every
 * build).
 */
export function mockServiceWorker(enabled: boolean): Plugin {
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
