import type { StoreApi } from 'zustand/vanilla';
import { latestOnly, type LatestOnly } from '../../src/latest-only.ts';
import type { FavouritesApi } from './api.ts';
import type { FavouritesState } from './favourites-state.ts';
import type { TabChannel } from './tab-channel.ts';

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
  tabs?: TabChannel;
  /** One console line per distinct problem (src/log.ts). */
  log(message: string, detail?: unknown): void;
}

/**
 * An item's toggle in flight: what the page shows the reader, what the server last confirmed, and
 * whether the reader clicked an odd number of times while the call ran (one more toggle to send).
 */
export interface Toggle {
  wanted: boolean;
  confirmed: boolean;
  queued: boolean;
}

/** What every group of favourites actions shares. */
export interface FavouritesContext {
  readonly deps: FavouritesDeps;
  readonly store: StoreApi<FavouritesState>;
  get(): FavouritesState;
  /** The channels the page shows (the panel's, and those widgets asked for). */
  readonly watched: Set<string>;
  /** Toggles in flight, by `itemKey`. */
  readonly toggles: Map<string, Toggle>;
  /**
   * Toggles the server has answered, by `itemKey`: whether the item is saved now, and how many list
   * reads had started then. A list read that started before the answer may be older than it.
   */
  readonly settled: Map<string, { saved: boolean; reads: number }>;
  /** How many list reads have started (a count, to order them against the toggles' answers). */
  readonly reads: { started: number };
  /** A new turn on every change of user: answers for the previous one are dropped. */
  readonly users: LatestOnly;
  /** The logged-in reader's token, once the session is known. */
  reader: { token: string | undefined; known: boolean };
  isSaved(channel: string, id: string): boolean;
  /** Shows a channel's ids (and the tours, for the tour channel). */
  showIds(channel: string, ids: readonly string[]): void;
  /** Shows one item saved or not. */
  show(channel: string, id: string, saved: boolean): void;
}

export function createFavouritesContext(
  deps: FavouritesDeps,
  store: StoreApi<FavouritesState>,
): FavouritesContext {
  const get = store.getState;
  const showIds = (channel: string, ids: readonly string[]) =>
    store.setState((state) => ({
      favorites: { ...state.favorites, [channel]: ids },
      ...(channel == deps.tourChannel ? { tours: ids } : {}),
    }));
  return {
    deps,
    store,
    get,
    watched: new Set([deps.channel]),
    toggles: new Map(),
    settled: new Map(),
    reads: { started: 0 },
    users: latestOnly(),
    reader: { token: undefined, known: false },
    isSaved: (channel, id) => get().favorites[channel]?.includes(id) ?? false,
    showIds,
    show(channel, id, saved) {
      const ids = get().favorites[channel] ?? [];
      if (ids.includes(id) == saved) return;
      showIds(channel, saved ? [...ids, id] : ids.filter((entry) => entry != id));
    },
  };
}
