#!/usr/bin/env node
// `npm run bench`: builds the production bundle (no mocks) and reports the first-load JavaScript of the app shell and
// of each route, in kB gzip (level 9), from Vite's manifest. Writes reports/bench.json.
// First load of a route = the entry chunk and its static imports, plus the route's lazy chunk and its static imports.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { build } from 'vite';

const OUT_DIR = 'dist';
const ROUTES = {
  '/': 'src/app/routes/home.tsx',
  '/schedule/point-to-point-schedule': 'src/app/routes/point-to-point-schedule.tsx',
  '(not found)': 'src/app/routes/not-found.tsx',
};

await build({ mode: 'production', logLevel: 'warn' });
const manifest = JSON.parse(readFileSync(join(OUT_DIR, '.vite', 'manifest.json'), 'utf8'));

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(OUT_DIR, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** Files of `key` and everything it imports statically. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

function jsFiles(keys) {
  return [...keys].map((key) => manifest[key]?.file).filter((file) => file?.endsWith('.js'));
}

const kB = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const shellKeys = staticClosure('index.html');
const shellFiles = jsFiles(shellKeys);
const shellBytes = shellFiles.reduce((sum, file) => sum + gzipBytes(file), 0);

const routes = Object.entries(ROUTES).map(([path, key]) => {
  if (!manifest[key]) throw new Error(`${key} is not a chunk of the build: is its route still lazy?`);
  const files = jsFiles(staticClosure(key, new Set(shellKeys)));
  const total = files.reduce((sum, file) => sum + gzipBytes(file), 0);
  const ownChunk = manifest[key].file;
  return { path, firstLoadKbGzip: kB(total), routeChunkKbGzip: kB(gzipBytes(ownChunk)), files: files.length };
});

const report = {
  generatedAt: new Date().toISOString(),
  shell: { firstLoadKbGzip: kB(shellBytes), files: shellFiles },
  routes,
};
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.json', `${JSON.stringify(report, null, 2)}\n`);

console.log('\nFirst-load JavaScript of the production build (kB gzip):');
console.log(`  app shell                          ${report.shell.firstLoadKbGzip}`);
for (const route of routes) {
  console.log(`  ${route.path.padEnd(34)} ${route.firstLoadKbGzip}  (route chunk ${route.routeChunkKbGzip})`);
}
console.log('Report: reports/bench.json');
