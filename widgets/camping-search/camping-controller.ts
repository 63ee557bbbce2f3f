import { createStore } from 'zustand/vanilla';
import { findPlaces, searchPitches, type SearchAnswer } from '../../features/camping/camping-api.ts';
import type { Bbox, CampingPlace } from '../../features/camping/pitch.ts';
import type { PitchFilters, SortOrder } from '../../features/camping/search-query.ts';
import { latestOnly } from '../../src/latest-only.ts';
import type { Kiosk } from '../../src/widget-contract.ts';
import { DATES_HALF, DATES_REVERSED, noPlace, PLACE_EMPTY, PLACE_FAILED, SEARCH_FAILED } from './messages.ts';
import { EMPTY_SEARCH, type SearchState } from './search-url.ts';

/** Entries a page holds ('Weitere Stellplätze laden' adds the next). */
export const PAGE_SIZE = 20;

export interface CampingState {
  /** The search the results are for (and the URL holds). */
  query: SearchState;
  status: 'idle' | 'loading' | 'done' | 'failed';
  /** Slow: the running search has taken longer than `slowAfterMs`. */
  slow: boolean;
  /** German text where the reader must act; the last good results stay beside it. */
  message?: string;
  /** Where the message belongs: the form (dates, place) or the results (a failed search, with retry). */
  messageAt?: 'form' | 'results';
  answer?: SearchAnswer;
  loadingMore: boolean;
  /** Bumped when the map should show the searched area (a new place, a restored link), not after a pan. */
  fitVersion: number;
  /** The map's area after a pan, waiting for 'In diesem Gebiet suchen'. */
  movedArea?: Bbox;
  searchOnMove: boolean;
  /** The pitch marked on both list and map: hovered or focused (entry), or chosen (pin). */
  marked?: string;
  /** The pitch a pin chose: its entry scrolls into view. */
  chosen?: string;
}

export interface Draft {
  text: string;
  /** The suggestion the reader took, while the text still reads as it. */
  place?: CampingPlace;
  from: string;
  to: string;
  persons: number;
}

interface Options {
  kiosk: Kiosk;
  timeoutMs: number;
  slowAfterMs: number;
  /** Writes the search into the URL: a new entry (push), or the current one replaced. */
  writeUrl(state: SearchState, mode: 'push' | 'replace'): void;
}

export const placeLabel = (place: CampingPlace) =>
  place.postcode ? `${place.name} (${place.postcode})` : place.name;

/**
 * The camping search (issue 28): a framework-free store and its actions. A click is one request, the
 * newest answer wins (`latestOnly`), and a failure keeps the query, dates, filters and last results.
 */
export function createCampingSearch({ kiosk, timeoutMs, slowAfterMs, writeUrl }: Options) {
  const store = createStore<CampingState>(() => ({
    query: EMPTY_SEARCH,
    status: 'idle',
    slow: false,
    loadingMore: false,
    fitVersion: 0,
    searchOnMove: false,
  }));
  const searches = latestOnly();
  const more = latestOnly();
  const set = store.setState;
  let slowTimer: ReturnType<typeof setTimeout> | undefined;

  async function run(query: SearchState, url: 'push' | 'replace' | 'none', fit: boolean) {
    const area = query.area;
    more.stop();
    set((state) => ({
      query,
      movedArea: undefined,
      fitVersion: fit ? state.fitVersion + 1 : state.fitVersion,
      message: undefined,
      messageAt: undefined,
    }));
    if (url != 'none') writeUrl(query, url);
    if (!area) return;
    const turn = searches.next();
    set({ status: 'loading', slow: false, loadingMore: false });
    clearTimeout(slowTimer);
    slowTimer = setTimeout(() => turn.isCurrent() && set({ slow: true }), slowAfterMs);
    const result = await searchPitches(
      kiosk.api,
      {
        bbox: area,
        near: query.near,
        filters: query.filters,
        from: query.from || undefined,
        to: query.to || undefined,
        persons: query.persons,
        sort: query.sort,
        offset: 0,
        limit: PAGE_SIZE,
      },
      { timeoutMs, signal: turn.signal },
    );
    // An older answer never replaces a newer one (issue 28).
    if (!turn.isCurrent()) return;
    clearTimeout(slowTimer);
    if (!result.ok) {
      set({ status: 'failed', slow: false, message: SEARCH_FAILED, messageAt: 'results' });
      return;
    }
    set({ status: 'done', slow: false, answer: result.value });
    // spec 9.6 view_search_results: the term searched and how many were found.
    kiosk.bus.emit('analytics-event', {
      name: 'view_search_results',
      props: { term: query.place, count: result.value.total },
    });
  }

  const formProblem = (message: string) => {
    set({ message, messageAt: 'form' });
    return false;
  };

  return {
    store,
    kiosk,
    /** 'Stellplatz suchen': checks the dates, finds the place, searches its area. True when it searched. */
    async submit(draft: Draft): Promise<boolean> {
      if (!!draft.from != !!draft.to) return formProblem(DATES_HALF);
      if (draft.from && draft.to <= draft.from) return formProblem(DATES_REVERSED);
      const text = draft.text.trim();
      const base = store.getState().query;
      const stay = { from: draft.from, to: draft.to, persons: draft.persons };
      // The same place as searched: only the dates or persons change, the area stays.
      if (base.area && text == base.place && !draft.place) {
        kiosk.bus.emit('analytics-event', {
          name: 'camping_search_pitch',
          props: { place: text, dates: !!draft.from },
        });
        await run({ ...base, ...stay }, 'push', false);
        return true;
      }
      if (!text) return formProblem(PLACE_EMPTY);
      let place = draft.place && placeLabel(draft.place) == text ? draft.place : undefined;
      if (!place) {
        const turn = searches.next();
        set({ status: 'loading', message: undefined });
        const found = await findPlaces(kiosk.api, text, { timeoutMs, signal: turn.signal });
        if (!turn.isCurrent()) return false;
        if (!found.ok) {
          set({ status: 'failed', message: PLACE_FAILED, messageAt: 'results' });
          return false;
        }
        place = found.value.places[0];
        if (!place) {
          set({ status: store.getState().answer ? 'done' : 'idle' });
          return formProblem(noPlace(text, found.value.suggestion));
        }
      }
      kiosk.bus.emit('analytics-event', {
        name: 'camping_search_pitch',
        props: { place: place.name, dates: !!draft.from },
      });
      await run(
        {
          ...base,
          ...stay,
          place: placeLabel(place),
          area: place.bbox,
          near: { lat: place.lat, lng: place.lng },
        },
        'push',
        true,
      );
      return true;
    },
    /** The last search again ('Erneut versuchen'). */
    retry: () => run(store.getState().query, 'none', false),
    setFilters: (filters: PitchFilters) => run({ ...store.getState().query, filters }, 'push', false),
    setSort: (sort: SortOrder) => run({ ...store.getState().query, sort }, 'push', false),
    /** Back or forward, or the link the page was opened with. */
    restore: (query: SearchState) => run(query, 'none', true),
    /** The map was moved: search there at once, or offer it. */
    mapMoved(area: Bbox) {
      const { searchOnMove, query } = store.getState();
      if (!searchOnMove) return set({ movedArea: area });
      kiosk.bus.emit('analytics-event', { name: 'camping_area_search', props: { automatic: true } });
      void run({ ...query, area }, 'replace', false);
    },
    /** 'In diesem Gebiet suchen'. */
    searchMovedArea() {
      const { movedArea, query } = store.getState();
      if (!movedArea) return;
      kiosk.bus.emit('analytics-event', { name: 'camping_area_search', props: { automatic: false } });
      void run({ ...query, area: movedArea }, 'push', false);
    },
    setSearchOnMove: (on: boolean) => set({ searchOnMove: on }),
    /** 'Weitere Stellplätze laden': the next page, appended. Resolves with the index of the first new entry. */
    async loadMore(): Promise<number | undefined> {
      const { query, answer } = store.getState();
      if (!answer || !query.area) return undefined;
      const turn = more.next();
      set({ loadingMore: true, message: undefined });
      const offset = answer.entries.length;
      const result = await searchPitches(
        kiosk.api,
        {
          bbox: query.area,
          near: query.near,
          filters: query.filters,
          from: query.from || undefined,
          to: query.to || undefined,
          persons: query.persons,
          sort: query.sort,
          offset,
          limit: PAGE_SIZE,
        },
        { timeoutMs, signal: turn.signal },
      );
      // A new search since started: this page belongs to the old one.
      if (!turn.isCurrent() || store.getState().answer !== answer) return undefined;
      if (!result.ok) {
        set({ loadingMore: false, message: SEARCH_FAILED, messageAt: 'results' });
        return undefined;
      }
      const known = new Set(answer.entries.map((entry) => entry.id));
      set({
        loadingMore: false,
        answer: {
          ...answer,
          entries: [...answer.entries, ...result.value.entries.filter((entry) => !known.has(entry.id))],
        },
      });
      return offset;
    },
    mark: (id: string | undefined) => set({ marked: id }),
    choose: (id: string) => set({ marked: id, chosen: id }),
    dispose() {
      clearTimeout(slowTimer);
      searches.stop();
      more.stop();
    },
  };
}

export type CampingSearch = ReturnType<typeof createCampingSearch>;
