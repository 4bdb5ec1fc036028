#!/usr/bin/env node
// Deterministic size budgets of the production build (part of `npm test`; `npm run bench` reports the same numbers).
// Reads dist/.vite/manifest.json (builds first when dist/ is missing or --build is given) and checks, in kB gzip
// (level 9, as served by nginx's gzip):
//   - the app shell's first load: every script the built index.html loads or modulepreloads, and
//     everything they import statically                                                        <= 170
//   - every lazily loaded chunk (route modules, their shared chunks, vendor chunks, dialogs)      <=  60
//   - the shell's first load against a bare app of the same stack built in the same run
//     (scripts/bare-app: React, React DOM, React Router, TanStack Query, zustand, axios, i18next)   <= 1.05x
// Routes are not listed here: every dynamic entry of the manifest is checked, so new routes are covered.
// Writes reports/size.json; exits non-zero when a budget is broken.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import react from '@vitejs/plugin-react';
import { build, loadConfigFromFile } from 'vite';

/**
 * Budgets in kB gzip, and the ratio of the shell's first load to the bare app's (what the shell
 * carries beyond its libraries, whatever their versions weigh).
 */
export const SIZE_BUDGETS = { shellFirstLoadKb: 170, lazyChunkKb: 60, shellToBareAppRatio: 1.05 };

const OUT_DIR = 'dist';

/**
 * The JavaScript files (paths under the build, e.g. `assets/index-AbCd1234.js`) that `html` loads as scripts or
 * modulepreloads, from their `src` or `href` under the /one-ecom/ base.
 */
export function scriptsNamedBy(html) {
  const files = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    if (tag.startsWith('<link') && !/\brel="modulepreload"/.test(tag)) continue;
    const url = /\b(?:src|href)="\/one-ecom\/([^"]+\.js)"/.exec(tag)?.[1];
    if (url) files.push(url);
  }
  return files;
}

/** Weighs the build in OUT_DIR: shell first load, each route's first load, every lazy chunk. */
export function measureBuild(outDir = OUT_DIR) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const gzipCache = new Map();
  const gzipKb = (file) => {
    if (!gzipCache.has(file)) {
      const bytes = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
      gzipCache.set(file, Math.round((bytes / 1024) * 10) / 10);
    }
    return gzipCache.get(file);
  };
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const jsFiles = (keys) => [...keys].map((key) => manifest[key]?.file).filter((file) => file?.endsWith('.js'));
  const sum = (files) => Math.round(files.reduce((total, file) => total + gzipKb(file), 0) * 10) / 10;

  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  const shellKeys = closure(entry);
  // Whatever index.html itself names (its module scripts and modulepreloads) is fetched on every first load too,
  // whether or not the entry imports it.
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  for (const file of scriptsNamedBy(readFileSync(join(outDir, 'index.html'), 'utf8'))) {
    const key = keyOfFile.get(file);
    if (!key) throw new Error(`index.html loads ${file}, which is not in the build manifest`);
    closure(key, shellKeys);
  }
  const shellFiles = jsFiles(shellKeys);

  // A route module is a dynamic entry under src/app/routes/; its first load adds its static imports to the shell.
  const routes = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/app/routes/'))
    .map(([key, chunk]) => {
      const added = jsFiles(closure(key, new Set(shellKeys))).filter((file) => !shellFiles.includes(file));
      return {
        route: key,
        routeChunkKbGzip: gzipKb(chunk.file),
        firstLoadKbGzip: Math.round((sum(shellFiles) + sum(added)) * 10) / 10,
        addedFiles: added.length,
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));

  const shellSet = new Set(shellFiles);
  const lazyChunks = [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
    .filter((file) => file.endsWith('.js') && !shellSet.has(file))
    .map((file) => ({ file, kbGzip: gzipKb(file) }))
    .sort((a, b) => b.kbGzip - a.kbGzip);

  return {
    shell: { firstLoadKbGzip: sum(shellFiles), files: shellFiles },
    routes,
    largestLazyChunk: lazyChunks[0] ?? null,
    lazyChunks,
  };
}

const BARE_APP_ROOT = 'scripts/bare-app';
const BARE_APP_OUT = 'node_modules/.one-ecom-bare-app';

/**
 * Builds scripts/bare-app with the app's production aliases (React Router's production build) and vendor chunking, read
 * from vite.config.ts, into node_modules/.one-ecom-bare-app, and weighs its first load like the shell's. Resolves to
 * `{ firstLoadKbGzip, files }`; rejects when the build fails.
 */
export async function measureBareApp() {
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production', isSsrBuild: false, isPreview: false },
    'vite.config.ts',
  );
  const app = loaded?.config;
  if (!app) throw new Error('vite.config.ts could not be loaded');
  await build({
    configFile: false,
    root: resolve(BARE_APP_ROOT),
    base: app.base,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: app.resolve?.alias },
    build: {
      outDir: resolve(BARE_APP_OUT),
      emptyOutDir: true,
      manifest: true,
      sourcemap: false,
      rolldownOptions: app.build?.rolldownOptions,
    },
  });
  return measureBuild(BARE_APP_OUT).shell;
}

/**
 * {@link measureBuild} of `outDir` plus the bare app built now ({@link measureBareApp}) and the ratio of the two
 * first loads (2 decimals). What `npm test`'s size step and `npm run bench` report.
 */
export async function measureSizes(outDir = OUT_DIR) {
  const size = measureBuild(outDir);
  const bareApp = await measureBareApp();
  const shellToBareAppRatio = Math.round((size.shell.firstLoadKbGzip / bareApp.firstLoadKbGzip) * 100) / 100;
  return { ...size, bareApp, shellToBareAppRatio };
}

/** Budget verdicts for a measurement: [{ name, value, budget, ok }]. Every broken budget fails `npm test`. */
export function sizeVerdicts(size) {
  return [
    {
      name: 'shell first load (kB gzip)',
      value: size.shell.firstLoadKbGzip,
      budget: SIZE_BUDGETS.shellFirstLoadKb,
    },
    ...(size.shellToBareAppRatio === undefined
      ? []
      : [
          {
            name: `shell first load / bare app of the same stack (${size.bareApp.firstLoadKbGzip} kB gzip)`,
            value: size.shellToBareAppRatio,
            budget: SIZE_BUDGETS.shellToBareAppRatio,
          },
        ]),
    ...size.lazyChunks.map((chunk) => ({
      name: `lazy chunk ${chunk.file} (kB gzip)`,
      value: chunk.kbGzip,
      budget: SIZE_BUDGETS.lazyChunkKb,
    })),
  ].map((verdict) => ({ ...verdict, ok: verdict.value <= verdict.budget }));
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*[\\/]/, ''));
if (isMain) {
  if (process.argv.includes('--build') || !existsSync(join(OUT_DIR, '.vite', 'manifest.json'))) {
    const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (built.status !== 0) process.exit(1);
  }
  const size = await measureSizes();
  const verdicts = sizeVerdicts(size);
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/size.json', `${JSON.stringify({ ...size, verdicts }, null, 2)}\n`);
  console.log(`Shell first load ${size.shell.firstLoadKbGzip} kB gzip (budget ${SIZE_BUDGETS.shellFirstLoadKb})`);
  console.log(
    `  ${size.shellToBareAppRatio}x a bare app of the same stack (${size.bareApp.firstLoadKbGzip} kB gzip; budget ${SIZE_BUDGETS.shellToBareAppRatio}x)`,
  );
  for (const route of size.routes) {
    console.log(`  ${route.route}: first load ${route.firstLoadKbGzip} kB, route chunk ${route.routeChunkKbGzip} kB`);
  }
  console.log(
    `Largest lazy chunk ${size.largestLazyChunk?.file} ${size.largestLazyChunk?.kbGzip} kB gzip (budget ${SIZE_BUDGETS.lazyChunkKb})`,
  );
  const broken = verdicts.filter((verdict) => !verdict.ok);
  for (const verdict of broken) console.log(`  OVER BUDGET: ${verdict.name} ${verdict.value} > ${verdict.budget}`);
  const passed = verdicts.filter((verdict) => verdict.ok).length;
  console.log(`size budgets: ${passed} passed, ${broken.length} failed`);
  process.exit(broken.length === 0 ? 0 : 1);
}
