#!/usr/bin/env node
// `npm start`: builds the portal with the mock carrier backend (MSW) and serves it, then prints where to open it.
// PORT picks another port (default 4173).
import { build, preview } from 'vite';

const port = Number(process.env.PORT ?? 4173);

await build({ mode: 'mock', logLevel: 'warn' });
const server = await preview({ mode: 'mock', preview: { port, strictPort: true, open: false } });
const base = `http://localhost:${port}/one-ecom/`;
console.log('\nONE e-Commerce portal with the mock carrier backend is running:');
console.log(`  Home:                    ${base}`);
console.log(`  Point-to-point schedule: ${base}schedule/point-to-point-schedule`);
console.log('Press Ctrl+C to stop.');
server.httpServer.on('close', () => process.exit(0));
