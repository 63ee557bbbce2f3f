import { MAX_COMPARED, type ComparisonState } from '../../features/vehicles/comparison-url.ts';
import type { CompareOptions, CompareStoreApi } from './compare-state.ts';
import { trackComparison } from './track-comparison.ts';

/**
 * The reader changes what is compared: each change is a history entry, and loads the data it needs
 * (`loadVehicles`).
 */
export function compareEdits(
  store: CompareStoreApi,
  options: CompareOptions,
  loadVehicles: () => Promise<void>,
) {
  /** The reader changed the comparison: a history entry, and the data it needs. */
  function change(comparison: ComparisonState) {
    store.setState({ comparison });
    options.navigate(comparison);
    void loadVehicles();
  }

  return {
    change,
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
      trackComparison(options, 'techData', 'klick', {
        label: differencesOnly ? 'Nur Unterschiede an' : 'Nur Unterschiede aus',
      });
      change({ ...store.getState().comparison, differencesOnly });
    },
    /** 'Alle Fahrzeuge vergleichen': the first matches fill the comparison. */
    compareAll() {
      const { results, comparison } = store.getState();
      const ids = results.versions.slice(0, MAX_COMPARED).map((version) => version.id);
      trackComparison(options, 'compareAll', 'klick', { count: ids.length });
      change({ ...comparison, ids });
    },
    trackTableSeen() {
      trackComparison(options, 'techData', 'sichtbar', { count: store.getState().comparison.ids.length });
    },
  };
}
