import type { Browser, Page } from 'playwright-core';
import { PHONE_VIEWPORT, slowPage } from './browser.ts';
import { runAlone } from './run-alone.ts';
import { spread, type Spread } from './stats.ts';

/** A resting control of the article page and the panel or popover it opens (issue 22). */
interface Control {
  name: string;
  /** The resting control, as the CMS's markup has it. */
  control: string;
  /** What the first interaction paints: the widget's panel, popover or prompt. */
  opens: string;
}

const CONTROLS: readonly Control[] = [
  {
    name: 'newsticker bell → list',
    control: '.kiosk-newsticker__bell',
    opens: '[role="dialog"][aria-label="Neueste Meldungen"]',
  },
  {
    name: "'Merkliste' → login prompt",
    control: '.site-header .site-bookmarks button',
    opens: '[role="dialog"][aria-label="Anmelden"]',
  },
];

export interface FirstInteraction {
  name: string;
  /** Hovered first, so the part was fetched on `pointerover`; then clicked. */
  prefetchedMs: Spread;
  /** Focused and Enter pressed straight away: the part loads after the key. */
  coldMs: Spread;
}

interface InteractionWindow {
  __firstInteraction: Promise<number>;
}

/**
 * Arms the page: from the next pointerdown or keydown (its event time) to the first frame painted after
 * `opens` is visible. Installed right before the interaction, so the load's own work is not counted.
 */
function arm(opens: string) {
  // No named inner functions: tsx would wrap them in a helper the page does not have.
  (window as unknown as InteractionWindow).__firstInteraction = new Promise<number>((resolve, reject) => {
    // A panel that never shows ends the run with a reason, not a wait without end.
    setTimeout(() => reject(new Error(`${opens} did not show within 15 s of the interaction`)), 15_000);
    let start: number | undefined;
    for (const type of ['pointerdown', 'keydown'])
      document.addEventListener(type, (event) => (start ??= event.timeStamp), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      const panel = document.querySelector<HTMLElement>(opens);
      const from = start;
      if (from === undefined || !panel || panel.getBoundingClientRect().height == 0) return;
      observer.disconnect();
      // The frame that shows it: the next animation frame, then its paint (a task after the frame).
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - from)));
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  });
}

async function once(browser: Browser, origin: string, control: Control, prefetch: boolean) {
  const { context, page } = await slowPage(browser, { viewport: PHONE_VIEWPORT });
  const quiet = quietness(page);
  try {
    await page.goto(`${origin}/auto/`, { waitUntil: 'load' });
    const target = page.locator(control.control);
    await target.waitFor({ state: 'visible' });
    await quiet();
    await page.evaluate(arm, control.opens);
    if (prefetch) {
      await target.hover();
      await quiet();
      await target.click();
    } else {
      await target.focus();
      await page.keyboard.press('Enter');
    }
    return await page.evaluate(() => (window as unknown as InteractionWindow).__firstInteraction);
  } finally {
    await context.close();
  }
}

/** Waits until the page has fetched nothing for half a second: the load's and the prefetch's parts are in. */
function quietness(page: Page) {
  let inFlight = 0;
  let last = Date.now();
  const change = (delta: number) => () => {
    inFlight += delta;
    last = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return async () => {
    // Bounded: a request Chromium never reports as finished (a poll, a 304 seen only as a response)
    // must end the run with a reason, as a hung bench scenario once stopped a whole npm run bench.
    const until = Date.now() + 15_000;
    while (inFlight > 0 || Date.now() - last < 500) {
      if (Date.now() > until) throw new Error(`the page fetched on for 15 s (${inFlight} requests open)`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

/**
 * Issue 22's INP figures on the article page at 4× CPU, cold cache, on a phone: the first interaction
 * with a resting control until its panel is painted, prefetched (hover, then click) and not (Enter
 * straight after focus). Runs alternate between the two, so drift hits both alike.
 */
export async function measureFirstInteraction(
  browser: Browser,
  origin: string,
  runs: number,
): Promise<FirstInteraction[]> {
  const results: FirstInteraction[] = [];
  for (const control of CONTROLS) {
    const prefetched: number[] = [];
    const cold: number[] = [];
    for (let run = 0; run < runs; run++) {
      prefetched.push(await once(browser, origin, control, true));
      cold.push(await once(browser, origin, control, false));
    }
    results.push({ name: control.name, prefetchedMs: spread(prefetched), coldMs: spread(cold) });
  }
  return results;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

/** The figures as the report's table, or why there are none. */
export function renderFirstInteraction(interactions: readonly FirstInteraction[] | undefined): string[] {
  if (!interactions) return ['Not measured: timings need a quiet machine.'];
  return [
    '| control | prefetched: median (min–max) | not prefetched: median (min–max) |',
    '| --- | ---: | ---: |',
    ...interactions.map(
      ({ name, prefetchedMs: hot, coldMs: cold }) =>
        `| ${name} | ${ms(hot.median)} (${ms(hot.min)}–${ms(hot.max)}) | ${ms(cold.median)} (${ms(cold.min)}–${ms(cold.max)}) |`,
    ),
  ];
}

await runAlone(import.meta.url, async (browser, origin, runs) =>
  renderFirstInteraction(await measureFirstInteraction(browser, origin, runs)).join('\n'),
);
