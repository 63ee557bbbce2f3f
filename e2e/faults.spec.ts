import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_TIMEOUT_MS } from '../src/http.ts';
import type { FaultCell, WidgetFaults } from './faults/support/fault-row.ts';
import { FAULT_KINDS, routeFault, SUCCEEDS } from './faults/support/route-fault.ts';
import { runFigures } from './support/run-figures.ts';

/**
 * The fault table (issue 10): every main action of every widget × every way its backend fails. In the
 * browser a row meets a refusing status unless it names more faults (`FaultRow.faults`); its hang and
 * its late answer run in happy-dom (FAULT_KINDS says why), and a row without those cells fails here
 * at once. Each cell checks that the page stays usable (no uncaught error, the widget still answers),
 * that the reader who acted reads a German message, that nothing stored is lost (cart id, login
 * cookie), and that the action works again once the server recovers.
 *
 * @remarks The rows live beside nothing central: each widget's `e2e/faults/<widget>.ts` exports its
 * `FAULT_ROWS` (and any `FAULT_CHECKS`), found here by that convention (issue 21); shared helpers live
 * in `e2e/faults/support/`.
 */

const FAULTS_DIR = new URL('./faults/', import.meta.url);
const TABLE: ReadonlyArray<{ file: string } & WidgetFaults> = await Promise.all(
  readdirSync(FAULTS_DIR)
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .map(async (file) => {
      const faults = (await import(new URL(file, FAULTS_DIR).href)) as Partial<WidgetFaults>;
      if (!faults.FAULT_ROWS) throw new Error(`e2e/faults/${file} exports no FAULT_ROWS`);
      return {
        file: basename(file, '.ts'),
        FAULT_ROWS: faults.FAULT_ROWS,
        FAULT_CHECKS: faults.FAULT_CHECKS,
      };
    }),
);
const ROWS = TABLE.flatMap((widget) => widget.FAULT_ROWS);
const CHECKS = TABLE.flatMap((widget) => widget.FAULT_CHECKS ?? []);

// ---- the rows' hang and late answer: in the unit table --------------------------------------------

const UNIT_TABLES = new URL('../tests/', import.meta.url);
const unitTables = readdirSync(UNIT_TABLES, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.faults.test.ts'))
  .map((file) => readFileSync(new URL(file, UNIT_TABLES), 'utf8'));
for (const { file, FAULT_ROWS } of TABLE)
  for (const row of FAULT_ROWS.filter((entry) => !entry.faults)) {
    const quoted = [`'${row.action}'`, `"${row.action}"`];
    if (!unitTables.some((text) => quoted.some((action) => text.includes(`action: ${action}`))))
      throw new Error(
        `e2e/faults/${file}.ts: the row '${row.action}' has no cells in a tests/**/*.faults.test.ts ` +
          `(tests/support/fault-table.ts) with the same action: its hang and slow answer run there`,
      );
  }

const CELLS = ROWS.reduce((sum, row) => sum + (row.faults ?? FAULT_KINDS).length, 0);

// ---- figures: every worker records its cells; the last afterAll prints the run's totals ------------

const figures = runFigures<{ cell: string; held: boolean }>('faults');

test.afterEach(() => {
  const testInfo = test.info();
  figures.record({ cell: testInfo.title, held: testInfo.status == testInfo.expectedStatus });
});

test.afterAll(() => {
  const all = figures.all();
  const held = all.filter((entry) => entry.held).length;
  console.log(
    `fault table: ${all.length} cells tried, ${held} held (${ROWS.length} actions, ${CELLS} cells of ` +
      `action × fault, ${CHECKS.length} lying answers; totals over all workers so far)`,
  );
});

// ---- the cells ---------------------------------------------------------------------------------------

test.describe.configure({ mode: 'parallel' });
// The drawer's open and close animations are not under test here; without them a cell is a second faster.
test.use({ reducedMotion: 'reduce' });

/** Collects the page's uncaught errors; a cell ends by expecting none. */
function uncaughtErrors(page: Page) {
  const uncaught: Error[] = [];
  page.on('pageerror', (error) => uncaught.push(error));
  return () => uncaught.map((error) => error.message);
}

for (const row of ROWS) {
  const timeoutMs = row.hangEnds == 'clock' ? DEFAULT_TIMEOUT_MS : row.timeoutMs;
  for (const fault of row.faults ?? FAULT_KINDS) {
    test(`${row.action} × ${fault}`, async ({ page, context, request }) => {
      const uncaught = uncaughtErrors(page);
      const cell: FaultCell = { page, context, request };
      // A hang costs the page's time, not the run's: the page runs on Playwright's clock (in step with
      // real time), moved past the caller's timeout as soon as the request hangs, so that timer fires
      // as it would after the wait. A slow answer still takes SLOW_MS of real time: a jump of the clock
      // fires each due timer at most once, and the newsticker's, slider's, teaser's and tour's slow
      // cells then failed under load, so the page lives through those seconds as a reader's does.
      const hangMs = fault == 'hang' ? timeoutMs : undefined;
      if (hangMs !== undefined) await page.clock.install();
      await row.setUp(cell);

      const applied = await routeFault(page, row.backend, fault, { only: row.only, hangMs });
      await row.act(cell);
      await expect
        .poll(() => applied.hits(), { message: 'the fault was applied', intervals: [20] })
        .toBeGreaterThan(0);
      let times = 0;
      if (SUCCEEDS.has(fault)) {
        // The held answer first: under npm test's load its 3 s and the page's work after it once
        // outlasted the expectation's 5 s, and a result count still read 'Treffer werden gezählt …'.
        await applied.answered();
        await row.succeeded(cell, ++times);
      } else await row.failed(cell, fault);

      // The server recovers: the same action again works.
      await applied.release();
      await row.act(cell);
      await row.succeeded(cell, ++times);
      expect(uncaught()).toEqual([]);
    });
  }
}

for (const check of CHECKS) {
  test(check.title, async ({ page, context, request }) => {
    const uncaught = uncaughtErrors(page);
    await check.run({ page, context, request });
    expect(uncaught()).toEqual([]);
  });
}
