import type { Browser, CDPSession } from 'playwright-core';
import { CPU_SLOWDOWN, PHONE_VIEWPORT, slowPage } from './browser.ts';
import { runAlone } from './run-alone.ts';
import type { BenchSection } from './widget-sections.ts';

const PAGE = '/auto/galerie/';
const SWIPES = 10;

interface Run {
  /** The long tasks (> 50 ms) from the tap on the image until the overlay shows '1 / 60', in ms. */
  opening: number[];
  /** The long tasks during the swipes. */
  swiping: number[];
  /**
   * The longest main-thread task of each part by the thread's own CPU time (the trace's `tdur`), in ms:
   * on a loaded machine a long task's wall time also counts the time other processes held the core.
   */
  openingCpu: number;
  swipingCpu: number;
  openMs: number;
  /** Where the swipes ended: '11 / 60' when every swipe moved on. */
  reached: string;
}

/** Runs `part` under a trace and returns the CPU time of the renderer's longest main-thread task. */
async function longestTaskCpu(cdp: CDPSession, part: () => Promise<void>): Promise<number> {
  const events: Array<{
    name: string;
    ph: string;
    pid: number;
    tid: number;
    tdur?: number;
    args?: { name?: string };
  }> = [];
  const collect = ({ value }: { value: object[] }) => events.push(...(value as typeof events));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', { categories: 'toplevel', transferMode: 'ReportEvents' });
  await part();
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  const main = events.find((event) => event.ph == 'M' && event.args?.name == 'CrRendererMain');
  const tasks = events.filter(
    (event) =>
      /RunTask/.test(event.name) && event.ph == 'X' && event.pid == main?.pid && event.tid == main.tid,
  );
  return Math.round(Math.max(0, ...tasks.map((task) => (task.tdur ?? 0) / 1000)));
}

/**
 * Issue 29: the 60-image gallery on a phone at 4× CPU: the tap that opens the overlay (its chunk and
 * the UI runtime load then, from a warm cache as after the prefetch on touch) and ten swipes, each a
 * finger moving across the image; the long tasks of each part.
 */
async function openAndSwipe(browser: Browser, origin: string): Promise<Run> {
  const { context, page, cdp } = await slowPage(browser, {
    viewport: PHONE_VIEWPORT,
    hasTouch: true,
    isMobile: true,
  });
  try {
    await page.goto(`${origin}${PAGE}`, { waitUntil: 'networkidle' });
    const opener = page.locator('#alle').getByRole('link', { name: 'Bild 1 von 60 groß anzeigen' });
    await opener.scrollIntoViewIfNeeded();
    // The prefetch a reader's touch starts, done before the clock runs.
    await opener.dispatchEvent('touchstart');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const holder = window as unknown as { longTasks: number[] };
      holder.longTasks = [];
      new PerformanceObserver((list) =>
        holder.longTasks.push(...list.getEntries().map((entry) => entry.duration)),
      ).observe({ type: 'longtask' });
    });
    const tasks = () =>
      page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks.splice(0));
    const count = page.locator('.kiosk-gallery-overlay__count');
    // Waits for the count's text without asking for layout: a locator's `waitFor` checks visibility, so
    // its polling laid out the overlay inside a task of its own that the long-task observer counted,
    // work the page would otherwise have done in its next frame.
    const countReads = (text: string, timeout = 30_000) =>
      page.waitForFunction(
        (text) => document.querySelector('.kiosk-gallery-overlay__count')?.textContent == text,
        text,
        { timeout },
      );
    let openMs = 0;
    const openingCpu = await longestTaskCpu(cdp, async () => {
      const start = Date.now();
      await opener.tap();
      await countReads('1 / 60');
      openMs = Date.now() - start;
      await page.waitForTimeout(300);
    });
    const opening = await tasks();
    const swipingCpu = await longestTaskCpu(cdp, async () => {
      for (let swipe = 0; swipe < SWIPES; swipe++) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 350, y: 300 }] });
        for (let x = 330; x >= 70; x -= 26)
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: 300 }] });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        await countReads(`${swipe + 2} / 60`, 5_000).catch(() => {});
      }
      await page.waitForTimeout(300);
    });
    return {
      opening,
      swiping: await tasks(),
      openingCpu,
      swipingCpu,
      openMs,
      reached: (await count.textContent()) ?? '',
    };
  } finally {
    await context.close();
  }
}

const longest = (tasks: number[]) => (tasks.length ? `${Math.round(Math.max(...tasks))} ms` : '–');

async function galleryReport(browser: Browser, origin: string, runs: number): Promise<string> {
  const rows: string[] = [];
  for (let run = 1; run <= runs; run++) {
    const { opening, swiping, openingCpu, swipingCpu, openMs, reached } = await openAndSwipe(browser, origin);
    rows.push(
      `| ${run} | ${openMs} ms | ${opening.length} | ${longest(opening)} | ${openingCpu} ms | ${swiping.length} | ${longest(swiping)} | ${swipingCpu} ms | ${reached} |`,
    );
  }
  return [
    `## gallery: a 60-image gallery opens and swipes at ${CPU_SLOWDOWN}× CPU`,
    '',
    `A tap on the first image of the 60-image gallery on \`${PAGE}\` (412 px phone, touch, the overlay's code prefetched as a touch does), then ${SWIPES} swipes across the image.`,
    '',
    "The 'CPU' columns are the longest main-thread task by the thread's own CPU time (trace `tdur`), which a loaded machine does not inflate; the long tasks are wall time. The demo's images are PNGs, which the browser decodes off the main thread, as it does a photo gallery's JPEGs.",
    '',
    '| run | tap → overlay | long tasks opening | longest | CPU | long tasks swiping | longest | CPU | after the swipes |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | :--- |',
    ...rows,
  ].join('\n');
}

export const section: BenchSection = {
  measure: ({ browser, origin, runs }) => galleryReport(browser, origin, runs),
};

await runAlone(import.meta.url, galleryReport);
