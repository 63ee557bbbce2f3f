/**
 * Runs `fire` when the browser is idle (at the latest after `timeout` ms), or after a short timeout
 * where `requestIdleCallback` is missing (Safari). The loader has its own copy (loader/triggers.ts):
 * it imports nothing from `src/` but types, so its bytes stay its own.
 */
export function whenIdle(fire: () => void, timeout = 2000) {
  if ((self as Partial<Window>).requestIdleCallback) requestIdleCallback(fire, { timeout });
  else setTimeout(fire, 200);
}

/**
 * issue 22: work a widget's first interaction will need, done on idle after the page's own load event,
 * where the page has time. Nothing runs once `signal` has aborted: an unmounted widget starts no store
 * and fetches nothing (a store started for a gone widget would poll and call on the page's behalf).
 */
export function afterLoadWhenIdle(fire: () => void, signal: AbortSignal) {
  const idle = () => whenIdle(() => signal.aborted || fire());
  if (document.readyState == 'complete') idle();
  else addEventListener('load', idle, { once: true, signal });
}
