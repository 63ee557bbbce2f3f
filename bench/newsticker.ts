/**
 * The newsticker's traffic (issue 14): requests per hour for one reader with three open tabs, on a
 * demo host whose clock the bench moves together with the browser's (Playwright's clock), so an hour
 * takes seconds. `npx tsx bench/newsticker.ts` prints it alone; `npm run bench` adds it to the report.
 */
import type { BenchSection } from './widget-sections.ts';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { createDemoApp } from '../demo-host/app.ts';
import { launchChromium } from './browser.ts';

const MINUTE = 60_000;

export interface NewstickerTraffic {
  /** Label of the phase, requests in it, of which 304, and response bytes (headers + body). */
  phases: Array<{ phase: string; minutes: number; requests: number; notModified: number; bytes: number }>;
}

/**
 * Sets the page's visibility as the bench says (headless pages are all visible). A string, not a
 * function: tsx would wrap a function's inner names in a helper the page does not have.
 */
const VISIBILITY_OVERRIDE = `Object.defineProperty(Document.prototype, 'visibilityState', {
  configurable: true,
  get: () => (window.kioskHidden ? 'hidden' : 'visible'),
});`;
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((value) => {
    (window as unknown as { kioskHidden?: boolean }).kioskHidden = value;
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

export async function measureNewsticker(browser: Browser): Promise<NewstickerTraffic> {
  let time = Date.UTC(2026, 10, 23, 8);
  const app = createDemoApp({
    distDir: fileURLToPath(new URL('../dist', import.meta.url)),
    now: () => new Date(time),
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const context = await browser.newContext();
  const log: Array<{ status: number; bytes: number }> = [];
  // 'response', not 'requestfinished': Chromium reports a 304 to a conditional fetch as a response only.
  let inFlight = 0;
  const isFeed = (url: string) => url.includes('/api/newsticker/feed');
  context.on('request', (request) => void (isFeed(request.url()) && inFlight++));
  context.on('requestfailed', (request) => void (isFeed(request.url()) && inFlight--));
  context.on('response', (response) => {
    if (!isFeed(response.url())) return;
    inFlight--;
    const entry = { status: response.status(), bytes: 0 };
    log.push(entry);
    void response
      .request()
      .sizes()
      .then((sizes) => (entry.bytes = sizes.responseHeadersSize + sizes.responseBodySize))
      .catch(() => undefined);
  });
  try {
    await context.addInitScript(VISIBILITY_OVERRIDE);
    await context.clock.install({ time });
    const reader = await context.newPage();
    const behind = [await context.newPage(), await context.newPage()];
    const tabs = [reader, ...behind];
    for (const tab of tabs) {
      await tab.goto(`${origin}/nachrichten/`);
      await tab.clock.runFor(3_000);
      await tab.locator('.kiosk-newsticker__bell').waitFor();
    }
    // The reader looks at the first tab; the other two are behind it.
    for (const tab of behind) await setHidden(tab, true);
    const phases: NewstickerTraffic['phases'] = [];
    const run = async (
      phase: string,
      minutes: number,
      step = MINUTE,
      each?: (index: number) => Promise<void>,
    ) => {
      await reader.waitForTimeout(300);
      const from = log.length;
      for (let elapsed = 0, index = 0; elapsed < minutes * MINUTE; elapsed += step, index++) {
        await each?.(index);
        time += step;
        await reader.clock.runFor(step);
        // Let an answer arrive before the clock moves on, as it would in real time.
        await reader.waitForTimeout(150);
        for (let waited = 0; inFlight > 0 && waited < 5_000; waited += 20) await reader.waitForTimeout(20);
      }
      await reader.waitForTimeout(300);
      const entries = log.slice(from);
      phases.push({
        phase,
        minutes,
        requests: entries.length,
        notModified: entries.filter((entry) => entry.status == 304).length,
        bytes: entries.reduce((sum, entry) => sum + entry.bytes, 0),
      });
    };
    await run('one tab visible, a new item every minute', 60);
    await app.request('/api/newsticker/demo/ams/ticking/off', { method: 'POST' });
    await run('one tab visible, no news', 60);
    await setHidden(reader, true);
    await run('all three tabs hidden', 60);
    await app.request('/api/newsticker/demo/ams/ticking/on', { method: 'POST' });
    // Every 10 s the reader switches to the next tab.
    await run('switching tabs every 10 s, news every minute', 10, 10_000, async (index) => {
      for (const [position, tab] of tabs.entries()) await setHidden(tab, position != index % 3);
    });
    return { phases };
  } finally {
    await context.close();
    server.close();
  }
}

export function newstickerSection({ phases }: NewstickerTraffic): string {
  const rows = phases.map(
    ({ phase, minutes, requests, notModified, bytes }) =>
      `| ${phase} | ${minutes} min | ${requests} | ${notModified} | ${Math.round((requests * 60) / minutes)} | ${bytes.toLocaleString('en')} B |`,
  );
  return `
## Newsticker traffic

One reader, three tabs of /nachrichten/ (bench/newsticker.ts; the browser's and the demo host's clocks
move together). One tab polls for all, only while one is visible; an unchanged feed answers 304.

| phase | time | requests | of which 304 | per hour | bytes received |
| --- | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}
`;
}

/** The newsticker scenario in `npm run bench` (bench/widget-sections.ts): its own server and clock. */
export const section: BenchSection = {
  measure: async ({ browser }) => newstickerSection(await measureNewsticker(browser)),
};

if (import.meta.url == pathToFileURL(process.argv[1] ?? '').href) {
  const browser = await launchChromium();
  try {
    console.log(newstickerSection(await measureNewsticker(browser)));
  } finally {
    await browser.close();
  }
}
