/**
 * The fuel search scenario (issue 15): on /tanken/ at 4× CPU and a phone's viewport, a 25 km search in
 * the densest city (Berlin, over 1,000 stations) renders, then re-sorts by distance and back by price.
 * Reports the times and every long task (> 50 ms); the bar is no long task over 50 ms.
 *
 * Run alone with `npx tsx bench/fuel-search.ts` (after `npm run build`), or within `npm run bench`.
 */
import { serve } from '@hono/node-server';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { createDemoApp } from '../demo-host/app.ts';
import { launchChromium, PHONE_VIEWPORT, slowPage } from './browser.ts';
import { filesFor, readManifest, widgetSource } from './chunk-graph.ts';
import { formatBytes, measure, sum } from './sizes.ts';
import { spread, type Spread } from './stats.ts';

interface Run {
  stations: number;
  searchMs: number;
  resortMs: number;
  /** Long tasks (> 50 ms) from the click on 'Spritpreise vergleichen' to the re-sorted list. */
  longTasks: number[];
}

interface TaskWindow {
  __tasks: number[];
}

const longTasks = (page: Page) => page.evaluate(() => (window as unknown as TaskWindow).__tasks.splice(0));
const firstDistance = (page: Page) =>
  page.locator('.kiosk-fuel-station__meta > span:first-child').first().textContent();

async function oneRun(browser: Browser, origin: string): Promise<Run> {
  const { context, page } = await slowPage(browser, { viewport: PHONE_VIEWPORT });
  try {
    await page.addInitScript(() => {
      const w = window as unknown as TaskWindow;
      w.__tasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__tasks.push(Math.round(entry.duration));
      }).observe({ type: 'longtask' });
    });
    await page.goto(`${origin}/tanken/`);
    const widget = page.locator('[data-widget="fuel-search"][data-kiosk="mounted"]');
    await widget.getByRole('combobox', { name: 'Ort oder PLZ' }).fill('10178');
    await widget.getByRole('option', { name: '10178 Berlin' }).click();
    await widget.getByLabel('Umkreis', { exact: true }).selectOption('25');
    await page.waitForTimeout(500);
    await longTasks(page);

    const started = Date.now();
    await widget.getByRole('button', { name: 'Spritpreise vergleichen' }).first().click();
    const summary = widget.locator('.kiosk-fuel-results__summary');
    await summary.filter({ hasText: 'im Umkreis von 25 km' }).waitFor();
    const searchMs = Date.now() - started;
    const stations = Number((await summary.textContent())?.match(/^[\d.]+/)?.[0]?.replace('.', ''));

    const byPrice = await firstDistance(page);
    const resorted = Date.now();
    await widget.getByRole('radio', { name: 'Entfernung' }).check();
    await page.waitForFunction(
      (before) =>
        document.querySelector('.kiosk-fuel-station__meta > span:first-child')?.textContent != before,
      byPrice,
    );
    await widget.getByRole('radio', { name: 'Preis' }).check();
    await page.waitForFunction(
      (before) =>
        document.querySelector('.kiosk-fuel-station__meta > span:first-child')?.textContent == before,
      byPrice,
    );
    const resortMs = (Date.now() - resorted) / 2;
    await page.waitForTimeout(300);
    return { stations, searchMs, resortMs, longTasks: await longTasks(page) };
  } finally {
    await context.close();
  }
}

export interface FuelSearchFigures {
  stations: number;
  searchMs: Spread;
  resortMs: Spread;
  longestTaskMs: number;
  longTasks: number;
  body: { min: number; gzip: number };
  withShared: { min: number; gzip: number };
}

export async function measureFuelSearch(
  browser: Browser,
  origin: string,
  runs: number,
  dist: string,
): Promise<FuelSearchFigures> {
  const results: Run[] = [];
  for (let run = 0; run < runs; run++) results.push(await oneRun(browser, origin));
  const manifest = readManifest(dist);
  const source = widgetSource(manifest, 'fuel-search');
  const files = filesFor(manifest, [source]);
  const tasks = results.flatMap((run) => run.longTasks);
  return {
    stations: results[0]?.stations ?? 0,
    searchMs: spread(results.map((run) => run.searchMs)),
    resortMs: spread(results.map((run) => run.resortMs)),
    longestTaskMs: Math.max(0, ...tasks),
    longTasks: tasks.length,
    body: measure(`${dist}/${files[0] ?? ''}`),
    withShared: sum(files.map((file) => measure(`${dist}/${file}`))),
  };
}

export function renderFuelSearch(figures: FuelSearchFigures, runs: number): string {
  const ms = (value: Spread) =>
    `${Math.round(value.median)} ms (${Math.round(value.min)}–${Math.round(value.max)})`;
  return `## Fuel search (issue 15)

A 25 km search around 10178 Berlin on \`/tanken/\` (${figures.stations.toLocaleString('en-US')} stations), CPU 4× slower, 412 px phone, ${runs} runs, median (min–max):

| | |
| --- | --- |
| widget body \`widgets/fuel-search-…\` | ${formatBytes(figures.body.min)} min, ${formatBytes(figures.body.gzip)} gzip |
| with the kit and UI chunks it imports | ${formatBytes(figures.withShared.min)} min, ${formatBytes(figures.withShared.gzip)} gzip |
| click → ${figures.stations.toLocaleString('en-US')} stations answered and rendered | ${ms(figures.searchMs)} |
| re-sort (price ⇄ distance) | ${ms(figures.resortMs)} |
| long tasks over 50 ms, all runs | ${figures.longTasks} (longest ${figures.longestTaskMs} ms) |
`;
}

/** Puts the section into bench/report.md, replacing an older one, before the robustness figures. */
export function writeFuelSearchSection(reportFile: URL, section: string) {
  const report = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '';
  const without = report.replace(/\n## Fuel search \(issue 15\)\n[\s\S]*?(?=\n## |$)/, '');
  const at = without.search(/\n## Robustness\n/);
  const next =
    at < 0 ? `${without.trimEnd()}\n\n${section}` : `${without.slice(0, at)}\n${section}${without.slice(at)}`;
  writeFileSync(reportFile, next);
}

if (import.meta.url == `file://${process.argv[1]}`) {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const server = serve({ fetch: createDemoApp({ distDir: dist }).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const browser = await launchChromium();
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const section = renderFuelSearch(await measureFuelSearch(browser, origin, runs, dist), runs);
    writeFuelSearchSection(new URL('./report.md', import.meta.url), section);
    console.log(section);
  } finally {
    await browser.close();
    server.close();
  }
}
