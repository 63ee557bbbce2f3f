import type { Bus } from '../bus.ts';
import { setPageFlag } from '../page-flags.ts';

declare module '../events.ts' {
  interface KioskEvents {
    /** spec 2.2: what the hidden mode shows is not specified; hosts and widgets can listen. */
    'hidden-mode': { active: boolean };
  }
}

/**
 * spec 2.2: the hidden mode is active while Shift, Alt and 'd' are all held, and ends when any of
 * them is released. `code` is used, not `key`: with Alt held, 'd' types other characters on macOS.
 * Leaving the window also ends it, since the key-up would never arrive.
 */
export function startHiddenMode(bus: Bus, target: Window = window) {
  let active = false;
  let dHeld = false;
  const update = (next: boolean) => {
    if (next == active) return;
    active = next;
    setPageFlag('hidden-mode', next);
    bus.emit('hidden-mode', { active: next });
  };
  target.addEventListener('keydown', (event) => {
    if (event.code == 'KeyD') dHeld = true;
    update(dHeld && event.shiftKey && event.altKey);
  });
  target.addEventListener('keyup', (event) => {
    if (event.code == 'KeyD') dHeld = false;
    update(dHeld && event.shiftKey && event.altKey);
  });
  target.addEventListener('blur', () => {
    dHeld = false;
    update(false);
  });
}
