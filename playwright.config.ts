import { defineConfig, devices } from '@playwright/test';

import { CHROME_FLAGS, chromePath } from './scripts/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
// The stand-in of the older portal (mocks/legacy-portal): the mock build frames it from VITE_LEGACY_ORIGIN
// (.env.mock: http://127.0.0.1:4174), and it only talks to (and may only be framed by) the portal's exact origin.
const LEGACY_PORT = Number(process.env.LEGACY_PORT ?? 4174);

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // One browser at a time: on the 2-core CI machine two browsers (each running the app and its in-page mock backend)
  // made every journey about 2.5 times slower and pushed the SI list past its waits (27 November 2026, load 9).
  workers: 1,
  reporter: process.env.CI_REPORT ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}/one-ecom/`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    timezoneId: 'Asia/Singapore',
    locale: 'en-SG',
    launchOptions: {
      // Debian's Chromium where Playwright's own browser cannot be downloaded (TOOLCHAIN.md), with the same flags as
      // the bench and the nginx check (scripts/chromium.mjs).
      ...(chromePath ? { executablePath: chromePath } : {}),
      args: CHROME_FLAGS,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
    { name: 'mobile', use: { ...devices['Pixel 7'] } },
  ],
  webServer: [
    {
      command: `npm run build:mock && npx vite preview --mode mock --port ${PORT} --strictPort`,
      url: `http://localhost:${PORT}/one-ecom/`,
      env: { VITE_LEGACY_ORIGIN: `http://127.0.0.1:${LEGACY_PORT}` },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node mocks/legacy-portal/server.mjs',
      url: `http://127.0.0.1:${LEGACY_PORT}/health`,
      env: { LEGACY_PORT: String(LEGACY_PORT), PORTAL_ORIGIN: `http://localhost:${PORT}` },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
