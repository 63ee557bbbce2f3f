import { logError } from '../../src/log.ts';
import { pageShared } from '../../src/kit/page-shared.ts';
import type { Kiosk } from '../../src/widget-contract.ts';

declare module '../../src/kit/page-shared.ts' {
  interface PageSharedValues {
    /** The reload of each mounted element-reload element, for the host command. */
    elementReloads: WeakMap<Element, () => void>;
  }
}

/** The host command: `kiosk.push(['element.reload', element])`. */
export const RELOAD_COMMAND = 'element.reload';

/**
 * Makes `element` reloadable by the host command, whose handler the first mount on the page registers
 * (a command pushed before then waits on the bus). Returns the undo for the unmount.
 */
export function registerReload(kiosk: Pick<Kiosk, 'bus'>, element: Element, reload: () => void): () => void {
  const reloads = pageShared('elementReloads', () => {
    const byElement = new WeakMap<Element, () => void>();
    kiosk.bus.handle(RELOAD_COMMAND, (target) => {
      const run = target instanceof Element ? byElement.get(target) : undefined;
      if (run) run();
      else
        logError(
          'element-reload',
          `${RELOAD_COMMAND}: not a mounted element-reload element; ignored`,
          target,
        );
    });
    return byElement;
  });
  reloads.set(element, reload);
  return () => reloads.delete(element);
}
