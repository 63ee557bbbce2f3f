import type { Browser } from 'playwright-core';
import { runAlone } from './run-alone.ts';
import type { BenchSection } from './widget-sections.ts';

const PAGE = '/formel-1/ticker/?rennen=2026-japan';
/** A finished race holds about 300 entries; the ticker shows 30 and loads 30 older per click. */
const OLDER_CLICKS = 10;

/**
 * The GP ticker at 4× CPU (issue 30): its list grown to the whole race (~300 entries) by 'Ältere
 * Einträge laden', then 'Nur wichtige Ereignisse' on and off, each an update of the whole list. The
 * long tasks (> 50 ms) of those updates, per run; the page's load is not measured.
 */
async function longTasksWhileUpdating(browser: Browser, origin: string) {
  const page = await browser.newPage({ viewport: { width: 412, height: 915 } });
  try {
    await page.goto(`${origin}${PAGE}`, { waitUntil: 'networkidle' });
    await page.locator('.kiosk-gp-ticker__entry').first().waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(() => {
      const holder = window as unknown as { longTasks: number[] };
      holder.longTasks = [];
      new PerformanceObserver((list) =>
        holder.longTasks.push(...list.getEntries().map((entry) => entry.duration)),
      ).observe({ type: 'longtask' });
    });
    // CSS selectors, not roles: Playwright answers a role query by computing the role of every element
    // in the page's main thread, which over 300 entries at 4× CPU was itself a long task per click
    // (the bench counted its own queries as the ticker's).
    const older = page.locator('button.kiosk-gp-ticker__older');
    for (let click = 0; click < OLDER_CLICKS && (await older.isVisible()); click++) {
      const before = await page.evaluate(() => document.querySelectorAll('.kiosk-gp-ticker__entry').length);
      await older.click();
      await page.waitForFunction(
        (count) => document.querySelectorAll('.kiosk-gp-ticker__entry').length > count,
        before,
      );
    }
    const entries = await page.locator('.kiosk-gp-ticker__entry').count();
    const filter = page.locator('.kiosk-gp-ticker input[type="checkbox"]');
    await filter.click();
    await filter.click();
    await page.waitForTimeout(300);
    const tasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
    return { entries, tasks };
  } finally {
    await page.close();
  }
}

async function gpTickerReport(browser: Browser, origin: string, runs: number): Promise<string> {
  const rows: string[] = [];
  for (let run = 1; run <= runs; run++) {
    const { entries, tasks } = await longTasksWhileUpdating(browser, origin);
    rows.push(
      `| ${run} | ${entries} | ${tasks.length} | ${tasks.length ? Math.round(Math.max(...tasks)) : 0} ms |`,
    );
  }
  return [
    '## gp-ticker: a 300-entry list updating at 4× CPU',
    '',
    `\`${PAGE}\` (a finished race, 412 px phone, 4× CPU throttling): ${OLDER_CLICKS} × 'Ältere Einträge laden', then 'Nur wichtige Ereignisse' on and off.`,
    '',
    '| run | entries | long tasks (> 50 ms) | longest |',
    '| ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

export const section: BenchSection = {
  measure: ({ browser, origin, runs }) => gpTickerReport(browser, origin, runs),
};

await runAlone(import.meta.url, gpTickerReport);
