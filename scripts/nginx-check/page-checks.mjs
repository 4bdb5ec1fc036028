// The nginx check's single-purpose browser checks (scripts/nginx-check.mjs): the notices' height, web-vitals reports,
// a failing config-schema chunk, a missing config file, and render-config.sh's validation.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { DEVICES, newSingaporeContext, visit, withBrowser } from './browser-checks.mjs';
import { check } from './common.mjs';
/**
 * The home page's notices keep their height when the list replaces the spinner (the panel grew and
 * moved what follows, desktop CLS 0.004). The notices answer is held until the spinner has been measured.
 */
export async function noticesHeightCheck() {
  await withBrowser(async (browser) => {
    for (const [device, viewport] of DEVICES) {
      const context = await newSingaporeContext(browser, viewport);
      let release = () => undefined;
      const held = new Promise((resolve) => {
        release = resolve;
      });
      await context.route('**/api/v1/notices', async (route) => {
        await held;
        await route.continue();
      });
      const errors = await visit(
        context,
        `${device} home: the notices panel keeps its height from spinner to list`,
        '/one-ecom/',
        async (page) => {
          const panel = page.getByRole('region', { name: 'Notices' });
          await panel.getByRole('status').waitFor({ state: 'visible' });
          const before = (await panel.boundingBox())?.height ?? 0;
          release();
          await panel.getByRole('listitem').first().waitFor({ state: 'visible' });
          const after = (await panel.boundingBox())?.height ?? 0;
          if (Math.abs(after - before) > 1) {
            throw new Error(`${before.toFixed(1)} px with the spinner, ${after.toFixed(1)} px with the list`);
          }
        },
      );
      release();
      check(`browser: ${device} home notices: no console errors`, errors.length === 0, errors.join(' | '));
      await context.close();
    }
  });
}

/** A visit that ends (navigating away hides the page) posts LCP and CLS to the configured webVitalsUrl. */
export async function webVitalsCheck(loadModule, manifest) {
  const { receivedWebVitals } = await loadModule('/mocks/web-vitals/handlers.ts');
  // The library's chunk, by its source (most chunks are named by hash only).
  const webVitalsChunk = manifest['node_modules/web-vitals/dist/web-vitals.js']?.file;
  if (!webVitalsChunk) throw new Error('the build has no chunk of the web-vitals library');
  receivedWebVitals.length = 0;
  await withBrowser(async (browser) => {
    const context = await browser.newContext({ locale: 'en-SG' });
    const errors = await visit(
      context,
      'a visit reports web-vitals to the configured endpoint',
      '/one-ecom/',
      async (page) => {
        await page.locator('#root').getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
        // web-vitals loads when the page is idle after the first render; leaving before it has loaded reports nothing.
        await page.waitForFunction(
          (file) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(`/${file}`)),
          webVitalsChunk,
        );
        // Fetched; its evaluation and the observers it registers run in the next tasks, before the page is idle.
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve())));
        await page.goto('about:blank');
        const deadline = Date.now() + 5000;
        while (receivedWebVitals.length === 0 && Date.now() < deadline) await page.waitForTimeout(100);
        const names = receivedWebVitals.flatMap((batch) => batch.metrics.map((metric) => metric.name));
        if (!names.includes('LCP') || !names.includes('CLS'))
          throw new Error(`received ${names.join(', ') || 'nothing'}`);
      },
    );
    check('browser: web-vitals visit: no console errors', errors.length === 0, errors.join(' | '));
  });
}

/**
 * The runtime config's schema is a chunk of its own (src/config/runtime-config.ts): when it cannot be fetched (a network
 * failure, or a deployment replaced the build meanwhile) the start-up error page shows, not a blank page.
 */
export async function schemaChunkFailureCheck(manifest) {
  // Its file, by its source module (chunk file names are not a contract: most chunks are named by hash only).
  const schemaChunk = manifest['src/config/runtime-config-schema.ts']?.file;
  if (!schemaChunk) throw new Error('the build has no chunk of src/config/runtime-config-schema.ts');
  await withBrowser(async (browser) => {
    const context = await browser.newContext({ locale: 'en-SG' });
    await context.route(`**/${schemaChunk}`, (route) => route.abort('failed'));
    const errors = await visit(
      context,
      'a runtime-config schema chunk that fails to load shows the start-up error page',
      '/one-ecom/',
      async (page) => {
        await page.getByRole('heading', { level: 1, name: 'The portal cannot start' }).waitFor({ state: 'visible' });
        await page.getByText(/checks its configuration file/).waitFor({ state: 'visible' });
        await page.getByRole('button', { name: 'Try again' }).waitFor({ state: 'visible' });
      },
    );
    // The expected console error: the browser's own report of the aborted chunk.
    const unexpected = errors.filter((text) => !/ERR_FAILED|Failed to load resource/.test(text));
    check('browser: schema chunk failure: no other console errors', unexpected.length === 0, unexpected.join(' | '));
  });
}

export async function missingConfigCheck(webRoot) {
  rmSync(join(webRoot, 'one-ecom', 'config.json'));
  await withBrowser(async (browser) => {
    const context = await browser.newContext({ locale: 'en-SG' });
    const errors = await visit(
      context,
      'missing config.json shows the start-up error page',
      '/one-ecom/',
      async (page) => {
        await page.getByRole('heading', { level: 1, name: 'The portal cannot start' }).waitFor({ state: 'visible' });
        await page.getByText('/one-ecom/config.json').waitFor({ state: 'visible' });
        await page.getByRole('button', { name: 'Try again' }).waitFor({ state: 'visible' });
      },
    );
    // The one expected console error: the browser's own report of the 404 for config.json.
    const unexpected = errors.filter((text) => !/404/.test(text));
    check('browser: missing config.json: no other console errors', unexpected.length === 0, unexpected.join(' | '));
  });
}

/**
 * render-config.sh refuses a production configuration that would talk plain http/ws to another machine,
 * and accepts loopback hosts (this check's own API on 127.0.0.1).
 */
export function renderConfigChecks() {
  const work = mkdtempSync(join(tmpdir(), 'one-ecom-render-'));
  const render = (settings) =>
    spawnSync('sh', ['deploy/render-config.sh'], {
      encoding: 'utf8',
      env: {
        ...process.env,
        ONE_ECOM_CONF_DIR: join(work, 'conf'),
        ONE_ECOM_WEB_ROOT: join(work, 'www'),
        ONE_ECOM_LEGACY_ORIGIN: 'https://ecom.one-ecom.test',
        ...settings,
      },
    });
  try {
    for (const [name, value] of [
      ['ONE_ECOM_API_BASE_URL', 'http://api.one-ecom.test/api'],
      ['ONE_ECOM_AUTH_URL', 'http://localhost.one-ecom.test/auth'],
      ['ONE_ECOM_SOCKET_URL', 'ws://socket.one-ecom.test/socket'],
      ['ONE_ECOM_LEGACY_ORIGIN', 'http://ecom.one-ecom.test'],
      ['ONE_ECOM_MEDIA_ORIGINS', 'http://media.one-ecom.test'],
    ]) {
      const result = render({ [name]: value });
      check(
        `render-config.sh refuses ${name}=${value} (https outside localhost)`,
        result.status === 1 && /https/.test(result.stderr),
        `exit ${result.status} ${result.stderr.trim()}`,
      );
    }
    const loopback = render({
      ONE_ECOM_API_BASE_URL: 'http://127.0.0.1:8081/api',
      ONE_ECOM_SOCKET_URL: 'ws://localhost:8082/s',
    });
    check('render-config.sh accepts http/ws on loopback hosts', loopback.status === 0, loopback.stderr.trim());
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
