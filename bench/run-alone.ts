import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { createDemoApp } from '../demo-host/app.ts';
import { launchChromium } from './browser.ts';

/**
 * `tsx bench/<widget>.ts` (after `npm run build`): when the file `moduleUrl` is the script run, its
 * scenario alone against the built demo host, 3 runs, printed; nothing written.
 */
export async function runAlone(
  moduleUrl: string,
  report: (browser: Browser, origin: string, runs: number) => Promise<string>,
): Promise<void> {
  if (!process.argv[1] || fileURLToPath(moduleUrl) != resolve(process.argv[1])) return;
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  const server = serve({ fetch: createDemoApp({ distDir: dist }).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((done) => server.once('listening', done));
  const browser = await launchChromium();
  try {
    console.log(await report(browser, `http://127.0.0.1:${(server.address() as AddressInfo).port}`, 3));
  } finally {
    await browser.close();
    server.close();
  }
}
