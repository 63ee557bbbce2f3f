import { runningPageShared } from '../../src/kit/page-shared.ts';
import type { WidgetScope } from '../../src/kit/widget-scope.ts';
import { afterLoadWhenIdle } from '../../src/when-idle.ts';
import type { Kiosk } from '../../src/widget-contract.ts';
import type { FavouritesController } from './favourites-controller.ts';
import { intentWaits } from './intent-waits.ts';

const waiting = new Set<(controller: FavouritesController) => void>();
let starting: Promise<FavouritesController> | undefined;

const handTo = (controller: FavouritesController) => {
  for (const user of [...waiting]) {
    waiting.delete(user);
    user(controller);
  }
  return controller;
};

/**
 * issue 22: the page's favourites store (page-favourites.ts and its calls) is no part of the page's load.
 * The favourites controls rest as server markup; the store starts on idle after the load event, or at
 * once when a reader reaches for a control (`start`) or comes back from the login with a wish waiting.
 * `attach` gets the store as soon as it runs: at once where another widget has started it, else when it
 * starts, and every widget's `attach` runs before any caller of `start` acts on it (the bookmarks header
 * hosts the login prompt before a favourite button's first click asks for it).
 */
export function favouritesLater(
  kiosk: Kiosk,
  scope: WidgetScope,
  attach: (controller: FavouritesController) => void,
): { start: () => Promise<FavouritesController> } {
  const start = () => {
    const running = runningPageShared('favourites');
    if (running) return Promise.resolve(handTo(running));
    return (starting ??= import('./page-favourites.ts').then(
      ({ pageFavourites }) => {
        starting = undefined;
        return handTo(pageFavourites(kiosk));
      },
      (error: unknown) => {
        // A chunk that failed to load: the next reach tries again.
        starting = undefined;
        throw error;
      },
    ));
  };
  const running = runningPageShared('favourites');
  if (running) attach(running);
  else {
    waiting.add(attach);
    scope.add(() => waiting.delete(attach));
    // A reader back from the login with a wish waiting has acted already: their save goes out now,
    // not after the page's load and an idle moment (seconds on a busy phone).
    if (intentWaits()) void start().catch(() => {});
    else afterLoadWhenIdle(() => void start().catch(() => {}), scope.signal);
  }
  return { start };
}
