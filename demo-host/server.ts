import { serve } from '@hono/node-server';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultPitches } from './api/camping/seed.ts';
import { createDemoApp } from './app.ts';

const port = Number(process.env.PORT ?? 5173);
const distDir = fileURLToPath(new URL('../dist', import.meta.url));
if (!existsSync(`${distDir}/loader.js`)) {
  console.error('dist/loader.js is missing: run `npm run build` first (npm start does both).');
  process.exit(1);
}
const e2ePagesDir = process.env.KIOSK_E2E
  ? fileURLToPath(new URL('../e2e/pages', import.meta.url))
  : undefined;
// e2e starts from the seed every run: its saved favourites go to a fresh folder, not demo-host/data/.
const dataDir = process.env.KIOSK_E2E ? mkdtempSync(join(tmpdir(), 'kiosk-e2e-data-')) : undefined;
const app = createDemoApp({ distDir, e2ePagesDir, dataDir });
// The camping backend builds its seed on its first request (cheap for unit tests that never search);
// a served host builds it before it listens, so no reader's first pitch search waits 2 s for it.
defaultPitches();

const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? 'localhost' }, (info) => {
  console.log(`Kiosk demo host: http://localhost:${info.port}/`);
});
server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code != 'EADDRINUSE') throw error;
  console.error(`Port ${port} is in use. Start on another one: PORT=${port + 1} npm start`);
  process.exit(1);
});
