import { createStore } from 'zustand/vanilla';
import { latestOnly } from '../../src/latest-only.ts';
import type { PlatformApi } from '../../src/platform-api.ts';
import { findPlaces, findStationDetails, findStations, nearestPlace } from './fuel-api.ts';
import type { FuelStorage } from './fuel-storage.ts';
import { NEED_PLACE, noPlace, SEARCH_FAILED } from './messages.ts';
import { addToHistory, type HistoryEntry } from './search-history.ts';
import type { SearchSettings } from './search-settings.ts';
import type { Result } from '../../src/http.ts';
import type { Place, SortOrder, Station, StationDetails } from './station.ts';

export type SearchStatus = 'idle' | 'loading' | 'done' | 'failed';

export interface FuelSearchState {
  settings: SearchSettings;
  history: HistoryEntry[];
  /** The place the search text stands for, once chosen or found. */
  place: Place | undefined;
  sort: SortOrder;
  openOnly: boolean;
  status: SearchStatus;
  /** The running search is slower than `slowAfterMs`. */
  slow: boolean;
  /** The last answer, as the server ordered it, and what it answers. */
  stations: readonly Station[];
  /** `at`: when the answer came (ms since the epoch), which the price ages count from. */
  searched: { place: Place; settings: SearchSettings; at: number } | undefined;
  /** A German message for the reader (failures, nothing found). */
  message: string | undefined;
  /** The message is a failure the same search may get past: only then is a retry offered. */
  retryable: boolean;
}

export interface FuelSearchDeps {
  api: PlatformApi;
  storage: FuelStorage;
  timeoutMs: number;
  /** After this long a running search counts as slow and offers a restart. */
  slowAfterMs: number;
}

/** Resolves in a task of its own, after the browser has had the chance to paint and take input. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** How a chosen place reads in the search field: '10178 Berlin'. */
export const placeLabel = (place: Pick<Place, '_id' | 'name'>) => `${place._id} ${place.name}`;

/**
 * The fuel search (issue 15, spec 3.10, 5.4): settings and history in storage, one search at a time.
 * A newer search aborts the older one, and an answer for an older query never overwrites a newer one.
 */
export function createFuelSearch({ api, storage, timeoutMs, slowAfterMs }: FuelSearchDeps) {
  const store = createStore<FuelSearchState>(() => ({
    settings: storage.settings(),
    history: storage.history(),
    place: undefined,
    sort: 'price',
    openOnly: false,
    status: 'idle',
    slow: false,
    stations: [],
    searched: undefined,
    message: undefined,
    retryable: false,
  }));
  const searches = latestOnly();
  // Details asked for, by station id: a station's answer (or its call under way) is asked once per page;
  // a failed one is forgotten, so the reader's retry asks again.
  const details = new Map<string, Promise<Result<StationDetails>>>();
  const detailCalls = new AbortController();
  let slowTimer: ReturnType<typeof setTimeout> | undefined;

  const settle = (changes: Partial<FuelSearchState>) => {
    clearTimeout(slowTimer);
    store.setState({ slow: false, retryable: changes.message == SEARCH_FAILED, ...changes });
  };

  const updateSettings = (changes: Partial<SearchSettings>) => {
    const settings = { ...store.getState().settings, ...changes };
    store.setState({ settings });
    storage.saveSettings(settings);
  };

  /** Runs the search for the current settings; resolves when it (or a newer one) has settled. */
  async function search(): Promise<void> {
    const turn = searches.next();
    const call = { timeoutMs, signal: turn.signal };
    const isCurrent = turn.isCurrent;
    const { settings } = store.getState();
    const text = settings.searchText.trim();
    if (!text) return settle({ status: 'failed', message: NEED_PLACE, stations: [], searched: undefined });

    clearTimeout(slowTimer);
    store.setState({ status: 'loading', slow: false, message: undefined });
    slowTimer = setTimeout(() => isCurrent() && store.setState({ slow: true }), slowAfterMs);

    let place = store.getState().place;
    if (!place) {
      const found = await findPlaces(api, text, call);
      if (!isCurrent()) return;
      if (!found.ok) return settle({ status: 'failed', message: SEARCH_FAILED });
      place = found.value[0];
      if (!place)
        return settle({ status: 'failed', message: noPlace(text), stations: [], searched: undefined });
      // The field says which place the search runs for ('Berl' + Enter searches '10178 Berlin').
      store.setState({ place, settings: { ...store.getState().settings, searchText: placeLabel(place) } });
    }
    const answer = await findStations(
      api,
      { lat: place.lat, lng: place.lng, settings, sort: store.getState().sort },
      call,
    );
    // issue 22: the answer (a thousand stations in a city) is read in one task and shown in the next,
    // so neither holds the main thread past 50 ms on a phone (bench/fuel-search.ts).
    await nextTask();
    if (!isCurrent()) return;
    if (!answer.ok) return settle({ status: 'failed', message: SEARCH_FAILED });
    const entry: HistoryEntry = {
      ...settings,
      selectedSearchPOI: { _id: place._id, name: place.name },
      city: place.name,
      zip: place._id,
    };
    const history = addToHistory(store.getState().history, entry);
    storage.saveHistory(history);
    settle({
      status: 'done',
      stations: answer.value,
      searched: { place, settings, at: Date.now() },
      history,
    });
  }

  /** A change of radius, type or brand searches again at once when there are results to update. */
  const changeAndSearch = (changes: Partial<SearchSettings>) => {
    updateSettings(changes);
    if (store.getState().searched || store.getState().status == 'loading') void search();
  };

  return {
    store,
    search,
    /** On unmount: the running call is aborted, its timer cleared, and a late answer is dropped. */
    dispose() {
      searches.stop();
      detailCalls.abort();
      clearTimeout(slowTimer);
    },
    /**
     * A station's details (its posted hours), asked for when the reader opens them: one call per
     * station, shared by every row that shows it; a failed call is asked again on the next open.
     */
    stationDetails(id: string): Promise<Result<StationDetails>> {
      const known = details.get(id);
      if (known) return known;
      const call = findStationDetails(api, id, { timeoutMs, signal: detailCalls.signal }).then((result) => {
        if (!result.ok) details.delete(id);
        return result;
      });
      details.set(id, call);
      return call;
    },
    setText(searchText: string) {
      const { place } = store.getState();
      updateSettings({ searchText });
      if (place && placeLabel(place) != searchText) store.setState({ place: undefined });
    },
    choosePlace(place: Place) {
      store.setState({ place });
      updateSettings({ searchText: placeLabel(place) });
    },
    setRange: (range: number) => changeAndSearch({ range }),
    setFuelType: (fuelType: string) => changeAndSearch({ fuelType }),
    setBrand: (brand: string) => changeAndSearch({ brand }),
    setSort: (sort: SortOrder) => store.setState({ sort }),
    setOpenOnly: (openOnly: boolean) => store.setState({ openOnly }),
    /**
     * Repeats a history entry: its settings, then the search. The entry keeps no coordinates
     * (spec 3.10), so its text ('10178 Berlin', which starts with the postcode) is looked up again.
     */
    repeat(entry: HistoryEntry) {
      store.setState({ place: undefined });
      updateSettings({
        searchText: entry.searchText,
        range: entry.range,
        fuelType: entry.fuelType,
        brand: entry.brand,
      });
      return search();
    },
    /** After 'Standort ermitteln': the nearest place to the position, then the search from it. */
    async searchNear(lat: number, lng: number): Promise<void> {
      const turn = searches.next();
      store.setState({ status: 'loading', message: undefined });
      const found = await nearestPlace(api, lat, lng, { timeoutMs, signal: turn.signal });
      if (!turn.isCurrent()) return;
      const nearest = found.ok ? found.value[0] : undefined;
      if (!nearest) return settle({ status: 'failed', message: SEARCH_FAILED });
      // The reader's own position, named after the nearest place.
      const place = { ...nearest, lat, lng };
      store.setState({ place });
      updateSettings({ searchText: placeLabel(place) });
      return search();
    },
  };
}

export type FuelSearch = ReturnType<typeof createFuelSearch>;
