/**
 * Issue 13: what the store-price decorator costs an article with 2,000 store links, at 4× CPU on a
 * phone viewport. The bench serves the article and its own price endpoint (every URL has a price, so
 * every looked-up link is decorated and its reflow counts in CLS). Run alone: `tsx bench/store-price.ts`
 * after `npm run build`; `npm run bench` includes it.
 */
import type { BenchSection } from './widget-sections.ts';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { createDemoApp } from '../demo-host/app.ts';
import { launchChromium, PHONE_VIEWPORT, slowPage } from './browser.ts';
import { fileOf, readManifest, widgetSource } from './chunk-graph.ts';
import { formatBytes, measure, type Size } from './sizes.ts';

const LINKS = 2000;
/** Every fourth link repeats an earlier URL: the page asks each URL once. */
const DISTINCT_URLS = 1500;
/** A reader's pace: screens scrolled after the first, each read for this long. */
const SCREENS = 8;
const READ_MS = 2000;

const paragraph = (index: number) => {
  const links = [0, 1, 2, 3].map((offset) => {
    const n = (index * 4 + offset) % DISTINCT_URLS;
    return `<a href="https://kauf.link/p${n.toString(36)}">Produkt ${n}</a>`;
  });
  return `<p>Im Test überzeugte ${links[0]} vor ${links[1]}; wer sparen will, greift zu ${links[2]} oder ${links[3]}.</p>`;
};

/** The 2,000-link article, as a CMS renders it; `?kiosk=off` without the loader, as the baseline. */
export function storePricePage(withKiosk: boolean): string {
  const config = {
    project: 'ams',
    apiHost: '/api',
    storePrice: { apiBase: '/bench/store-price', store: 'kaufhaus', shortLinkHost: 'kauf.link' },
  };
  const body = Array.from({ length: LINKS / 4 }, (_, index) => paragraph(index)).join('\n');
  return `<!doctype html><html lang="de"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>2.000 Shop-Links</title>
<script type="application/json" id="kiosk-config">${JSON.stringify(config)}</script>
${withKiosk ? '<script type="module" src="/kiosk/loader.js" async></script>' : ''}</head>
<body style="font: 18px/1.6 Georgia, serif; max-width: 40rem; margin: 0 auto; padding: 1rem">
<h1>Kaufberatung mit 2.000 Shop-Links</h1><article data-widget="store-price">${body}</article></body></html>`;
}

/** The bench's routes: the article and a price for every URL. */
export function serveStorePriceBench(app: Hono) {
  app.get('/bench/store-price/', (c) => c.html(storePricePage(c.req.query('kiosk') != 'off')));
  app.get('/bench/store-price/kaufhaus/price', (c) => c.json({ price: 19.99, priceHuman: '19,99' }));
}

interface ProbeWindow {
  __probe: {
    scanStart: number;
    scanEnd: number;
    watched: number;
    layoutReads: number;
    /** Every shift, summed. */
    shifts: number;
    /** Core Web Vitals CLS: the largest session window (gaps under 1 s, at most 5 s long). */
    cls: number;
    longTasks: number[];
  };
}

/**
 * Installed before the page's scripts. The scan runs from the decorator's `querySelectorAll('a[href]')`
 * to its MutationObserver's `observe`; a layout read (getBoundingClientRect, offset*, client*,
 * getComputedStyle …) counts as forced when the decorator's chunk is on the stack.
 */
function installProbe() {
  const probe: ProbeWindow['__probe'] = {
    scanStart: 0,
    scanEnd: 0,
    watched: 0,
    layoutReads: 0,
    shifts: 0,
    cls: 0,
    longTasks: [],
  };
  let session = { start: -Infinity, last: -Infinity, value: 0 };
  (window as unknown as ProbeWindow).__probe = probe;
  const fromWidget = () => /widgets\/store-price-/.test(new Error().stack ?? '');
  const select = Element.prototype.querySelectorAll;
  Element.prototype.querySelectorAll = function (this: Element, selector: string) {
    if (selector == 'a[href]' && this.matches('[data-widget="store-price"]') && !probe.scanStart)
      probe.scanStart = performance.now();
    return select.call(this, selector);
  } as typeof select;
  const observeMutations = MutationObserver.prototype.observe;
  MutationObserver.prototype.observe = function (this: MutationObserver, ...args) {
    if (probe.scanStart && !probe.scanEnd && fromWidget()) probe.scanEnd = performance.now();
    return observeMutations.apply(this, args);
  };
  const observe = IntersectionObserver.prototype.observe;
  IntersectionObserver.prototype.observe = function (this: IntersectionObserver, target: Element) {
    // No stack here: 2,000 stack traces would be the scan's cost, not the widget's.
    if (probe.scanStart && !probe.scanEnd) probe.watched++;
    return observe.call(this, target);
  };
  const count = <T extends object>(owner: T, key: string) => {
    const descriptor = Object.getOwnPropertyDescriptor(owner, key);
    if (!descriptor) return;
    const wrap = <F extends (...args: never[]) => unknown>(original: F) =>
      function (this: unknown, ...args: Parameters<F>) {
        if (fromWidget()) probe.layoutReads++;
        return original.apply(this, args);
      };
    if (descriptor.get) Object.defineProperty(owner, key, { ...descriptor, get: wrap(descriptor.get) });
    else if (typeof descriptor.value == 'function')
      Object.defineProperty(owner, key, { ...descriptor, value: wrap(descriptor.value as () => unknown) });
  };
  for (const key of ['getBoundingClientRect', 'getClientRects', 'clientWidth', 'clientHeight', 'scrollTop'])
    count(Element.prototype, key);
  for (const key of ['offsetTop', 'offsetLeft', 'offsetWidth', 'offsetHeight', 'innerText'])
    count(HTMLElement.prototype, key);
  count(window, 'getComputedStyle');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean }
    >)
      if (!entry.hadRecentInput) {
        probe.shifts += entry.value;
        if (entry.startTime - session.last > 1000 || entry.startTime - session.start > 5000)
          session = { start: entry.startTime, last: entry.startTime, value: 0 };
        session.last = entry.startTime;
        session.value += entry.value;
        probe.cls = Math.max(probe.cls, session.value);
      }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/** What one visit cost; `baseline` is the same visit without Kiosk. */
interface Visit {
  probe: ProbeWindow['__probe'];
  requests: number;
  decorated: number;
}

export interface StorePriceFigures {
  links: number;
  with: Visit;
  baseline: Visit;
}

/** Loads the article, reads the first screen, then scrolls {@link SCREENS} screens at a reader's pace. */
async function visit(browser: Browser, url: string, withKiosk: boolean): Promise<Visit> {
  const { context, page } = await slowPage(browser, { viewport: PHONE_VIEWPORT });
  // tsx compiles with keepNames: the probe's inner functions call esbuild's `__name`, which the page lacks.
  await page.addInitScript('globalThis.__name = (target) => target');
  await page.addInitScript(installProbe);
  let requests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/bench/store-price/kaufhaus/price')) requests++;
  });
  await page.goto(url, { waitUntil: 'load' });
  if (withKiosk) await page.waitForSelector('[data-widget="store-price"][data-kiosk]', { timeout: 30_000 });
  await page.waitForTimeout(READ_MS);
  for (let screen = 0; screen < SCREENS; screen++) {
    await page.mouse.wheel(0, PHONE_VIEWPORT.height * 0.8);
    await page.waitForTimeout(READ_MS);
  }
  // The last screen's answers, still on their way when the reader stops, are counted too.
  await page.waitForTimeout(1000);
  const probe = await page.evaluate(() => (window as unknown as ProbeWindow).__probe);
  const decorated = await page.locator('a[data-kiosk-price="done"]').count();
  await context.close();
  return { probe, requests, decorated };
}

export async function measureStorePrice(browser: Browser, origin: string): Promise<StorePriceFigures> {
  const url = `${origin}/bench/store-price/`;
  return {
    links: LINKS,
    with: await visit(browser, url, true),
    baseline: await visit(browser, `${url}?kiosk=off`, false),
  };
}

/** The report's section for issue 13. */
export function renderStorePrice({ links, with: measured, baseline }: StorePriceFigures, body: Size): string {
  const { probe } = measured;
  const tasks = ({ probe: { longTasks } }: Visit) =>
    `${longTasks.length} (longest ${Math.max(0, ...longTasks).toFixed(0)} ms)`;
  const row = (name: string, value: string) => `| ${name} | ${value} |`;
  return [
    '## store-price on a 2,000-link article',
    '',
    `One visit at 4× CPU on a ${PHONE_VIEWPORT.width}×${PHONE_VIEWPORT.height} viewport: the first screen read ` +
      `for ${READ_MS / 1000} s, then ${SCREENS} screens scrolled, each read for ${READ_MS / 1000} s; ` +
      `${links} links, ${DISTINCT_URLS} distinct URLs. Without Kiosk: the same page and visit without the loader.`,
    '',
    '| figure | value |',
    '| --- | --- |',
    row('widget body', `${formatBytes(body.gzip)} gzip (${formatBytes(body.min)} min)`),
    row('store links on the page / watched', `${links} / ${probe.watched}`),
    row('scan (find and watch every link)', `${(probe.scanEnd - probe.scanStart).toFixed(1)} ms`),
    row('price requests / links decorated', `${measured.requests} / ${measured.decorated}`),
    row('long tasks with Kiosk / without', `${tasks(measured)} / ${tasks(baseline)}`),
    row('forced layouts by the widget', String(probe.layoutReads)),
    row(
      'CLS (largest session window) with Kiosk / without',
      `${probe.cls.toFixed(3)} / ${baseline.probe.cls.toFixed(3)}`,
    ),
    row(
      'all layout shifts of the visit, summed',
      `${probe.shifts.toFixed(3)} / ${baseline.probe.shifts.toFixed(3)}`,
    ),
    '',
  ].join('\n');
}

/** Measures and renders the section; `dist` holds the build whose widget body is weighed. */
export async function storePriceReport(browser: Browser, origin: string, dist: string): Promise<string> {
  const manifest = readManifest(dist);
  const body = measure(`${dist}/${fileOf(manifest, widgetSource(manifest, 'store-price'))}`);
  return renderStorePrice(await measureStorePrice(browser, origin), body);
}

/** The store price scenario in `npm run bench` (bench/widget-sections.ts). */
export const section: BenchSection = {
  serve: serveStorePriceBench,
  measure: ({ browser, origin, dist }) => storePriceReport(browser, origin, dist),
};

// `tsx bench/store-price.ts` (after `npm run build`): this scenario alone, printed, nothing written.
if (process.argv[1] && fileURLToPath(import.meta.url) == resolve(process.argv[1])) {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  const app = createDemoApp({ distDir: dist });
  serveStorePriceBench(app);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((done) => server.once('listening', done));
  const browser = await launchChromium();
  try {
    console.log(
      await storePriceReport(browser, `http://127.0.0.1:${(server.address() as AddressInfo).port}`, dist),
    );
  } finally {
    await browser.close();
    server.close();
  }
}
