import { logError } from '../../src/log.ts';
import { pageShared } from '../../src/kit/page-shared.ts';
import type { Kiosk } from '../../src/widget-contract.ts';

interface PageReloads {
  /** The reload of each mounted element-reload element. */
  byElement: WeakMap<Element, () => void>;
  /** Mount points the host asked to reload before they were mounted (a `visible` one below the fold). */
  asked: WeakSet<Element>;
}

declare module '../../src/kit/page-shared.ts' {
  interface PageSharedValues {
    elementReloads: PageReloads;
  }
}

/** The host command: `kiosk.push(['element.reload', element])`. */
export const RELOAD_COMMAND = 'element.reload';

/**
 * Makes `element` reloadable by the host command, whose handler the first mount on the page registers
 * (a command pushed before then waits on the bus). A command for a mount point not mounted yet is kept
 * and runs when it mounts. Returns the undo for the unmount.
 */
export function registerReload(kiosk: Pick<Kiosk, 'bus'>, element: Element, reload: () => void): () => void {
  const { byElement, asked } = pageShared('elementReloads', () => {
    const reloads: PageReloads = { byElement: new WeakMap(), asked: new WeakSet() };
    kiosk.bus.handle(RELOAD_COMMAND, (target) => {
      const run = target instanceof Element ? reloads.byElement.get(target) : undefined;
      if (run) run();
      else if (target instanceof Element && target.getAttribute('data-widget') == 'element-reload')
        reloads.asked.add(target);
      else logError('element-reload', `${RELOAD_COMMAND}: not an element-reload element; ignored`, target);
    });
    return reloads;
  });
  byElement.set(element, reload);
  if (asked.delete(element)) reload();
  return () => byElement.delete(element);
}
