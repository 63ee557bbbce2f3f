import type { HostApi } from '../src/host-api.ts';
import type { Kiosk } from '../src/widget-contract.ts';

const noop = () => {};

export type KioskApi = HostApi & { version: string; mount(element: ParentNode): void };

/**
 * Replaces the `window.kiosk` command array with the API and replays what hosts pushed before the
 * loader ran, in order. `push`, `on`, `off` and `reloadElement` live in the runtime chunk (src/host-api.ts); every call
 * chains on the one runtime promise, so calls keep the order in which the host made them.
 */
export function installApi(
  target: { kiosk?: unknown },
  loadCore: () => Promise<Kiosk>,
  mount: (element: ParentNode) => void,
): KioskApi {
  const queued = Array.isArray(target.kiosk) ? target.kiosk : [];
  const api = { version: __KIOSK_VERSION__, mount } as KioskApi;
  for (const method of ['push', 'on', 'off', 'reloadElement'] as const)
    api[method] = (...args: unknown[]) =>
      // A failed runtime load is reported where it is loaded (start.ts).
      void loadCore().then((kiosk) => (kiosk.host[method] as (...args: unknown[]) => void)(...args), noop);
  target.kiosk = api;
  if (queued.length) api.push(...queued);
  return api;
}
