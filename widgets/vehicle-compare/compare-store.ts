import { createStore } from 'zustand/vanilla';
import type { ComparisonArea, ComparisonEvents } from '../../features/vehicles/comparison-events.ts';
import { COMPARISON_AREAS } from '../../features/vehicles/comparison-areas.ts';
import { activeCriteria, type Criteria, type Criterion } from '../../features/vehicles/criteria.ts';
import { MAX_COMPARED, type ComparisonState } from '../../features/vehicles/comparison-url.ts';
import { latestOnly } from '../../features/vehicles/latest-only.ts';
import type { VehicleApi } from '../../features/vehicles/vehicle-api.ts';
import type {
  TreeBrand,
  VehicleData,
  VehicleKind,
  VersionSummary,
} from '../../features/vehicles/vehicle-types.ts';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface CompareState {
  tree: { status: LoadStatus; brands: TreeBrand[] };
  /** What the URL holds (comparison-url.ts). */
  comparison: ComparisonState;
  /** Technical data by version id, kept while the reader moves back and forth. */
  vehicles: Readonly<Record<string, VehicleData>>;
  vehiclesStatus: LoadStatus;
  /** 'Suche anpassen' open. */
  searchOpen: boolean;
  /** The criteria being edited, before the reader applies them. */
  draft: { criteria: Criteria; exclude: boolean };
  /** The live result count of the draft. */
  count: { status: LoadStatus; value?: number };
  /** The applied search's matches. */
  results: { status: LoadStatus; count?: number; versions: VersionSummary[] };
}

export interface CompareOptions {
  kind: VehicleKind;
  calls: VehicleApi;
  timeoutMs: number;
  /**
   * The comparison changed by the reader's hand: the URL takes a new history entry. `replace`: the
   * URL is corrected in place (an old link's unknown ids dropped), no entry added.
   */
  navigate: (state: ComparisonState, replace?: boolean) => void;
  track: (event: { name: keyof ComparisonEvents; props?: { label?: string; count?: number } }) => void;
  /** How long the live count waits for the reader to stop typing. */
  countDelayMs?: number;
}

const track = (options: CompareOptions, area: ComparisonArea, action: 'sichtbar' | 'klick', props = {}) =>
  options.track({ name: `${COMPARISON_AREAS[area]} / ${action}`, props });

/**
 * The comparison's state and calls, framework-free. Every call goes through `latestOnly`, so an
 * answer to an older query never overwrites a newer one (issue 16).
 */
export function createCompareStore(options: CompareOptions) {
  const { calls, kind, timeoutMs } = options;
  const store = createStore<CompareState>(() => ({
    tree: { status: 'idle', brands: [] },
    comparison: { ids: [], differencesOnly: false, search: null },
    vehicles: {},
    vehiclesStatus: 'idle',
    searchOpen: false,
    draft: { criteria: {}, exclude: false },
    count: { status: 'idle' },
    results: { status: 'idle', versions: [] },
  }));
  const treeCall = latestOnly();
  const vehiclesCall = latestOnly();
  const countCall = latestOnly();
  const resultsCall = latestOnly();
  let countTimer: ReturnType<typeof setTimeout> | undefined;

  const excluded = () => (store.getState().draft.exclude ? store.getState().comparison.ids : []);

  async function loadTree() {
    const call = treeCall.next();
    store.setState({ tree: { status: 'loading', brands: store.getState().tree.brands } });
    const result = await calls.tree(kind, { timeoutMs, signal: call.signal });
    if (!call.isCurrent()) return;
    store.setState({
      tree: result.ok ? { status: 'ready', brands: result.value } : { status: 'error', brands: [] },
    });
  }

  async function loadVehicles() {
    const { comparison, vehicles } = store.getState();
    const missing = comparison.ids.filter((id) => !vehicles[id]);
    if (!missing.length) {
      vehiclesCall.stop();
      store.setState({ vehiclesStatus: 'ready' });
      return;
    }
    const call = vehiclesCall.next();
    store.setState({ vehiclesStatus: 'loading' });
    const result = await calls.versions(missing, { timeoutMs, signal: call.signal });
    if (!call.isCurrent()) return;
    if (!result.ok) return store.setState({ vehiclesStatus: 'error' });
    const loaded = Object.fromEntries(result.value.map((vehicle) => [vehicle.id, vehicle]));
    const state = store.getState();
    // Ids the catalogue does not know (an old link) leave the comparison rather than stay blank.
    const ids = state.comparison.ids.filter((id) => state.vehicles[id] ?? loaded[id]);
    const corrected = { ...state.comparison, ids };
    store.setState({
      vehicles: { ...state.vehicles, ...loaded },
      vehiclesStatus: 'ready',
      comparison: corrected,
    });
    if (ids.length < state.comparison.ids.length) options.navigate(corrected, true);
  }

  async function refreshCount() {
    clearTimeout(countTimer);
    const call = countCall.next();
    store.setState({ count: { status: 'loading', value: store.getState().count.value } });
    const { criteria } = store.getState().draft;
    const result = await calls.search(kind, criteria, excluded(), { timeoutMs, signal: call.signal });
    if (!call.isCurrent()) return;
    store.setState({
      count: result.ok ? { status: 'ready', value: result.value.count } : { status: 'error' },
    });
  }

  function scheduleCount() {
    clearTimeout(countTimer);
    countCall.stop();
    store.setState({ count: { status: 'loading', value: store.getState().count.value } });
    countTimer = setTimeout(() => void refreshCount(), options.countDelayMs ?? 300);
  }

  async function loadResults() {
    const search = store.getState().comparison.search;
    if (!search) {
      resultsCall.stop();
      return store.setState({ results: { status: 'idle', versions: [] } });
    }
    const call = resultsCall.next();
    store.setState({ results: { ...store.getState().results, status: 'loading' } });
    const exclude = search.exclude ? store.getState().comparison.ids : [];
    const result = await calls.search(kind, search.criteria, exclude, { timeoutMs, signal: call.signal });
    if (!call.isCurrent()) return;
    store.setState({
      results: result.ok
        ? { status: 'ready', count: result.value.count, versions: result.value.versions }
        : { status: 'error', versions: [] },
    });
    if (result.ok) track(options, 'resultCount', 'sichtbar', { count: result.value.count });
  }

  /** The reader changed the comparison: a history entry, and the data it needs. */
  function change(comparison: ComparisonState) {
    store.setState({ comparison });
    options.navigate(comparison);
    void loadVehicles();
  }

  return {
    store,
    loadTree,
    loadVehicles,
    loadResults,
    refreshCount,
    /** The URL says what to show (first load, back, forward): no new history entry. */
    restore(comparison: ComparisonState) {
      const draft = comparison.search ?? store.getState().draft;
      store.setState({
        comparison,
        draft: { criteria: draft.criteria, exclude: draft.exclude },
        searchOpen: comparison.search ? true : store.getState().searchOpen,
      });
      void loadVehicles();
      void loadResults();
      if (store.getState().searchOpen) void refreshCount();
    },
    add(id: string) {
      const { comparison } = store.getState();
      if (comparison.ids.includes(id) || comparison.ids.length >= MAX_COMPARED) return;
      change({ ...comparison, ids: [...comparison.ids, id] });
    },
    remove(id: string) {
      const { comparison } = store.getState();
      change({ ...comparison, ids: comparison.ids.filter((entry) => entry != id) });
    },
    setDifferencesOnly(differencesOnly: boolean) {
      track(options, 'techData', 'klick', {
        label: differencesOnly ? 'Nur Unterschiede an' : 'Nur Unterschiede aus',
      });
      change({ ...store.getState().comparison, differencesOnly });
    },
    toggleSearch() {
      const searchOpen = !store.getState().searchOpen;
      store.setState({ searchOpen });
      if (searchOpen) {
        track(options, 'adjustSearch', 'klick');
        void refreshCount();
      }
    },
    setCriterion(key: string, criterion: Criterion | undefined) {
      const { draft } = store.getState();
      const others = Object.entries(draft.criteria).filter(([name]) => name != key);
      const criteria = Object.fromEntries(criterion === undefined ? others : [...others, [key, criterion]]);
      store.setState({ draft: { ...draft, criteria } });
      scheduleCount();
    },
    setExclude(exclude: boolean) {
      store.setState({ draft: { ...store.getState().draft, exclude } });
      scheduleCount();
    },
    /** 'Treffer anzeigen': the draft becomes the search in the URL. */
    applySearch() {
      const { draft, comparison } = store.getState();
      const criteria = activeCriteria(draft.criteria);
      const keys = Object.keys(criteria);
      for (const key of keys) track(options, 'criteria', 'klick', { label: key });
      track(options, 'criteriaCombination', 'klick', {
        label: keys.join('+') || 'keine',
        count: keys.length,
      });
      change({ ...comparison, search: { criteria, exclude: draft.exclude } });
      void loadResults();
    },
    /** 'Alle Fahrzeuge vergleichen': the first matches fill the comparison. */
    compareAll() {
      const { results, comparison } = store.getState();
      const ids = results.versions.slice(0, MAX_COMPARED).map((version) => version.id);
      track(options, 'compareAll', 'klick', { count: ids.length });
      change({ ...comparison, ids });
    },
    trackTableSeen() {
      track(options, 'techData', 'sichtbar', { count: store.getState().comparison.ids.length });
    },
    stop() {
      clearTimeout(countTimer);
      for (const call of [treeCall, vehiclesCall, countCall, resultsCall]) call.stop();
    },
  };
}

export type CompareController = ReturnType<typeof createCompareStore>;
