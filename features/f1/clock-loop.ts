import type { WidgetScope } from '../../src/kit/widget-scope.ts';

/**
 * Runs `tick` now and again after the delay it returns, only while the page is visible (issue 30:
 * no updates while the tab is hidden); a tab that comes back ticks at once, so it never shows a stale
 * time. Stops with the scope.
 */
export function runClockLoop(
  scope: Pick<WidgetScope, 'signal' | 'add'>,
  tick: (nowMs: number) => number,
  doc: Document = document,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    clearTimeout(timer);
    if (doc.visibilityState == 'hidden' || scope.signal.aborted) return;
    timer = setTimeout(run, Math.max(tick(Date.now()), 50));
  };
  doc.addEventListener('visibilitychange', run, { signal: scope.signal });
  scope.add(() => clearTimeout(timer));
  run();
}
