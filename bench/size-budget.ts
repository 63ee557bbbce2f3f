/**
 * Size budgets, checked by `npm test` after the build. Prints every figure; fails when a budget is
 * exceeded or the bundle leaks `process.env` (a dev-only branch that survived minification).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PAGES } from '../demo-host/site.ts';
import { filesFor, readManifest, runtimeSource, widgetsIn } from './chunk-graph.ts';
import { formatBytes, measure, sum, type Size } from './sizes.ts';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const pagesDir = fileURLToPath(new URL('../demo-host/pages', import.meta.url));
const manifest = readManifest(dist);

interface Budget {
  name: string;
  files: string[];
  maxGzip: number;
}

const KB = 1024;
const sizeOf = (files: string[]) => sum(files.map((file) => measure(`${dist}/${file}`)));

const runtime = runtimeSource(manifest);
const articlePage = PAGES.find((page) => page.path == '/auto/');
if (!articlePage) throw new Error('the demo site has no article page at /auto/');
const articleWidgets = widgetsIn(readFileSync(`${pagesDir}/${articlePage.body}`, 'utf8'));
const articleFiles = filesFor(manifest, [
  'loader/index.ts',
  runtime,
  ...articleWidgets.map((name) => `widgets/${name}/index.tsx`),
]);

const budgets: Budget[] = [
  { name: 'loader.js', files: ['loader.js'], maxGzip: 1500 },
  { name: 'runtime core chunk', files: filesFor(manifest, [runtime]), maxGzip: 12 * KB },
  { name: `article page (${articleWidgets.join(', ')})`, files: articleFiles, maxGzip: 35 * KB },
];

let failed = false;
const row = (name: string, size: Size, max: number) => {
  const over = size.gzip > max;
  failed ||= over;
  return `${over ? '✗' : '✓'} ${name.padEnd(44)} min ${formatBytes(size.min).padStart(9)}  gzip ${formatBytes(size.gzip).padStart(8)}  brotli ${formatBytes(size.brotli).padStart(8)}  budget ${formatBytes(max)} gzip`;
};
console.log('Size budgets (min+gzip -9, brotli q11):');
for (const budget of budgets) console.log(row(budget.name, sizeOf(budget.files), budget.maxGzip));

const leaks = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.js'))
  .filter((file) => readFileSync(`${dist}/${file}`, 'utf8').includes('process.env'));
if (leaks.length) {
  failed = true;
  console.log(`✗ process.env left in: ${leaks.join(', ')}`);
}
if (failed) {
  console.error('Size budget exceeded (see ✗ above).');
  process.exit(1);
}
