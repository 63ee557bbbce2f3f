import type { WidgetScope } from '../../src/kit/widget-scope.ts';
import type { Kiosk } from '../../src/widget-contract.ts';
import type { FavouritesController } from './favourites-controller.ts';
import { favouritesLater } from './favourites-later.ts';

export interface RestingFavourite {
  kiosk: Kiosk;
  scope: WidgetScope;
  /** The mount point: reaching into it (pointer, focus, touch) starts the store. */
  element: HTMLElement;
  /** The resting save button. */
  button: HTMLElement;
  /** Shows the item's state from the running store; returns what a click does then. */
  attach: (controller: FavouritesController) => () => void;
  /** The store could not start on a click: the button stays, the next click tries again. */
  onError: (error: unknown) => void;
}

/**
 * issue 22: a save button that rests as server markup until the page's favourites store runs
 * (favouritesLater: on idle, or when the reader reaches for it). A click before then is held and acted
 * on once, when the store has started; further clicks during the load add nothing.
 */
export function restingFavourite({ kiosk, scope, element, button, attach, onError }: RestingFavourite) {
  let act: (() => void) | undefined;
  let pending = false;
  const { start } = favouritesLater(kiosk, scope, (controller) => (act = attach(controller)));
  const options = { signal: scope.signal, passive: true };
  for (const type of ['pointerover', 'focusin', 'touchstart'])
    element.addEventListener(type, () => void start().catch(() => {}), options);
  button.addEventListener(
    'click',
    () => {
      if (pending) return;
      if (act) return act();
      pending = true;
      start()
        .then(() => {
          if (!scope.signal.aborted) act?.();
        }, onError)
        .finally(() => (pending = false));
    },
    { signal: scope.signal },
  );
}
