import { pageShared } from '../../src/kit/page-shared.ts';
import type { Kiosk } from '../../src/widget-contract.ts';
import { logError } from '../../src/log.ts';
import { favouritesApi } from './api.ts';
import { loginAddress } from './login-address.ts';
import { readFavouritesSettings } from './settings.ts';
import { createFavouritesController, type FavouritesController } from './favourites-controller.ts';
import { openTabChannel } from './tab-channel.ts';

const SOURCE = 'favourites';

declare module '../../src/kit/page-shared.ts' {
  interface PageSharedValues {
    favourites: FavouritesController;
  }
}

/** The claim's `user`: the validate answer's id where it has one, else its login token's owner name. */
const userIdOf = (user: Record<string, unknown> | undefined): string | undefined => {
  const id = user?.id ?? user?.userId ?? user?.name;
  return typeof id == 'string' || typeof id == 'number' ? String(id) : undefined;
};

/*
 * Words, as the spec uses them (3.2, 2.4): a "favourite" is a saved item of a channel (the saved
 * articles are the favourites of the panel's channel; favourite tours those of the tour channel).
 * "Bookmarks" are the reader's followed rubrics and brands (the spec's 'ui favourites',
 * `bookmarks` / `bookmarksData`). The header widget `bookmarks` opens the bookmarks panel, which
 * lists both.
 */

/**
 * The page's one favourites store, shared by the bookmarks panel, every favourite button and every
 * tour button (on `window`, like the runtime, since each widget is its own chunk). It follows the
 * session: a new reader's favourites load, and panel and prompt close (spec 2.4).
 */
export function pageFavourites(kiosk: Kiosk): FavouritesController {
  return pageShared('favourites', () => startFavourites(kiosk));
}

function startFavourites(kiosk: Kiosk): FavouritesController {
  const settings = readFavouritesSettings(SOURCE);
  const { config, session, bus } = kiosk;
  const controller = createFavouritesController({
    api: favouritesApi(kiosk.api, settings.timeoutMs),
    channel: settings.channel,
    tourChannel: config.community.tourChannel,
    enabled: config.enableFavorites,
    hasApiHost: config.apiHostConfigured,
    userId: () => userIdOf(session.store.getState().user),
    loginLinks: () => ({
      login: loginAddress(settings.loginUrl, 'favourites.loginUrl'),
      register: loginAddress(settings.registerUrl, 'favourites.registerUrl'),
    }),
    tabs: openTabChannel(),
    log: (message, detail) => logError(SOURCE, message, detail),
  });
  bus.on('session-changed', (state) => {
    if (!state.loginValidated) return;
    void controller.setUser(state.loggedIn ? session.token() : undefined);
  });
  // A tab that was hidden may have missed a change (no BroadcastChannel, a sleeping tab): catch up.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState == 'visible') void controller.load();
  });
  return controller;
}
