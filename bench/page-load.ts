import type { Browser } from 'playwright-core';
import { PHONE_VIEWPORT, slowPage } from './browser.ts';

/** What one page load cost, measured in Chromium with the CPU slowed down. */
export interface LoadMetrics {
  lcpMs: number;
  cls: number;
  /** Sum over long tasks of the time past 50 ms (total blocking time, from long tasks). */
  tbtMs: number;
  scriptMs: number;
  heapBytes: number;
  /** Kiosk files the page fetched, in request order (paths under /kiosk/). */
  kioskFiles: string[];
}

interface BenchWindow {
  __bench: { cls: number; lcp: number; longTasks: number[] };
}

/** Observers installed before any page script runs, so early shifts and tasks are not missed. */
function installObservers() {
  const state: BenchWindow['__bench'] = { cls: 0, lcp: 0, longTasks: [] };
  (window as unknown as BenchWindow).__bench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean }
    >)
      if (!entry.hadRecentInput) state.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    state.lcp = entries[entries.length - 1]?.startTime ?? state.lcp;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Loads `url` once in a fresh context (cold cache) with the CPU slowed 4× through CDP, waits until the
 * mount points of `waitFor` (the widgets the page mounts on load) have mounted or failed, and the page
 * has been quiet for a second.
 */
export async function measureLoad(
  browser: Browser,
  url: string,
  waitFor: readonly string[],
): Promise<LoadMetrics> {
  const { context, page, cdp } = await slowPage(browser, { viewport: PHONE_VIEWPORT });
  await cdp.send('Performance.enable');
  await page.addInitScript(installObservers);
  const kioskFiles: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/kiosk/')) kioskFiles.push(path.slice('/kiosk/'.length));
  });
  await page.goto(url, { waitUntil: 'load' });
  if (waitFor.length)
    await page.waitForFunction(
      (names) =>
        names.every((name) =>
          [...document.querySelectorAll<HTMLElement>(`[data-widget="${name}"]`)].every(
            (element) => element.dataset.kiosk,
          ),
        ),
      waitFor,
      { timeout: 20_000 },
    );
  await page.waitForTimeout(1000);
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((entry) => entry.name == name)?.value ?? 0;
  const observed = await page.evaluate(() => (window as unknown as BenchWindow).__bench);
  await context.close();
  return {
    lcpMs: observed.lcp,
    cls: observed.cls,
    tbtMs: observed.longTasks.reduce((total, duration) => total + Math.max(0, duration - 50), 0),
    scriptMs: metric('ScriptDuration') * 1000,
    heapBytes: metric('JSHeapUsedSize'),
    kioskFiles,
  };
}
