import { createStore } from 'zustand/vanilla';
import type { HttpError } from '../../src/http.ts';
import type { BookmarksData, FavouritesApi, SavedItem } from './api.ts';
import { rememberIntent, takeIntent, type LoginIntent } from './login-intent.ts';
import { TOGGLE_FAILED, TOUR_FAILED, UNFOLLOW_FAILED } from './messages.ts';
import type { TabChannel, TabMessage } from './tab-channel.ts';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** A German message after a rollback, for the control it concerns (`key`: see `itemKey`, or 'bookmarks'). */
export interface FavouritesNotice {
  key: string;
  message: string;
}

/** spec 3.2, 3.3: the favourites and bookmarks state of the page, one store for every widget. */
export interface FavouritesState {
  /** spec 3.2: starts from the site setting enableFavorites. */
  enabled: boolean;
  loggedIn: boolean;
  /** spec 3.2: saved item ids as strings, by channel (a favourite button reads its channel's). */
  favorites: Readonly<Record<string, readonly string[]>>;
  /** What the server said about the saved items of `channel`, for the panel (title, image, date). */
  saved: readonly SavedItem[];
  /** spec 3.2: the 'ui favourites', ids as strings. */
  bookmarks: readonly string[];
  bookmarksData: BookmarksData;
  /** spec 3.3: favourite tour ids as strings (the community tour channel's favourites). */
  tours: readonly string[];
  /** The channel of saved articles, which the panel lists. */
  channel: string;
  bookmarksOpen: boolean;
  bookmarksLoginOpen: boolean;
  status: LoadStatus;
  /** Channels whose last load failed: their buttons cannot tell a saved item from an unsaved one. */
  unknownChannels: readonly string[];
  notice?: FavouritesNotice;
  /** A bookmarks header widget is on the page to show the login prompt. */
  promptHost: boolean;
}

export interface FavouritesDeps {
  api: FavouritesApi;
  channel: string;
  /** spec 3.3: community.tourChannel. */
  tourChannel: string;
  enabled: boolean;
  /** spec 5.2: the tour claim is skipped without an apiHost. */
  hasApiHost: boolean;
  /** The claim's `user` field: who is logged in. */
  userId(): string | undefined;
  /** The login and registration pages with the return address of spec 2.3, as of now (unusable: left out). */
  loginLinks(): { login?: string; register?: string };
  /** Goes to the login page when no bookmarks widget is on the page to show the prompt. */
  navigate(url: string): void;
  tabs?: TabChannel;
  /** One console line per distinct problem (src/log.ts). */
  log(message: string, detail?: unknown): void;
}

const EMPTY_DATA: BookmarksData = { bookmarksRubrics: [], bookmarksBrands: [] };

export const itemKey = (channel: string, id: string) => `${channel}\n${id}`;

/** An item's toggle in flight: what the reader wants now and what the server last confirmed. */
interface Toggle {
  wanted: boolean;
  confirmed: boolean;
  running: boolean;
}

/**
 * Favourites, bookmarks and favourite tours (spec 3.2, 3.3, 7.2–7.4), framework-free.
 *
 * Toggles are optimistic: the item flips at once and the call goes out; further clicks while it runs
 * only change what is wanted, and once an answer is in, another toggle goes out while wanted and
 * confirmed differ. The server's `deleted` is the truth, so ten fast clicks end where the server is.
 * A failed call rolls the item back to the last confirmed state with a German message, and the
 * channel is read again, since a call that timed out may still have reached the server.
 */
export function createFavourites(deps: FavouritesDeps) {
  const { api, tourChannel } = deps;
  const store = createStore<FavouritesState>(() => ({
    enabled: deps.enabled,
    loggedIn: false,
    favorites: {},
    saved: [],
    bookmarks: [],
    bookmarksData: EMPTY_DATA,
    tours: [],
    channel: deps.channel,
    bookmarksOpen: false,
    bookmarksLoginOpen: false,
    status: 'idle',
    unknownChannels: [],
    promptHost: false,
  }));
  const watched = new Set([deps.channel]);
  const toggles = new Map<string, Toggle>();
  let token: string | undefined;
  let knowsUser = false;
  // Bumped on every change of user: answers for the previous one are dropped.
  let generation = 0;

  const get = store.getState;
  const isSaved = (channel: string, id: string) => get().favorites[channel]?.includes(id) ?? false;

  const showIds = (channel: string, ids: readonly string[]) =>
    store.setState((state) => ({
      favorites: { ...state.favorites, [channel]: ids },
      ...(channel == tourChannel ? { tours: ids } : {}),
    }));

  const show = (channel: string, id: string, saved: boolean) => {
    const ids = get().favorites[channel] ?? [];
    if (ids.includes(id) == saved) return;
    showIds(channel, saved ? [...ids, id] : ids.filter((entry) => entry != id));
  };

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
    if (channel == deps.channel) store.setState({ saved: items });
  };

  const failedLoad = (error: HttpError) => {
    // spec 8: a load failure is logged; the panel offers a retry (issue 12).
    deps.log(`${error.message}; the panel says so and offers a retry`, error);
  };

  const loadChannel = async (channel: string, current: number) => {
    const result = await api.getFavorites(channel);
    if (current != generation) return true;
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

  const loadBookmarks = async (current: number) => {
    const result = await api.getBookmarks();
    if (current != generation) return true;
    if (result.ok) store.setState({ bookmarks: result.value.ids, bookmarksData: result.value.data });
    else failedLoad(result.error);
    return result.ok;
  };

  /** Reads everything the page shows. A panel already showing a list keeps it while this runs. */
  const load = async () => {
    if (!get().enabled || !get().loggedIn) return;
    const current = generation;
    if (get().status != 'ready') store.setState({ status: 'loading' });
    const results = await Promise.all([
      ...[...watched].map((channel) => loadChannel(channel, current)),
      loadBookmarks(current),
    ]);
    if (current == generation) store.setState({ status: results.every(Boolean) ? 'ready' : 'failed' });
  };

  const claim = async (id: string) => {
    const user = deps.userId();
    if (!deps.hasApiHost || user === undefined) return;
    const result = await api.claimTour(id, user);
    if (!result.ok) deps.log(`${result.error.message} for tour ${id}`, result.error);
  };

  const run = async (channel: string, id: string, toggle: Toggle) => {
    const current = generation;
    const key = itemKey(channel, id);
    toggle.running = true;
    let failed = false;
    while (toggle.wanted != toggle.confirmed) {
      const result = await api.toggleFavorite(id, channel);
      if (current != generation) return;
      // spec 7.4: tours apply only when the server reports success; favourites are held to the same.
      if (!result.ok || !result.value.success) {
        deps.log(result.ok ? 'favourite toggle refused (success: false)' : result.error.message);
        failed = true;
        break;
      }
      toggle.confirmed = !result.value.deleted;
      if (channel == tourChannel && toggle.confirmed) void claim(id);
    }
    toggles.delete(key);
    show(channel, id, toggle.confirmed);
    if (failed) {
      store.setState({ notice: { key, message: channel == tourChannel ? TOUR_FAILED : TOGGLE_FAILED } });
      void loadChannel(channel, current);
    } else if (token) deps.tabs?.post({ kind: 'favourite', token, channel, id, saved: toggle.confirmed });
  };

  /**
   * Saves or removes an item. Without login nothing is sent (spec 5.2): the wish is kept and the login
   * prompt opens; once the reader is logged in, the item is saved. Returns false when favourites are off.
   */
  const toggle = (id: string, channel: string = deps.channel): boolean => {
    if (!get().enabled) return false;
    if (!get().loggedIn) {
      requestLogin({ id, channel });
      return true;
    }
    const key = itemKey(channel, id);
    const showing = isSaved(channel, id);
    let entry = toggles.get(key);
    if (!entry) toggles.set(key, (entry = { wanted: showing, confirmed: showing, running: false }));
    entry.wanted = !showing;
    if (get().notice?.key == key) store.setState({ notice: undefined });
    show(channel, id, entry.wanted);
    if (!entry.running) void run(channel, id, entry);
    return true;
  };

  const requestLogin = (intent?: LoginIntent) => {
    if (intent) rememberIntent(intent);
    if (get().promptHost) store.setState({ bookmarksLoginOpen: true });
    else {
      const { login } = deps.loginLinks();
      if (login) deps.navigate(login);
    }
  };

  /** Unfollows rubrics or brands: gone at once, back with a message if the server says no (spec 7.3). */
  const unfollow = async (ids: readonly string[]) => {
    if (!get().loggedIn || ids.length == 0) return;
    const current = generation;
    const before = get();
    const keep = (entry: { id: string }) => !ids.includes(entry.id);
    store.setState({
      notice: undefined,
      bookmarks: before.bookmarks.filter((id) => !ids.includes(id)),
      bookmarksData: {
        bookmarksRubrics: before.bookmarksData.bookmarksRubrics.filter(keep),
        bookmarksBrands: before.bookmarksData.bookmarksBrands.filter(keep),
      },
    });
    const result = await api.toggleBookmarks(ids);
    if (current != generation) return;
    if (!result.ok || !result.value) {
      deps.log(result.ok ? 'bookmarks toggle refused (success: false)' : result.error.message);
      store.setState({
        bookmarks: before.bookmarks,
        bookmarksData: before.bookmarksData,
        notice: { key: 'bookmarks', message: UNFOLLOW_FAILED },
      });
      return;
    }
    if (token) deps.tabs?.post({ kind: 'bookmarks', token });
    // spec 4.4 (issue 12): saving bookmarks is followed by a reload.
    await loadBookmarks(current);
  };

  /** A new reader (or none): everything of the previous one goes, panel and prompt close (spec 2.4). */
  const setUser = async (next: string | undefined) => {
    if (knowsUser && next === token) return;
    knowsUser = true;
    token = next;
    generation++;
    toggles.clear();
    store.setState({
      loggedIn: next !== undefined,
      favorites: {},
      saved: [],
      bookmarks: [],
      bookmarksData: EMPTY_DATA,
      tours: [],
      bookmarksOpen: false,
      bookmarksLoginOpen: false,
      status: 'idle',
      unknownChannels: [],
      notice: undefined,
    });
    if (next === undefined || !get().enabled) return;
    const intent = takeIntent();
    if (intent) watched.add(intent.channel);
    const current = generation;
    await load();
    if (intent && current == generation && !isSaved(intent.channel, intent.id))
      toggle(intent.id, intent.channel);
  };

  const onTabMessage = (message: TabMessage) => {
    if (message.token !== token) return;
    if (message.kind == 'bookmarks') void loadBookmarks(generation);
    else if (!toggles.has(itemKey(message.channel, message.id)))
      show(message.channel, message.id, message.saved);
  };
  deps.tabs?.listen(onTabMessage);

  return {
    store,
    load,
    toggle,
    unfollow,
    setUser,
    requestLogin,
    loginLinks: deps.loginLinks,
    /** A widget that shows another channel's items (a tour list, a gallery) asks for it to be loaded. */
    watchChannel(channel: string) {
      if (watched.has(channel)) return;
      watched.add(channel);
      if (get().status != 'idle') void loadChannel(channel, generation);
    },
    /** spec 2.4: opening the panel without login shows the login prompt instead. */
    openPanel() {
      if (!get().loggedIn) return requestLogin();
      store.setState({ bookmarksOpen: true, bookmarksLoginOpen: false });
      void load();
    },
    closePanel: () => store.setState({ bookmarksOpen: false }),
    closeLoginPrompt: () => store.setState({ bookmarksLoginOpen: false }),
    dismissNotice: () => store.setState({ notice: undefined }),
  };
}

export type FavouritesController = ReturnType<typeof createFavourites>;
