import type { CapLocks } from '../../src/overlay/overlay-layer.ts';

/**
 * Web Locks shared by simulated tabs: one holder per name at a time, the next one granted in a later
 * task once the holder has let go, as a browser grants a lock to another tab's process.
 */
export function tabLocks(): CapLocks {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request(name, grant) {
      const held = (tails.get(name) ?? Promise.resolve())
        .then(() => new Promise((resolve) => setTimeout(resolve)))
        .then(() => grant());
      tails.set(
        name,
        held.catch(() => undefined),
      );
      return held;
    },
  };
}
