import { createStore } from 'zustand/vanilla';
import type { ComparisonState } from '../../features/vehicles/comparison-url.ts';
import { compareCount } from './compare-count.ts';
import { compareEdits } from './compare-edits.ts';
import { compareLoads } from './compare-loads.ts';
import { compareSearch } from './compare-search.ts';
import { INITIAL_COMPARE_STATE, type CompareOptions, type CompareState } from './compare-state.ts';

/**
 * The comparison's state and calls, framework-free: the state in `compare-state.ts`, the loads, the
 * live count, the reader's edits and the search each in a file of their own.
 */
export function createCompareStore(options: CompareOptions) {
  const store = createStore<CompareState>(() => INITIAL_COMPARE_STATE);
  const loads = compareLoads(store, options);
  const count = compareCount(store, options);
  const { change, ...edits } = compareEdits(store, options, loads.loadVehicles);

  return {
    store,
    loadTree: loads.loadTree,
    loadVehicles: loads.loadVehicles,
    loadResults: loads.loadResults,
    refreshCount: count.refreshCount,
    /** The URL says what to show (first load, back, forward): no new history entry. */
    restore(comparison: ComparisonState) {
      const draft = comparison.search ?? store.getState().draft;
      store.setState({
        comparison,
        draft: { criteria: draft.criteria, exclude: draft.exclude },
        searchOpen: comparison.search ? true : store.getState().searchOpen,
      });
      void loads.loadVehicles();
      void loads.loadResults();
      if (store.getState().searchOpen) void count.refreshCount();
    },
    ...edits,
    ...compareSearch(store, options, count, change, loads.loadResults),
    stop() {
      count.stop();
      loads.stop();
    },
  };
}

export type CompareController = ReturnType<typeof createCompareStore>;
