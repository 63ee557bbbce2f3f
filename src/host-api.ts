import type { Bus } from './bus.ts';
import type { KioskEventName, KioskEvents } from './events.ts';
import { logError } from './log.ts';

/** A host command: `['cart.add', { merchandiseId, quantity }]`. */
export type Command = [name: string, ...args: unknown[]];

/**
 * The part of `window.kiosk` that needs the runtime. The loader forwards `push`, `on` and `off` here
 * once the runtime chunk has loaded, in the order the host called them.
 */
export interface HostApi {
  push(...commands: Command[]): void;
  on<E extends KioskEventName>(event: E, listener: (payload: KioskEvents[E]) => void): void;
  off<E extends KioskEventName>(event: E, listener: (payload: KioskEvents[E]) => void): void;
  /** issue 25: `kiosk.reloadElement(el)` is the host command `['element.reload', el]` (spec 7.9). */
  reloadElement(element: Element): void;
}

export function createHostApi(bus: Bus): HostApi {
  return {
    push(...commands) {
      for (const command of commands) {
        if (Array.isArray(command) && typeof command[0] == 'string') bus.run(command[0], command.slice(1));
        // Hint: a common slip is pushing a string: kiosk.push('cart.open') instead of kiosk.push(['cart.open']).
        else logError('kiosk', 'kiosk.push takes [command, ...args] arrays; ignored', command);
      }
    },
    on: (event, listener) => void bus.on(event, listener),
    off: (event, listener) => bus.off(event, listener),
    reloadElement: (element) => bus.run('element.reload', [element]),
  };
}
