/**
 * `npm run bench` (after `npm run build`): sizes, page impact and scale, written to bench/report.md
 * and bench/report.json. Figures are reported, not asserted; `npm test` enforces only size budgets.
 * Timings need a quiet machine: above a load average of 4 at the start, the run writes the sizes and
 * the byte columns only, and says why in the report's header.
 */
import { serve } from '@hono/node-server';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createDemoApp } from '../demo-host/app.ts';
import { PAGES } from '../demo-host/site.ts';
import { CPU_SLOWDOWN, launchChromium } from './browser.ts';
import { measureCartScenario } from './cart-scenario.ts';
import { compareBuyButton, renderBuyButton } from './buy-button.ts';
import { WIDGETS } from '../widgets/catalogue.ts';
import { fileOf, readManifest, runtimeSource } from './chunk-graph.ts';
import { measureLoad, type LoadMetrics } from './page-load.ts';
import { pageWidgets } from './page-widgets.ts';
import { islandsSection } from './islands.ts';
import { measureFirstInteraction } from './first-interaction.ts';
import { renderReport, renderSizes, type BenchReport } from './report.ts';
import { measureScale, scalePage } from './scale.ts';
import { measure, sum } from './sizes.ts';
import { spread } from './stats.ts';
import { widgetBenchSections } from './widget-sections.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Above this 1-minute load average the timings would measure the other processes, not Kiosk. */
const LOAD_LIMIT = 4;
const SCALE_COUNTS = [1, 10, 100];
const dist = fileURLToPath(new URL('../dist', import.meta.url));
// Each widget's scenario is `bench/<widget>.ts`; the page, scale, cart and buy-button runs are the house's.
const widgetSections = await widgetBenchSections();
if (process.argv.includes('--list')) {
  // `tsx bench/run.ts --list`: what a run would measure, without building, serving or measuring.
  console.log(`widget sections: ${widgetSections.map(({ name }) => `bench/${name}.ts`).join(', ')}`);
  console.log('house scenarios: demo pages, scale, cart, buy-button');
  process.exit(0);
}

const loadAtStart = loadavg()[0] ?? 0;
console.log(`load average at the start: ${loadAtStart.toFixed(2)} (timings need ≤ ${LOAD_LIMIT})`);
const app = createDemoApp({ distDir: dist });
app.get('/bench/scale/:count{[0-9]+}', (c) => c.html(scalePage(Number(c.req.param('count')))));
for (const { section } of widgetSections) section.serve?.(app);
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await launchChromium();

try {
  const manifest = readManifest(dist);
  const runtimeFile = fileOf(manifest, runtimeSource(manifest));
  const stubs = new Set(WIDGETS.map(({ name }) => `widgets/${name}.js`));
  const role = (file: string) =>
    file == runtimeFile
      ? 'runtime core (shared)'
      : file.startsWith('shared/styles-')
        ? 'base styles and tokens (shared)'
        : file.startsWith('shared/ui-')
          ? 'UI runtime (preact/compat, shared)'
          : file.startsWith('shared/storefront-')
            ? 'Storefront client and cart store (shared)'
            : file.startsWith('shared/')
              ? 'shared by widgets'
              : stubs.has(file)
                ? 'widget stub'
                : 'widget';
  const files = [
    { name: 'loader.js', role: 'entry', size: measure(`${dist}/loader.js`) },
    ...['shared', 'widgets'].flatMap((folder) =>
      readdirSync(`${dist}/${folder}`)
        .filter((file) => file.endsWith('.js'))
        .map((file) => `${folder}/${file}`)
        .map((file) => ({ name: file, role: role(file), size: measure(`${dist}/${file}`) })),
    ),
  ];

  const reportFile = new URL('./report.md', import.meta.url);
  // The e2e suites' robustness figures live in the same report; a bench run measures none of them.
  const previous = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '';
  const robustness = /\n## Robustness\n[\s\S]*$/.exec(previous)?.[0] ?? '';
  const core = measure(`${dist}/${runtimeFile}`).gzip;
  if (loadAtStart > LOAD_LIMIT) {
    const refused = [
      '# Kiosk bench report',
      '',
      `${new Date().toISOString()} · load average ${loadAtStart.toFixed(2)} at the start: above ${LOAD_LIMIT}, so this run wrote sizes and bytes only; every timing section waits for a run on a quiet machine (\`npm run bench\`).`,
      '',
      renderSizes(files),
      '',
      await islandsSection(app, dist, core, undefined, undefined),
    ].join('\n');
    writeFileSync(reportFile, refused + '\n' + robustness);
    console.log(refused);
    console.log(`load average at the end: ${(loadavg()[0] ?? 0).toFixed(2)}; timing sections not written`);
  } else {
    const pages: BenchReport['pages'] = [];
    for (const demoPage of PAGES.filter((entry) => !entry.strictCsp)) {
      const url = `${origin}${demoPage.path}`;
      const runs = { with: [] as LoadMetrics[], without: [] as LoadMetrics[] };
      const { initial } = pageWidgets(await (await app.request(demoPage.path)).text());
      for (let run = 0; run < RUNS; run++) {
        runs.without.push(await measureLoad(browser, `${url}?kiosk=off`, []));
        runs.with.push(await measureLoad(browser, url, initial));
      }
      const downloaded = [...new Set(runs.with.flatMap((entry) => entry.kioskFiles))];
      const metric = (key: Exclude<keyof LoadMetrics, 'kioskFiles'>) => ({
        without: spread(runs.without.map((entry) => entry[key])),
        with: spread(runs.with.map((entry) => entry[key])),
      });
      pages.push({
        path: demoPage.path,
        downloaded,
        downloadSize: sum(downloaded.map((file) => measure(`${dist}/${file}`))),
        lcpMs: metric('lcpMs'),
        cls: metric('cls'),
        tbtMs: metric('tbtMs'),
        scriptMs: metric('scriptMs'),
        heapBytes: metric('heapBytes'),
      });
      console.log(`measured ${demoPage.path}`);
    }

    const scale = [];
    for (const count of SCALE_COUNTS) {
      const totals = [];
      for (let run = 0; run < RUNS; run++) totals.push((await measureScale(browser, origin, count)).totalMs);
      scale.push({ count, totalMs: spread(totals) });
    }

    const cartRuns = [];
    for (let run = 0; run < RUNS; run++) cartRuns.push(await measureCartScenario(browser, origin));
    const cart = {
      firstAddMs: spread(cartRuns.map((entry) => entry.firstAddMs)),
      quantityChangeMs: spread(cartRuns.map((entry) => entry.quantityChangeMs)),
    };

    const buyButton = renderBuyButton(await compareBuyButton(browser, origin, RUNS));
    const loadAtEnd = loadavg()[0] ?? 0;
    console.log(`load average at the end: ${loadAtEnd.toFixed(2)}`);
    const report: BenchReport = {
      date: new Date().toISOString(),
      runs: RUNS,
      cpuSlowdown: CPU_SLOWDOWN,
      chromium: browser.version(),
      loadAverage: { start: loadAtStart, end: loadAtEnd },
      files,
      pages,
      scale,
      cart,
    };
    writeFileSync(new URL('./report.json', import.meta.url), JSON.stringify(report, null, 2) + '\n');
    // Each widget's scenario is its own section, in catalogue order, then the buy-button comparison,
    // before the robustness figures.
    const sections: string[] = [];
    for (const { section } of widgetSections)
      sections.push((await section.measure({ browser, origin, runs: RUNS, dist })).trim());
    sections.push(buyButton.trim());
    const interactions = await measureFirstInteraction(browser, origin, RUNS);
    sections.push(await islandsSection(app, dist, core, pages, interactions));
    writeFileSync(reportFile, [renderReport(report).trimEnd(), ...sections].join('\n\n') + '\n' + robustness);
    console.log([renderReport(report), ...sections].join('\n\n'));
  }
} finally {
  await browser.close();
  server.close();
}
