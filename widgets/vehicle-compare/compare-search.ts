import type { ComparisonState } from '../../features/vehicles/comparison-url.ts';
import { activeCriteria, type Criterion } from '../../features/vehicles/criteria.ts';
import type { compareCount } from './compare-count.ts';
import type { CompareOptions, CompareStoreApi } from './compare-state.ts';
import { trackComparison } from './track-comparison.ts';

/** 'Suche anpassen': the draft criteria with their live count, and applying them as the search. */
export function compareSearch(
  store: CompareStoreApi,
  options: CompareOptions,
  count: ReturnType<typeof compareCount>,
  change: (comparison: ComparisonState) => void,
  loadResults: () => Promise<void>,
) {
  return {
    toggleSearch() {
      const searchOpen = !store.getState().searchOpen;
      store.setState({ searchOpen });
      if (searchOpen) {
        trackComparison(options, 'adjustSearch', 'klick');
        void count.refreshCount();
      }
    },
    setCriterion(key: string, criterion: Criterion | undefined) {
      const { draft } = store.getState();
      const others = Object.entries(draft.criteria).filter(([name]) => name != key);
      const criteria = Object.fromEntries(criterion === undefined ? others : [...others, [key, criterion]]);
      store.setState({ draft: { ...draft, criteria } });
      count.scheduleCount();
    },
    setExclude(exclude: boolean) {
      store.setState({ draft: { ...store.getState().draft, exclude } });
      count.scheduleCount();
    },
    /** 'Treffer anzeigen': the draft becomes the search in the URL. */
    applySearch() {
      const { draft, comparison } = store.getState();
      const criteria = activeCriteria(draft.criteria);
      const keys = Object.keys(criteria);
      for (const key of keys) trackComparison(options, 'criteria', 'klick', { label: key });
      trackComparison(options, 'criteriaCombination', 'klick', {
        label: keys.join('+') || 'keine',
        count: keys.length,
      });
      change({ ...comparison, search: { criteria, exclude: draft.exclude } });
      void loadResults();
    },
  };
}
