import type { HttpError } from '../../src/http.ts';
import type { Turn } from '../../src/latest-only.ts';
import type { SavedItem } from './api.ts';
import type { FavouritesContext } from './favourites-context.ts';

/** Reading the saved items and bookmarks from the server (spec 7.2, 7.3). */
export function favouritesLoading({
  deps,
  store,
  get,
  watched,
  toggles,
  settled,
  reads,
  users,
  showIds,
}: FavouritesContext) {
  const { api } = deps;

  /**
   * Applies a channel's ids from the server (a read that was the `started`th), keeping what the reader
   * wants of items still in flight, and what the server answered to a toggle after the read had left:
   * the list may predate that answer.
   */
  const applyChannel = (channel: string, items: readonly SavedItem[], started: number) => {
    const ids = items.map((item) => item.id);
    const keep = (key: string, saved: boolean) => {
      const [keyChannel, id] = key.split('\n') as [string, string];
      if (keyChannel != channel) return;
      const index = ids.indexOf(id);
      if (saved && index < 0) ids.push(id);
      if (!saved && index >= 0) ids.splice(index, 1);
    };
    for (const [key, toggle] of toggles) keep(key, toggle.wanted);
    for (const [key, answer] of settled) {
      if (toggles.has(key) || !key.startsWith(`${channel}\n`)) continue;
      if (answer.reads < started) settled.delete(key);
      else keep(key, answer.saved);
    }
    showIds(channel, ids);
    store.setState(({ saved }) => ({ saved: { ...saved, [channel]: items } }));
  };

  const failedLoad = (error: HttpError) => {
    // spec 8: a load failure is logged; the panel offers a retry (issue 12).
    deps.log(`${error.message}; the panel says so and offers a retry`, error);
  };

  const loadChannel = async (channel: string, turn: Turn) => {
    const started = ++reads.started;
    const result = await api.getFavourites(channel);
    if (!turn.isCurrent()) return true;
    if (result.ok) applyChannel(channel, result.value, started);
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
