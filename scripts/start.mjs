#!/usr/bin/env node
// `npm start`: builds the portal with the mock carrier backend (MSW) and serves it, starts the stand-in of the older
// portal on a second origin (mocks/legacy-portal), then prints where to open both.
// PORT picks the portal's port (default 4173), LEGACY_PORT the stand-in's (default 4174).
import { build, preview } from 'vite';

import { startLegacyPortal } from '../mocks/legacy-portal/server.mjs';

const port = Number(process.env.PORT ?? 4173);
const legacyPort = Number(process.env.LEGACY_PORT ?? 4174);
const portalOrigin = `http://localhost:${port}`;
const legacyOrigin = `http://127.0.0.1:${legacyPort}`;
// Variables already in the environment win over .env.mock: the build frames the stand-in where it really runs.
process.env.VITE_LEGACY_ORIGIN = legacyOrigin;

await build({ mode: 'mock', logLevel: 'warn' });
const server = await preview({ mode: 'mock', preview: { port, strictPort: true, open: false } });
const legacy = await startLegacyPortal({ port: legacyPort, host: '127.0.0.1', portalOrigin });
const base = `${portalOrigin}/one-ecom/`;
console.log('\nONE e-Commerce portal with the mock carrier backend is running:');
console.log(`  Home:                    ${base}`);
console.log(`  Point-to-point schedule: ${base}schedule/point-to-point-schedule`);
console.log(`  Cargo tracking (legacy): ${base}ecom/CUP_HOM_3301.do?trakNoParam=ONEYPUSE53817200&trakNoTpCdParam=B`);
console.log(`Stand-in of the older portal (framed by the portal): ${legacyOrigin}/ecom/CUP_HOM_3301.do`);
console.log('Press Ctrl+C to stop.');
server.httpServer.on('close', () => {
  legacy.close();
  process.exit(0);
});
