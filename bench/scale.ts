import type { Browser } from 'playwright-core';
import { slowPage } from './browser.ts';

/** A page with `count` eager mount points of the smallest widget (theme-toggle), as the bench serves it. */
export function scalePage(count: number): string {
  const mountPoint = `<div data-widget="theme-toggle" data-load="eager"><p>Server</p></div>`;
  const mountPoints = Array.from({ length: count }, () => mountPoint).join('\n');
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Skalierung ${count}</title>
<script type="application/json" id="kiosk-config">{"project":"ams","apiHost":"/api"}</script>
<script type="module" src="/kiosk/loader.js" async></script></head><body>${mountPoints}</body></html>`;
}

interface ScaleWindow {
  __mounted: number[];
}

/**
 * Time from the loader's script having arrived to the last of `count` mount points being mounted,
 * at 4× CPU slowdown; and the cost per mount point.
 */
export async function measureScale(browser: Browser, origin: string, count: number) {
  const { context, page } = await slowPage(browser);
  await page.addInitScript(() => {
    const times: number[] = [];
    (window as unknown as ScaleWindow).__mounted = times;
    new MutationObserver((records) => {
      for (const record of records)
        if ((record.target as HTMLElement).dataset.kiosk == 'mounted') times.push(performance.now());
    }).observe(document, { attributes: true, attributeFilter: ['data-kiosk'], subtree: true });
  });
  await page.goto(`${origin}/bench/scale/${count}`);
  await page.waitForFunction((n) => (window as unknown as ScaleWindow).__mounted.length >= n, count, {
    timeout: 60_000,
  });
  const result = await page.evaluate(() => {
    const loader = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
      entry.name.endsWith('/loader.js'),
    );
    const times = (window as unknown as ScaleWindow).__mounted;
    return { loaderArrived: loader?.responseEnd ?? 0, lastMounted: Math.max(...times) };
  });
  await context.close();
  const totalMs = result.lastMounted - result.loaderArrived;
  return { count, totalMs, perMountPointMs: totalMs / count };
}
