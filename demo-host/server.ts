import { serve } from '@hono/node-server';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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
const app = createDemoApp({ distDir, e2ePagesDir });

const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? 'localhost' }, (info) => {
  console.log(`Kiosk demo host: http://localhost:${info.port}/`);
});
server.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code != 'EADDRINUSE') throw error;
  console.error(`Port ${port} is in use. Start on another one: PORT=${port + 1} npm start`);
  process.exit(1);
});
