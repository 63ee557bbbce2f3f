import type { BookmarksData, SavedItem } from './api.ts';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** A German message after a rollback, for the control it concerns (`key`: see item-key.ts, or 'bookmarks'). */
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
  /**
   * What the server said about each channel's saved items, for the panel (title, image, date): the saved
   * articles of `channel`, and the saved tours (issue 23: the tour page promises they are found there).
   */
  saved: Readonly<Record<string, readonly SavedItem[]>>;
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
}

export const EMPTY_DATA: BookmarksData = { bookmarksRubrics: [], bookmarksBrands: [] };

/** Before the session is known: nothing saved, nothing open. */
export const initialFavouritesState = (enabled: boolean, channel: string): FavouritesState => ({
  enabled,
  loggedIn: false,
  favorites: {},
  saved: {},
  bookmarks: [],
  bookmarksData: EMPTY_DATA,
  tours: [],
  channel,
  bookmarksOpen: false,
  bookmarksLoginOpen: false,
  status: 'idle',
  unknownChannels: [],
});
