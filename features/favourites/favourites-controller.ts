import { createStore } from 'zustand/vanilla';
import { createFavouritesContext, type FavouritesDeps } from './favourites-context.ts';
import { favouritesLoading } from './favourites-loading.ts';
import { favouritesPanel } from './favourites-panel.ts';
import { favouritesReader } from './favourites-reader.ts';
import { initialFavouritesState } from './favourites-state.ts';
import { favouritesToggles } from './favourites-toggles.ts';
import { favouritesUnfollow } from './favourites-unfollow.ts';
import { itemMessage } from './item-message.ts';

/**
 * Favourites, bookmarks and favourite tours (spec 3.2, 3.3, 7.2–7.4), framework-free: the state in
 * `favourites-state.ts`, each group of actions in its own file.
 */
export function createFavouritesController(deps: FavouritesDeps) {
  const store = createStore(() => initialFavouritesState(deps.enabled, deps.channel));
  const context = createFavouritesContext(deps, store);
  const loading = favouritesLoading(context);
  const panel = favouritesPanel(context, loading.load);
  const toggles = favouritesToggles(context, panel.requestLogin, loading.loadChannel);
  return {
    store,
    load: loading.load,
    watchChannel: loading.watchChannel,
    toggle: toggles.toggle,
    ...favouritesUnfollow(context, loading.loadBookmarks),
    ...favouritesReader(context, loading, toggles),
    ...panel,
    /** The channel of saved articles (the panel's), where a favourite button without its own saves. */
    channel: deps.channel,
    /**
     * What a save button says beside itself; with the store, so that a resting button (issue 22) does
     * not bring it at load.
     */
    itemMessage,
  };
}

export type FavouritesController = ReturnType<typeof createFavouritesController>;
