/**
 * Runs `fire` when the browser is idle (at the latest after `timeout` ms), or after a short timeout
 * where `requestIdleCallback` is missing (Safari). The loader has its own copy (loader/triggers.ts):
 * it imports nothing from `src/` but types, so its bytes stay its own.
 */
export function whenIdle(fire: () => void, timeout = 2000) {
  if ((self as Partial<Window>).requestIdleCallback) requestIdleCallback(fire, { timeout });
  else setTimeout(fire, 200);
}
