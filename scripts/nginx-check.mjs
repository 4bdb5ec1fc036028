#!/usr/bin/env node
// `npm run check:nginx` (and part of `npm test`): Debian's nginx with deploy/ serving the PRODUCTION build (dist/) on
// a loopback port, checked over HTTP (redirects, fallbacks, 404s, caching, compression, security headers) and in
// Chromium (the app renders under the CSP with no console errors and no CSP violations, a Radix dialog's injected
// scroll-lock style is allowed by the nonce, and a missing config file shows the start-up error page).
// The API calls of the pages go to the mock backend served over HTTP on a second port (scripts/mock-api-server.mjs).
// Writes reports/nginx.json { passed, failed, checks }; exits non-zero when a check fails.
// Env: NGINX_CHECK_PORT (default 4680; the mock API uses +1, the legacy origin +2), NGINX_BIN, CHROME_PATH.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

import { browserChecks } from './nginx-check/browser-checks.mjs';
import {
  API_PORT,
  check,
  checks,
  FRAME_ANCESTORS,
  LEGACY_ORIGIN,
  MEDIA_ORIGIN,
  PORT,
  SOCKET_URL,
} from './nginx-check/common.mjs';
import { httpChecks } from './nginx-check/http-checks.mjs';
import {
  missingConfigCheck,
  noticesHeightCheck,
  renderConfigChecks,
  schemaChunkFailureCheck,
  webVitalsCheck,
} from './nginx-check/page-checks.mjs';
import { startProductionServer } from './serve-production.mjs';

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
