import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { ANCHORS } from './anchors.ts';
import type { Size } from './sizes.ts';
import type { Spread } from './stats.ts';

type Compared = { without: Spread; with: Spread };

export interface BenchReport {
  date: string;
  runs: number;
  cpuSlowdown: number;
  chromium: string;
  /** The machine's 1-minute load average when the run started and ended (timings need a quiet machine). */
  loadAverage: { start: number; end: number };
  files: Array<{ name: string; role: string; size: Size }>;
  pages: Array<{
    path: string;
    downloaded: string[];
    downloadSize: Size;
    lcpMs: Compared;
    cls: Compared;
    tbtMs: Compared;
    scriptMs: Compared;
    heapBytes: Compared;
  }>;
  scale: Array<{ count: number; totalMs: Spread }>;
  cart: { firstAddMs: Spread; quantityChangeMs: Spread };
}

const bytes = (value: number) => `${Math.round(value).toLocaleString('en-US')} B`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const kb = (value: number) => `${(value / 1024).toFixed(0)} KB`;
const cls = (value: number) => value.toFixed(3);

const cell = (value: Spread, format: (value: number) => string) =>
  `${format(value.median)} (${format(value.min)}–${format(value.max)})`;
const delta = (value: Compared, format: (value: number) => string) => {
  const difference = value.with.median - value.without.median;
  return `${difference >= 0 ? '+' : '−'}${format(Math.abs(difference))}`;
};

/** The sizes of every shipped file with its role, and the anchors for scale. */
export function renderSizes(files: BenchReport['files']): string {
  return [
    '## Sizes',
    '',
    '| file | role | min | gzip | brotli |',
    '| --- | --- | ---: | ---: | ---: |',
    ...files.map(
      (file) => `| ${file.name} | ${file.role} | ${bytes(file.size.min)} | ${bytes(file.size.gzip)} | ${bytes(file.size.brotli)} |`,
    ),
    '',
    'For scale (gzip): ' + ANCHORS.map((anchor) => `${anchor.name} ${bytes(anchor.gzip)}${anchor.note ? ` ${anchor.note}` : ''}`).join(' · ') + '.',
  ].join('\n');
}

/** The report a person reads: bench/report.md. */
export function renderReport(report: BenchReport): string {
  // The mount time of a page with one mount point, which each larger page's 'each one more' starts from.
  const one = report.scale.find((entry) => entry.count == 1)?.totalMs.median;
  const lines = [
    '# Kiosk bench report',
    '',
    `${report.date} · Chromium ${report.chromium} · CPU slowed ${report.cpuSlowdown}× · ${report.runs} runs each, median (min–max) · load average ${report.loadAverage.start.toFixed(2)} at the start, ${report.loadAverage.end.toFixed(2)} at the end · reproduce with \`npm run bench\``,
    '',
    renderSizes(report.files),
    '',
    '## What each demo page downloads (from Chromium’s network log)',
    '',
    '| page | Kiosk files | min | gzip | brotli |',
    '| --- | --- | ---: | ---: | ---: |',
    ...report.pages.map(
      (page) =>
        `| ${page.path} | ${page.downloaded.join(', ')} | ${bytes(page.downloadSize.min)} | ${bytes(page.downloadSize.gzip)} | ${bytes(page.downloadSize.brotli)} |`,
    ),
    '',
    '## Page impact: the same page without and with Kiosk',
    '',
    '| page | metric | without Kiosk | with Kiosk | Δ median |',
    '| --- | --- | ---: | ---: | ---: |',
    ...report.pages.flatMap((page) => [
      `| ${page.path} | LCP | ${cell(page.lcpMs.without, ms)} | ${cell(page.lcpMs.with, ms)} | ${delta(page.lcpMs, ms)} |`,
      `| | CLS | ${cell(page.cls.without, cls)} | ${cell(page.cls.with, cls)} | ${delta(page.cls, cls)} |`,
      `| | total blocking time | ${cell(page.tbtMs.without, ms)} | ${cell(page.tbtMs.with, ms)} | ${delta(page.tbtMs, ms)} |`,
      `| | script evaluation | ${cell(page.scriptMs.without, ms)} | ${cell(page.scriptMs.with, ms)} | ${delta(page.scriptMs, ms)} |`,
      `| | JS heap after load | ${cell(page.heapBytes.without, kb)} | ${cell(page.heapBytes.with, kb)} | ${delta(page.heapBytes, kb)} |`,
    ]),
    '',
    '## Scale: loader scan and mount time by number of mount points',
    '',
    'From the loader script arriving to the last eager mount point mounted. "Per mount point" divides the',
    "total, the loader's chain of first chunks (loader, stub, core, body, kit) included; \"each one more\"",
    'is what a mount point adds to the page with one: (total − total of 1) ÷ (count − 1).',
    '',
    '| mount points | total | per mount point | each one more |',
    '| ---: | ---: | ---: | ---: |',
    ...report.scale.map((row) => {
      const more = row.count > 1 && one !== undefined ? ms((row.totalMs.median - one) / (row.count - 1)) : '–';
      return `| ${row.count} | ${cell(row.totalMs, ms)} | ${ms(row.totalMs.median / row.count)} | ${more} |`;
    }),
    '',
    '## Scenario: cart updates on the article page',
    '',
    '| step | time |',
    '| --- | ---: |',
    `| first add: click → line in the drawer (loads the drawer, creates the cart) | ${cell(report.cart.firstAddMs, ms)} |`,
    `| quantity change → confirmed total (250 ms debounce, request, render) | ${cell(report.cart.quantityChangeMs, ms)} |`,
    '',
    'Fuel results and store links are measured when those widgets land.',
    '',
  ];
  return lines.join('\n');
}

/**
 * Puts one widget's section (a standalone bench run) into bench/report.md, replacing an older section
 * with the same `heading`, before the robustness figures.
 */
export function writeReportSection(reportFile: URL, heading: string, section: string) {
  const report = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '';
  const old = new RegExp(`\\n## ${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n[\\s\\S]*?(?=\\n## |$)`);
  const without = report.replace(old, '');
  const at = without.search(/\n## Robustness\n/);
  const next =
    at < 0 ? `${without.trimEnd()}\n\n${section}` : `${without.slice(0, at)}\n${section}${without.slice(at)}`;
  writeFileSync(reportFile, next);
}
