import { latestOnly } from '../../src/latest-only.ts';
import { logWarning } from '../../src/log.ts';
import type { CompareOptions, CompareStoreApi } from './compare-state.ts';
import { trackComparison } from './track-comparison.ts';

/**
 * The comparison's data: the brand tree, the compared vehicles and the applied search's matches.
 * Each goes through `latestOnly`, so an answer to an older query never overwrites a newer one (issue 16).
 */
export function compareLoads(store: CompareStoreApi, options: CompareOptions) {
  const { calls, kind, timeoutMs } = options;
  const treeCall = latestOnly();
  const vehiclesCall = latestOnly();
  const resultsCall = latestOnly();

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
    // A link may carry another kind's ids (a car in the motorcycle comparison): they leave with one line.
    const others = result.value.filter((vehicle) => vehicle.kind != kind);
    if (others.length)
      logWarning(
        'vehicle-compare',
        `versions of another kind than ${kind} left out of the comparison`,
        others.map((vehicle) => vehicle.id),
      );
    const loaded = Object.fromEntries(
      result.value.filter((vehicle) => vehicle.kind == kind).map((vehicle) => [vehicle.id, vehicle]),
    );
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
    if (result.ok) trackComparison(options, 'resultCount', 'sichtbar', { count: result.value.count });
  }

  return {
    loadTree,
    loadVehicles,
    loadResults,
    stop() {
      for (const call of [treeCall, vehiclesCall, resultsCall]) call.stop();
    },
  };
}
