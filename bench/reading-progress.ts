import type { Browser } from 'playwright-core';
import { runAlone } from './run-alone.ts';
import type { BenchSection } from './widget-sections.ts';

const PAGE = '/lesefortschritt/';
const STEPS = 20;

/**
 * Scrolling the reading-progress demo article at 4× CPU: the long tasks (> 50 ms) the scroll handler
 * causes, per run. The page's load is not measured: every widget has mounted before the clock starts.
 */
async function longTasksWhileScrolling(browser: Browser, origin: string): Promise<number[]> {
  const page = await browser.newPage({ viewport: { width: 412, height: 915 } });
  try {
    await page.goto(`${origin}${PAGE}`, { waitUntil: 'networkidle' });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(() => {
      const holder = window as unknown as { longTasks: number[] };
      holder.longTasks = [];
      new PerformanceObserver((list) =>
        holder.longTasks.push(...list.getEntries().map((entry) => entry.duration)),
      ).observe({ type: 'longtask' });
    });
    for (let step = 0; step < STEPS; step++) {
      await page.mouse.wheel(0, 150);
      await page.waitForTimeout(50);
    }
    await page.waitForTimeout(200);
    return await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  } finally {
    await page.close();
  }
}

async function readingProgressReport(browser: Browser, origin: string, runs: number): Promise<string> {
  const rows: string[] = [];
  for (let run = 1; run <= runs; run++) {
    const tasks = await longTasksWhileScrolling(browser, origin);
    rows.push(`| ${run} | ${tasks.length} | ${tasks.length ? Math.round(Math.max(...tasks)) : 0} ms |`);
  }
  return [
    '## reading-progress: scrolling at 4× CPU',
    '',
    `${STEPS} wheel steps of 150 px on \`${PAGE}\` (412 px phone, 4× CPU throttling), after load.`,
    '',
    '| run | long tasks (> 50 ms) | longest |',
    '| ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

export const section: BenchSection = {
  measure: ({ browser, origin, runs }) => readingProgressReport(browser, origin, runs),
};

await runAlone(import.meta.url, readingProgressReport);
