import type { Kiosk } from '../../src/widget-contract.ts';
import { logError } from '../../src/log.ts';
import { favouritesApi } from './api.ts';
import { loginAddress } from './login-address.ts';
import { readFavouritesSettings } from './settings.ts';
import { createFavourites, type FavouritesController } from './store.ts';
import { openTabChannel } from './tab-channel.ts';

const SOURCE = 'favourites';

/** The claim's `user`: the validate answer's id where it has one, else its login token's owner name. */
const userIdOf = (user: Record<string, unknown> | undefined): string | undefined => {
  const id = user?.id ?? user?.userId ?? user?.name;
  return typeof id == 'string' || typeof id == 'number' ? String(id) : undefined;
};

/**
 * The page's one favourites store, shared by the bookmarks panel, every favourite button and every
 * tour button (on `window`, like the runtime, since each widget is its own chunk). It follows the
 * session: a new reader's favourites load, and panel and prompt close (spec 2.4).
 */
export function pageFavourites(kiosk: Kiosk): FavouritesController {
  const holder = globalThis as typeof globalThis & { __kioskFavourites?: FavouritesController };
  if (holder.__kioskFavourites) return holder.__kioskFavourites;
  const settings = readFavouritesSettings(SOURCE);
  const { config, session, bus } = kiosk;
  const controller = createFavourites({
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
    navigate: (url) => location.assign(url),
    tabs: openTabChannel(),
    log: (message, detail) => logError(SOURCE, message, detail),
  });
  holder.__kioskFavourites = controller;
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
