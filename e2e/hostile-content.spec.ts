import { readdirSync } from 'node:fs';
import { test } from '@playwright/test';
import { runFigures } from './support/run-figures.ts';
import { type HostileCase, PAYLOADS, watch } from './hostile/support/payloads.ts';

/**
 * Hostile content (issue 10): script payloads in every text and URL field the backends return and in
 * every prop, none of which may run. Each widget's cases live in `e2e/hostile/<widget>.ts` (its
 * `HOSTILE_CASES`), found here by that convention (issue 21); payloads and checks are shared from
 * `e2e/hostile/support/`. A case is one test: payloads that each need a page load are a case each.
 */

const HOSTILE_DIR = new URL('./hostile/', import.meta.url);
const WIDGETS = await Promise.all(
  readdirSync(HOSTILE_DIR)
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .map(async (file) => {
      const { HOSTILE_CASES } = (await import(new URL(file, HOSTILE_DIR).href)) as {
        HOSTILE_CASES?: readonly HostileCase[];
      };
      if (!HOSTILE_CASES?.length) throw new Error(`e2e/hostile/${file} exports no HOSTILE_CASES`);
      return { widget: file.replace(/\.ts$/, ''), cases: HOSTILE_CASES };
    }),
);

// ---- figures for bench/report.md: payloads × fields tried and held, per group, over all workers ----

const figures = runFigures<{ group: string; tried: number; held: number }>('hostile-content');

test.afterAll(() => {
  const groups = new Map<string, { tried: number; held: number }>();
  for (const entry of figures.all()) {
    const group = groups.get(entry.group) ?? { tried: 0, held: 0 };
    group.tried += entry.tried;
    group.held += entry.held;
    groups.set(entry.group, group);
  }
  let tried = 0;
  let held = 0;
  for (const [group, sums] of groups) {
    console.log(`[hostile-content] ${group}: ${sums.held}/${sums.tried} payload×field cells held`);
    tried += sums.tried;
    held += sums.held;
  }
  console.log(
    `[hostile-content] total: ${held}/${tried} payload×field cells held (${PAYLOADS.length} payloads; ` +
      'totals over all workers so far)',
  );
});

test.describe.configure({ mode: 'parallel' });

for (const { widget, cases } of WIDGETS)
  test.describe(widget, () => {
    for (const hostile of cases)
      test(hostile.title, async ({ context, page }) => {
        if (hostile.timeout) test.setTimeout(hostile.timeout);
        const watcher = await watch(context, page);
        const tried = hostile.payloads * hostile.fields;
        try {
          await hostile.run({ page, context, watcher });
          figures.record({ group: hostile.group, tried, held: tried });
        } catch (error) {
          figures.record({ group: hostile.group, tried, held: 0 });
          throw error;
        }
      });
  });
