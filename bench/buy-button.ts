/**
 * Kiosk's partner cart beside Shopify's Buy Button JS 3.0.6 (issue 17): the same three products, the
 * same Storefront emulator, the same https origin (Playwright routes: `route.fetch` + `fulfill`, since
 * `continue` cannot switch https to http), 4× CPU, a phone viewport, the pages interleaved in every run.
 * Measured per page: JS bytes (gzip -9 of every script the page fetched), TBT, script evaluation, heap
 * and CLS at load, then the time from the click on the first product's button to its line in the cart.
 *
 * Not like for like: Buy Button renders each product itself (an iframe per product, from a
 * `node(id)` query); Kiosk decorates the shop's server markup and renders nothing until the first add.
 *
 * `npx tsx bench/buy-button.ts` runs it alone (after `npm run build`); bench/run.ts runs it with the rest.
 */
import { serve as listen } from '@hono/node-server';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, Frame, Page, Route } from 'playwright-core';
import { createDemoApp } from '../demo-host/app.ts';
import { ACCESS_TOKEN_HEADER, STOREFRONT_ACCESS_TOKEN } from '../demo-host/api/storefront/access-token.ts';
import { STOREFRONT_API_PATH } from '../demo-host/api/storefront/index.ts';
import { CPU_SLOWDOWN, launchChromium, PHONE_VIEWPORT, slowPage } from './browser.ts';
import { BENCH_SHOP_DOMAIN, BENCH_SITE, buyButtonPage, kioskPage } from './buy-button-pages.ts';
import { spread, type Spread } from './stats.ts';

const BUY_BUTTON_JS = fileURLToPath(
  new URL('../node_modules/@shopify/buy-button-js/dist/buybutton.min.js', import.meta.url),
);

interface Run {
  jsBytesAtLoad: number;
  jsBytesAtLine: number;
  tbtMs: number;
  scriptMs: number;
  heapBytes: number;
  cls: number;
  clickToLineMs: number;
}
/** `none`: the Kiosk page without Kiosk, the baseline for what each adds at load. */
type Contender = 'none' | 'kiosk' | 'buyButton';
export type BuyButtonComparison = Record<Contender, Record<keyof Run, Spread>> & { runs: number };

interface BenchWindow {
  __bench: { cls: number; longTasks: number[] };
}
function installObservers() {
  const state: BenchWindow['__bench'] = { cls: 0, longTasks: [] };
  (window as unknown as BenchWindow).__bench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean }
    >)
      if (!entry.hadRecentInput) state.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/** Serves both pages, Buy Button's script and the emulator (shop domain → /shop) on https origins. */
async function route(page: Page, origin: string, scripts: number[]) {
  // A request still in flight when the run closes its context has nobody left to answer.
  await page.route('https://**/*', (request) => serve(request).catch(() => undefined));
  async function serve(request: Route) {
    const url = new URL(request.request().url());
    if (url.origin == BENCH_SITE && url.pathname == '/kiosk/')
      return request.fulfill({ contentType: 'text/html', body: kioskPage() });
    if (url.origin == BENCH_SITE && url.pathname == '/none/')
      return request.fulfill({ contentType: 'text/html', body: kioskPage(false) });
    if (url.origin == BENCH_SITE && url.pathname == '/buy-button/')
      return request.fulfill({ contentType: 'text/html', body: buyButtonPage() });
    let body: Buffer;
    let response;
    if (url.pathname == '/buy-button/buybutton.min.js') body = readFileSync(BUY_BUTTON_JS);
    else {
      const local = url.hostname == BENCH_SHOP_DOMAIN ? `/shop${url.pathname}` : url.pathname;
      response = await request.fetch({ url: `${origin}${local}${url.search}` });
      // The emulator writes its own (local) address into links and image URLs; the reader's is the shop's.
      body = Buffer.from(
        (await response.body())
          .toString('latin1')
          .replaceAll(`${origin}/shop`, `https://${BENCH_SHOP_DOMAIN}`),
        'latin1',
      );
    }
    if (url.pathname.endsWith('.js')) scripts.push(gzipSync(body, { level: 9 }).length);
    return response
      ? request.fulfill({ response, body })
      : request.fulfill({ contentType: 'text/javascript', body });
  }
}

/** The frame holding Buy Button's cart, once it lists a line. */
async function buyButtonCartLine(page: Page): Promise<Frame> {
  for (;;) {
    for (const frame of page.frames())
      if (
        await frame
          .locator('.shopify-buy__cart-item')
          .count()
          .catch(() => 0)
      )
        return frame;
    await page.waitForTimeout(10);
  }
}

async function measure(browser: Browser, origin: string, contender: Contender): Promise<Run> {
  const { context, page, cdp } = await slowPage(browser, { viewport: PHONE_VIEWPORT });
  const scripts: number[] = [];
  await route(page, origin, scripts);
  await cdp.send('Performance.enable');
  await page.addInitScript(installObservers);
  const path = { none: '/none/', kiosk: '/kiosk/', buyButton: '/buy-button/' }[contender];
  await page.goto(`${BENCH_SITE}${path}`, { waitUntil: 'load' });
  const button =
    contender == 'kiosk'
      ? page.locator('[data-kiosk-add-to-cart]').first()
      : page.frameLocator('.product-box iframe').first().locator('.shopify-buy__btn');
  if (contender != 'none') await button.waitFor({ timeout: 30_000 });
  await page.waitForTimeout(1500);
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((entry) => entry.name == name)?.value ?? 0;
  const observed = await page.evaluate(() => (window as unknown as BenchWindow).__bench);
  const jsBytesAtLoad = scripts.reduce((total, bytes) => total + bytes, 0);
  const started = Date.now();
  if (contender != 'none') await button.click();
  if (contender == 'kiosk') await page.locator('.kiosk-cart-line').first().waitFor({ timeout: 30_000 });
  else if (contender == 'buyButton') await buyButtonCartLine(page);
  const clickToLineMs = Date.now() - started;
  await context.close();
  return {
    jsBytesAtLoad,
    jsBytesAtLine: scripts.reduce((total, bytes) => total + bytes, 0),
    tbtMs: observed.longTasks.reduce((total, duration) => total + Math.max(0, duration - 50), 0),
    scriptMs: metric('ScriptDuration') * 1000,
    heapBytes: metric('JSHeapUsedSize'),
    cls: observed.cls,
    clickToLineMs,
  };
}

/** `runs` rounds, each loading the Kiosk page and then the Buy Button page. */
export async function compareBuyButton(
  browser: Browser,
  origin: string,
  runs: number,
): Promise<BuyButtonComparison> {
  // The emulator builds its schema on its first request (~0.5 s); neither contender should pay for it.
  await fetch(`${origin}${STOREFRONT_API_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [ACCESS_TOKEN_HEADER]: STOREFRONT_ACCESS_TOKEN },
    body: JSON.stringify({ query: '{ cart(id: "gid://shopify/Cart/warm-up") { id } }' }),
  });
  const results: Record<Contender, Run[]> = { none: [], kiosk: [], buyButton: [] };
  for (let run = 0; run < runs; run++)
    for (const contender of ['none', 'kiosk', 'buyButton'] as const)
      results[contender].push(await measure(browser, origin, contender));
  const summary = (list: Run[]) =>
    Object.fromEntries(
      (Object.keys(list[0] ?? {}) as Array<keyof Run>).map((key) => [
        key,
        spread(list.map((entry) => entry[key])),
      ]),
    ) as Record<keyof Run, Spread>;
  return {
    runs,
    none: summary(results.none),
    kiosk: summary(results.kiosk),
    buyButton: summary(results.buyButton),
  };
}

const ROWS: ReadonlyArray<[keyof Run, string, (value: number) => string]> = [
  ['jsBytesAtLoad', 'JS at load (gzip -9)', (value) => `${(value / 1024).toFixed(1)} KB`],
  ['jsBytesAtLine', 'JS once the line is in the cart', (value) => `${(value / 1024).toFixed(1)} KB`],
  ['tbtMs', 'total blocking time at load', (value) => `${Math.round(value)} ms`],
  ['scriptMs', 'script evaluation at load', (value) => `${Math.round(value)} ms`],
  ['heapBytes', 'JS heap after load', (value) => `${(value / 1024 / 1024).toFixed(1)} MB`],
  ['cls', 'cumulative layout shift', (value) => value.toFixed(3)],
  ['clickToLineMs', 'click → line in the cart', (value) => `${Math.round(value)} ms`],
];

export function renderBuyButton(comparison: BuyButtonComparison): string {
  const cell = (value: Spread, format: (value: number) => string) =>
    `${format(value.median)} (${format(value.min)}–${format(value.max)})`;
  const ratio = (key: keyof Run) => {
    const divisor = comparison.buyButton[key].median;
    return divisor ? (comparison.kiosk[key].median / divisor).toFixed(2) : '–';
  };
  return `
## Buy Button side by side

Kiosk's partner cart (\`cart-embed.js\`) and Shopify's Buy Button JS 3.0.6 on the same page text, the same
three products, the same Storefront emulator and the same https origin (Playwright routes both), ${comparison.runs}
interleaved runs, ${CPU_SLOWDOWN}× CPU, ${PHONE_VIEWPORT.width} px viewport; median (min–max). Ratio = Kiosk ÷ Buy Button.

| | page alone | Kiosk | Buy Button | ratio |
|---|---|---|---|---|
${ROWS.map(([key, label, format]) => `| ${label} | ${cell(comparison.none[key], format)} | ${cell(comparison.kiosk[key], format)} | ${cell(comparison.buyButton[key], format)} | ${ratio(key)} |`).join('\n')}

'Page alone' is the same page without either, the baseline for what each adds at load (its click → line
is empty: it has nothing to click).

Not like for like: Buy Button renders each product itself (one iframe per product, its own
\`node(id)\` query per product, its own CSS); Kiosk decorates the shop's server-rendered product boxes and
loads its drawer and Storefront client only on the first add, so Kiosk's click → line includes loading
that chunk, and Buy Button's load includes rendering the products.
`;
}

if (import.meta.url == pathToFileURL(process.argv[1] ?? '').href) {
  const app = createDemoApp({ distDir: fileURLToPath(new URL('../dist', import.meta.url)) });
  const server = listen({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const browser = await launchChromium();
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    console.log(
      renderBuyButton(await compareBuyButton(browser, origin, Number(process.env.BENCH_RUNS ?? 5))),
    );
  } finally {
    await browser.close();
    server.close();
  }
}
