import type { Result } from '../../src/http.ts';
import { pathSegment } from '../../src/kit/path-segment.ts';
import { readableRecords } from '../../src/kit/readable-records.ts';
import type { PlatformApi } from '../../src/platform-api.ts';

/** A saved item as the panel shows it; only `id` is sure, the rest is what the server knew. */
export interface SavedItem {
  id: string;
  title?: string;
  /** Image of the `list.favorites` slot, unchecked (it passes safeUrl where it becomes a src). */
  image?: string;
  date?: string;
  url?: string;
}

/** A followed rubric or brand (spec 3.2 bookmarksData). */
export interface FollowedEntry {
  id: string;
  title: string;
  url?: string;
}

export interface BookmarksData {
  bookmarksRubrics: FollowedEntry[];
  bookmarksBrands: FollowedEntry[];
}

export interface ToggleAnswer {
  success: boolean;
  deleted: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value == 'object' && value !== null && !Array.isArray(value);
/** spec 3.2: ids are held as strings, whatever the server sent (numbers included). */
const idOf = (value: unknown): string | undefined =>
  typeof value == 'string' && value != '' ? value : typeof value == 'number' ? String(value) : undefined;
const text = (value: unknown): string | undefined => (typeof value == 'string' ? value : undefined);
const SOURCE = 'favourites';

function savedItem(entry: unknown): SavedItem | undefined {
  const id = idOf(isRecord(entry) ? entry.id : entry);
  if (id === undefined) return undefined;
  if (!isRecord(entry)) return { id };
  return {
    id,
    title: text(entry.title),
    image: text(entry.image),
    date: text(entry.date),
    url: text(entry.url),
  };
}

const parseFavourites = (body: unknown): SavedItem[] | undefined =>
  isRecord(body) && Array.isArray(body.favorites)
    ? readableRecords(body.favorites, savedItem, SOURCE, 'favorites')
    : undefined;

/** Anything without a boolean `success` is malformed; `deleted` defaults to false (spec 4.4). */
const parseToggle = (body: unknown): ToggleAnswer | undefined =>
  isRecord(body) && typeof body.success == 'boolean'
    ? { success: body.success, deleted: body.deleted === true }
    : undefined;

function followed(entry: unknown): (FollowedEntry & { type?: string }) | undefined {
  const id = idOf(isRecord(entry) ? entry.id : entry);
  if (id === undefined) return undefined;
  if (!isRecord(entry)) return { id, title: id };
  return { id, title: text(entry.title) ?? id, url: text(entry.url), type: text(entry.type) };
}

export interface BookmarksAnswer {
  ids: string[];
  data: BookmarksData;
}

/** spec 7.3: `data` is the list; each entry's type sorts it into rubrics or brands. */
const parseBookmarks = (body: unknown): BookmarksAnswer | undefined => {
  if (!isRecord(body) || !Array.isArray(body.data)) return undefined;
  const entries = readableRecords(body.data, followed, SOURCE, 'data');
  const strip = ({ id, title, url }: FollowedEntry) => ({ id, title, url });
  return {
    ids: entries.map((entry) => entry.id),
    data: {
      bookmarksRubrics: entries.filter((entry) => entry.type != 'brand').map(strip),
      bookmarksBrands: entries.filter((entry) => entry.type == 'brand').map(strip),
    },
  };
};

const parseSuccess = (body: unknown): boolean | undefined =>
  isRecord(body) && typeof body.success == 'boolean' ? body.success : undefined;

/**
 * The calls of spec 7.2–7.4, exactly as the spec writes them. Every one needs the login
 * (`auth: true`): without it `kiosk.api` sends nothing and answers `logged-out` (spec 5.2).
 */
export function favouritesApi(api: PlatformApi, timeoutMs: number) {
  return {
    /** spec 7.2 Get: GET /bookmarks/get?rkm_auth_token=…[&channel=…], without credentials. */
    getFavourites(channel?: string): Promise<Result<SavedItem[]>> {
      return api.request('/bookmarks/get', {
        auth: true,
        query: { channel },
        credentials: 'omit',
        timeoutMs,
        parse: parseFavourites,
        errorMessage: 'favourites load failed',
      });
    },
    /** spec 7.2 Toggle: POST /bookmarks/toggle?rkm_auth_token=…, body {id, channel}. */
    toggleFavourite(id: string, channel: string): Promise<Result<ToggleAnswer>> {
      return api.request('/bookmarks/toggle', {
        auth: true,
        method: 'POST',
        json: { id, channel },
        timeoutMs,
        parse: parseToggle,
        errorMessage: 'favourite toggle failed',
      });
    },
    /** spec 7.3 Get: GET /uifavorites/get?rkm_auth_token=… */
    getBookmarks(): Promise<Result<BookmarksAnswer>> {
      return api.request('/uifavorites/get', {
        auth: true,
        timeoutMs,
        parse: parseBookmarks,
        errorMessage: 'bookmarks load failed',
      });
    },
    /** spec 7.3 Toggle: POST /uifavorites/toggle?rkm_auth_token=…&ids[]=…&ids[]=…, no body. */
    toggleBookmarks(ids: readonly string[]): Promise<Result<boolean>> {
      return api.request('/uifavorites/toggle', {
        auth: true,
        method: 'POST',
        query: { 'ids[]': ids },
        timeoutMs,
        parse: parseSuccess,
        errorMessage: 'bookmarks toggle failed',
      });
    },
    /**
     * spec 7.4 Claim: POST /tour/claim/{tourId}?rkm_auth_token=…, body {id, user}, without credentials.
     * Undefined (nothing sent, reported once) for an id that cannot be a path segment (`..`).
     */
    claimTour(tourId: string, user: string): Promise<Result<unknown>> | undefined {
      const segment = pathSegment(tourId, { source: 'tour-favourite', field: 'tourId' });
      if (segment === undefined) return undefined;
      return api.request(`/tour/claim/${segment}`, {
        auth: true,
        method: 'POST',
        json: { id: tourId, user },
        credentials: 'omit',
        timeoutMs,
        errorMessage: 'tour claim failed',
      });
    },
  };
}

export type FavouritesApi = ReturnType<typeof favouritesApi>;
