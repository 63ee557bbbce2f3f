/**
 * The paywall scenario (issue 11): the premium demo article without the paywall's mount point, with
 * the paywall on a free article (not walled), and walled. Added bytes, TBT and CLS, medians at 4× CPU.
 * Hooked into bench/run.ts; `npx tsx bench/paywall.ts` (after `npm run build`) runs it alone.
 */
import type { BenchSection } from './widget-sections.ts';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { createDemoApp } from '../demo-host/app.ts';
import { launchChromium } from './browser.ts';
import { measureLoad, type LoadMetrics } from './page-load.ts';
import { measure, sum } from './sizes.ts';
import { spread } from './stats.ts';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const PREMIUM = '/auto/paywall/premium/';
const WITHOUT = '/bench/paywall-off/';

/** The premium article as a CMS would render it without the paywall: its mount point is plain text. */
export function addPaywallBenchPage(app: Hono): void {
  app.get(WITHOUT, async (c) =>
    c.html(
      (await (await app.request(PREMIUM)).text()).replace('data-widget="paywall"', 'data-paywall="off"'),
    ),
  );
}

const VARIANTS = [
  { name: 'premium article, no paywall mount point', path: WITHOUT, waitFor: [] },
  {
    name: 'paywall, not walled (1st free article)',
    path: '/auto/paywall/elektro-kombi/',
    waitFor: ['paywall'],
  },
  { name: 'paywall, walled (premium article)', path: PREMIUM, waitFor: ['paywall'] },
];

/** Measures each variant `runs` times (cold cache, fresh meter); returns the report.md section. */
export async function measurePaywall(browser: Browser, origin: string, runs: number): Promise<string> {
  const rows: string[] = [];
  let baseBytes = 0;
  for (const variant of VARIANTS) {
    const loads: LoadMetrics[] = [];
    for (let run = 0; run < runs; run++)
      loads.push(await measureLoad(browser, `${origin}${variant.path}`, variant.waitFor));
    const files = [...new Set(loads.flatMap((load) => load.kioskFiles))];
    const bytes = sum(files.map((file) => measure(`${dist}/${file}`))).gzip;
    if (variant.path == WITHOUT) baseBytes = bytes;
    const median = (pick: (load: LoadMetrics) => number) => spread(loads.map(pick)).median;
    rows.push(
      `| ${variant.name} | ${bytes.toLocaleString('en')} B (${bytes - baseBytes >= 0 ? '+' : ''}${(bytes - baseBytes).toLocaleString('en')} B) | ` +
        `${median((load) => load.tbtMs).toFixed(0)} ms | ${median((load) => load.cls).toFixed(3)} | ` +
        `${median((load) => load.scriptMs).toFixed(0)} ms |`,
    );
  }
  return [
    '## Scenario: the paywall on an article',
    '',
    `Medians of ${runs} cold loads at 4× CPU, 412 px phone. Bytes: every Kiosk file the page fetched, gzip.`,
    '',
    '| page | Kiosk download (vs no paywall) | TBT | CLS | script |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
  ].join('\n');
}

/** The paywall scenario in `npm run bench` (bench/widget-sections.ts). */
export const section: BenchSection = {
  serve: addPaywallBenchPage,
  measure: ({ browser, origin, runs }) => measurePaywall(browser, origin, runs),
};

if (process.argv[1]?.endsWith('bench/paywall.ts')) {
  const app = createDemoApp({ distDir: dist });
  addPaywallBenchPage(app);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const browser = await launchChromium();
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    console.log(await measurePaywall(browser, origin, Number(process.env.BENCH_RUNS ?? 5)));
  } finally {
    await browser.close();
    server.close();
  }
}
