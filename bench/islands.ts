import type { Hono } from 'hono';
import { readManifest } from './chunk-graph.ts';
import { filesAtLoad } from './page-bytes.ts';
import { renderFirstInteraction, type FirstInteraction } from './first-interaction.ts';
import type { BenchReport } from './report.ts';
import { measure, sum } from './sizes.ts';

/**
 * Kiosk gzip bytes at load per demo page before issue 22 (the build of commit 89c41a5, measured the way
 * `filesAtLoad` measures, on 2026-11-24). The bytes are deterministic; the timings before the issue are
 * those bench/report.md gave when the issue was filed (script evaluation 65–178 ms, TBT 0–56 ms added
 * at load, 4× CPU), since that build can no longer be measured beside this one on the same machine.
 */
const BEFORE: Readonly<Record<string, number>> = {
  '/abo/': 34796,
  '/anmelden/': 34796,
  '/auto/': 36498,
  '/auto/kaufberatung/': 37086,
  '/auto/paywall/elektro-kombi/': 40823,
  '/auto/paywall/gebrauchtwagen/': 40823,
  '/auto/paywall/hybrid-diesel/': 40823,
  '/auto/paywall/premium/': 40823,
  '/auto/paywall/winterreifen/': 40823,
  '/auto/vergleich/': 34922,
  '/auto/vw-golf/': 34920,
  '/ereignisse/': 34796,
  '/lesefortschritt/': 36556,
  '/motorrad/': 36498,
  '/motorrad/bmw-r-1300-gs/': 34920,
  '/motorrad/vergleich/': 34922,
  '/nachrichten/': 34924,
  '/paywall/': 34796,
  '/radtouren/': 34922,
  '/tanken/': 34918,
};
const BEFORE_CORE = 8610;

const bytes = (value: number) => `${Math.round(value).toLocaleString('en-US')} B`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

/**
 * The before/after of issue 22 (no UI framework on the article page until the reader acts): Kiosk bytes
 * at load per demo page, and, when the run measured timings, the script evaluation and TBT Kiosk adds.
 */
export async function islandsSection(
  app: Hono,
  dist: string,
  core: number,
  timings: BenchReport['pages'] | undefined,
  interactions: readonly FirstInteraction[] | undefined,
): Promise<string> {
  const manifest = readManifest(dist);
  const rows: string[] = [];
  for (const [path, before] of Object.entries(BEFORE)) {
    const after = sum(
      filesAtLoad(manifest, await (await app.request(path)).text()).map((file) => measure(`${dist}/${file}`)),
    ).gzip;
    const page = timings?.find((entry) => entry.path == path);
    const added = (key: 'scriptMs' | 'tbtMs') =>
      page ? ms(page[key].with.median - page[key].without.median) : 'not measured';
    rows.push(`| ${path} | ${bytes(before)} | ${bytes(after)} | ${added('scriptMs')} | ${added('tbtMs')} |`);
  }
  return [
    '## Issue 22: before and after (no UI framework until the reader acts)',
    '',
    `Core chunk: ${bytes(BEFORE_CORE)} before, ${bytes(core)} now (gzip). Goals: \`/auto/\` ≤ 15,000 B at load, core ≤ 6,500 B, script evaluation added at load ≤ 20 ms, TBT 0.`,
    'Before: the build of 89c41a5; its script evaluation added at load was 65–178 ms and its TBT 0–56 ms per page (bench of 2026-11-24).',
    '',
    '| page | Kiosk at load before (gzip) | after (gzip) | script evaluation added, after | TBT added, after |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    '### First interaction → panel or popover painted (INP), `/auto/`, cold cache, phone, 4× CPU',
    '',
    'Goals: ≤ 100 ms prefetched (hovered first, then clicked), ≤ 200 ms not (focused and Enter straight away).',
    '',
    ...renderFirstInteraction(interactions),
  ].join('\n');
}
