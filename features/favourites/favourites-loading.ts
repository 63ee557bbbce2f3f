import type { HttpError } from '../../src/http.ts';
import type { Turn } from '../../src/latest-only.ts';
import type { SavedItem } from './api.ts';
import type { FavouritesContext } from './favourites-context.ts';

/** Reading the saved items and bookmarks from the server (spec 7.2, 7.3). */
export function favouritesLoading({ deps, store, get, watched, toggles, users, showIds }: FavouritesContext) {
  const { api } = deps;

  /** Applies a channel's ids from the server, keeping what the reader wants of items still in flight. */
  const applyChannel = (channel: string, items: readonly SavedItem[]) => {
    const ids = items.map((item) => item.id);
    for (const [key, toggle] of toggles) {
      const [keyChannel, id] = key.split('\n') as [string, string];
      if (keyChannel != channel) continue;
      const index = ids.indexOf(id);
      if (toggle.wanted && index < 0) ids.push(id);
      if (!toggle.wanted && index >= 0) ids.splice(index, 1);
    }
    showIds(channel, ids);
    store.setState(({ saved }) => ({ saved: { ...saved, [channel]: items } }));
  };

  const failedLoad = (error: HttpError) => {
    // spec 8: a load failure is logged; the panel offers a retry (issue 12).
    deps.log(`${error.message}; the panel says so and offers a retry`, error);
  };

  const loadChannel = async (channel: string, turn: Turn) => {
    const result = await api.getFavourites(channel);
    if (!turn.isCurrent()) return true;
    if (result.ok) applyChannel(channel, result.value);
    else failedLoad(result.error);
    // Per channel, not in `status`: a channel a widget watches late loads on its own (watchChannel).
    store.setState(({ unknownChannels }) => ({
      unknownChannels: result.ok
        ? unknownChannels.filter((entry) => entry != channel)
        : [...new Set([...unknownChannels, channel])],
    }));
    return result.ok;
  };

  const loadBookmarks = async (turn: Turn) => {
    const result = await api.getBookmarks();
    if (!turn.isCurrent()) return true;
    if (result.ok) store.setState({ bookmarks: result.value.ids, bookmarksData: result.value.data });
    else failedLoad(result.error);
    return result.ok;
  };

  /** Reads everything the page shows. A panel already showing a list keeps it while this runs. */
  const load = async () => {
    if (!get().enabled || !get().loggedIn) return;
    const turn = users.current();
    if (get().status != 'ready') store.setState({ status: 'loading' });
    const results = await Promise.all([
      ...[...watched].map((channel) => loadChannel(channel, turn)),
      loadBookmarks(turn),
    ]);
    if (turn.isCurrent()) store.setState({ status: results.every(Boolean) ? 'ready' : 'failed' });
  };

  return {
    load,
    loadChannel,
    loadBookmarks,
    /** A widget that shows another channel's items (a tour list, a gallery) asks for it to be loaded. */
    watchChannel(channel: string) {
      if (watched.has(channel)) return;
      watched.add(channel);
      if (get().status != 'idle') void loadChannel(channel, users.current());
    },
  };
}

export type FavouritesLoading = ReturnType<typeof favouritesLoading>;
