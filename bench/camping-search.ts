/**
 * The camping search scenario (issue 28): on /camping/, with every pitch of the seed loaded (an area
 * over all of Europe), the map is dragged, wheel-zoomed and zoomed with '+' / '−' at 4× CPU; the
 * issue's bar is no long task over 50 ms. Then the page's layout shift while the widget mounts, the
 * results answer and their images arrive, at 375 and 1280 px; the bar is CLS 0.000.
 *
 * Run alone with `npx tsx bench/camping-search.ts` (after `npm run build`), or within `npm run bench`.
 */
import type { BenchSection } from './widget-sections.ts';
import { serve } from '@hono/node-server';
import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { createDemoApp } from '../demo-host/app.ts';
import { launchChromium, slowPage } from './browser.ts';
import { filesFor, readManifest, widgetSource } from './chunk-graph.ts';
import { writeReportSection } from './report.ts';
import { formatBytes, measure, sum } from './sizes.ts';

/** Every region of the seed, from the Costa Brava to Rügen. */
const ALL_PITCHES = '?ort=Europa&gebiet=-6,40,25,58';
const BUESUM = '?ort=B%C3%BCsum+%2825761%29&gebiet=8.6349,53.9988,9.0955,54.2686&nahe=54.1337,8.8652';

interface ProbeWindow {
  __tasks: number[];
  __shift: number;
  __shifts: Shift[];
}

interface Shift {
  value: number;
  at: number;
  sources: string[];
  moves: string[];
}

/** Long tasks and layout shifts from the page's start; a shift names the nodes that moved. */
async function probe(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as ProbeWindow;
    w.__tasks = [];
    w.__shift = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__tasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: Array<{
            node?: Node | null;
            previousRect: DOMRectReadOnly;
            currentRect: DOMRectReadOnly;
          }>;
        }
      >) {
        if (entry.hadRecentInput) continue;
        w.__shift += entry.value;
        w.__shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map(({ node }) =>
            node instanceof Element
              ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`
              : String(node?.nodeName),
          ),
          moves: (entry.sources ?? []).map(
            ({ previousRect: was, currentRect: now }) =>
              `${Math.round(was.x)},${Math.round(was.y)} ${Math.round(was.width)}×${Math.round(was.height)} → ${Math.round(now.x)},${Math.round(now.y)} ${Math.round(now.width)}×${Math.round(now.height)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const longTasks = (page: Page) => page.evaluate(() => (window as unknown as ProbeWindow).__tasks.splice(0));

interface PanRun {
  pitches: number;
  tasks: number[];
}

async function panRun(browser: Browser, origin: string): Promise<PanRun> {
  const { context, page } = await slowPage(browser, { viewport: { width: 1280, height: 900 } });
  try {
    await probe(page);
    await page.goto(`${origin}/camping/${ALL_PITCHES}`);
    const widget = page.locator('[data-widget="camping-search"][data-kiosk="mounted"]');
    const count = widget.locator('.kiosk-camping-list__title');
    await count.waitFor();
    await page.waitForFunction(() =>
      /^[\d.]+ Stellpl/.test(document.querySelector('.kiosk-camping-list__title')?.textContent ?? ''),
    );
    const pitches = Number((await count.textContent())?.replace(/\D/g, ''));
    const surface = widget.getByRole('application', { name: 'Karte' });
    await surface.scrollIntoViewIfNeeded();
    await widget.locator('.kiosk-camping-map__land').first().waitFor({ state: 'attached' });
    await page.waitForTimeout(1_000);
    await longTasks(page);

    const box = (await surface.boundingBox()) ?? { x: 0, y: 0, width: 600, height: 500 };
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    // A drag of 30 moves, as a reader's hand makes them.
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    for (let step = 1; step <= 30; step++) await page.mouse.move(centre.x + step * 6, centre.y + step * 3);
    await page.mouse.up();
    // Wheel zoom in and out (each notch a new cluster zoom now and then).
    for (const delta of [-240, -240, -240, -240, 240, 240, 240, 240]) await page.mouse.wheel(0, delta);
    // The buttons are clicked where they are, so the driver's own element checks add no long task.
    const at = async (name: string) => {
      const button = (await widget.getByRole('button', { name }).boundingBox()) ?? box;
      return () => page.mouse.click(button.x + button.width / 2, button.y + button.height / 2);
    };
    const zoomIn = await at('Hineinzoomen');
    const zoomOut = await at('Herauszoomen');
    await longTasks(page);
    for (let click = 0; click < 3; click++) await zoomIn();
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    for (let step = 1; step <= 30; step++) await page.mouse.move(centre.x - step * 6, centre.y - step * 2);
    await page.mouse.up();
    for (let click = 0; click < 3; click++) await zoomOut();
    await page.waitForTimeout(1_000);
    return { pitches, tasks: await longTasks(page) };
  } finally {
    await context.close();
  }
}

interface ShiftRun {
  width: number;
  cls: number;
  shifts: Shift[];
}

/** The page loads with a search in its URL; the widget mounts, answers and images arrive. */
async function shiftRun(browser: Browser, origin: string, width: number): Promise<ShiftRun> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  try {
    await probe(page);
    await page.goto(`${origin}/camping/${BUESUM}`);
    await page.waitForFunction(() =>
      /^[\d.]+ Stellpl/.test(document.querySelector('.kiosk-camping-list__title')?.textContent ?? ''),
    );
    // The images near the viewport (the others load lazily) and the map's outline.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    const { __shift, __shifts } = await page.evaluate(() => {
      const { __shift, __shifts } = window as unknown as ProbeWindow;
      return { __shift, __shifts };
    });
    return { width, cls: __shift, shifts: __shifts };
  } finally {
    await context.close();
  }
}

export interface CampingSearchFigures {
  pitches: number;
  longTasks: number[];
  shifts: ShiftRun[];
  body: { min: number; gzip: number };
  outline: { min: number; gzip: number };
}

export async function measureCampingSearch(
  browser: Browser,
  origin: string,
  runs: number,
  dist: string,
): Promise<CampingSearchFigures> {
  const pans: PanRun[] = [];
  for (let run = 0; run < runs; run++) pans.push(await panRun(browser, origin));
  const shifts: ShiftRun[] = [];
  for (const width of [375, 1280]) shifts.push(await shiftRun(browser, origin, width));
  const manifest = readManifest(dist);
  const files = filesFor(manifest, [widgetSource(manifest, 'camping-search')]);
  const outline = readdirSync(`${dist}/assets`).find((file) => file.startsWith('camping-outline-'));
  return {
    pitches: pans[0]?.pitches ?? 0,
    longTasks: pans.flatMap((run) => run.tasks),
    shifts,
    body: sum(files.filter((file) => file.startsWith('widgets/')).map((file) => measure(`${dist}/${file}`))),
    outline: outline ? measure(`${dist}/assets/${outline}`) : { min: 0, gzip: 0 },
  };
}

export function renderCampingSearch(figures: CampingSearchFigures, runs: number): string {
  const longest = Math.max(0, ...figures.longTasks);
  const shiftRows = figures.shifts
    .map(
      ({ width, cls, shifts }) =>
        `| CLS at ${width} px, from load to the last image | ${cls.toFixed(3)}${
          shifts.length ? ` (${shifts.map((shift) => shift.sources.join(' + ')).join('; ')})` : ''
        } |`,
    )
    .join('\n');
  return `## Camping search (issue 28)

On \`/camping/\` with all ${figures.pitches.toLocaleString('en-US')} pitches loaded, 1280 px, CPU 4× slower: two drags of 30 moves, eight wheel notches, three '+' and three '−'; ${runs} runs; load average of the machine while measuring: ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores:

| | |
| --- | --- |
| widget chunks \`widgets/camping-search-…\` | ${formatBytes(figures.body.min)} min, ${formatBytes(figures.body.gzip)} gzip |
| the outline file | ${formatBytes(figures.outline.min)} min, ${formatBytes(figures.outline.gzip)} gzip |
| long tasks over 50 ms while panning and zooming, all runs | ${figures.longTasks.length}${figures.longTasks.length ? ` (longest ${longest} ms)` : ''} |
${shiftRows}
`;
}

/** The camping search scenario in `npm run bench` (bench/widget-sections.ts). */
export const section: BenchSection = {
  measure: async ({ browser, origin, runs, dist }) =>
    renderCampingSearch(await measureCampingSearch(browser, origin, runs, dist), runs),
};

if (import.meta.url == `file://${process.argv[1]}`) {
  // BENCH_DIST: another build to compare with; BENCH_DRY: print only, leave the report alone.
  const dist = process.env.BENCH_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const server = serve({ fetch: createDemoApp({ distDir: dist }).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const browser = await launchChromium();
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const figures = await measureCampingSearch(browser, origin, runs, dist);
    const section = renderCampingSearch(figures, runs);
    if (!process.env.BENCH_DRY)
      writeReportSection(new URL('./report.md', import.meta.url), 'Camping search (issue 28)', section);
    console.log(section);
    console.log(JSON.stringify({ longTasks: figures.longTasks, shifts: figures.shifts }, null, 1));
  } finally {
    await browser.close();
    server.close();
  }
}
