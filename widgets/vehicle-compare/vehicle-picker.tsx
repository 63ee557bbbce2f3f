import { useRef, useState } from 'react';
import { useStore } from 'zustand';
import { selectInTree, treeOptions, type TreeSelection } from '../../features/vehicles/tree-selection.ts';
import type { VehicleLabels } from './vehicle-labels.ts';
import { Notice } from '../../ui/notice.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useUniqueId } from '../../ui/use-unique-id.ts';
import type { CompareController } from './compare-store.ts';
import { TREE_FAILED } from './messages.ts';

interface PickerProps {
  controller: CompareController;
  labels: VehicleLabels;
  /** Adds the chosen version; the picker stays open for the next one. */
  onAdd: (id: string) => void;
}

/** spec 2.7: brand ('Marke') → series ('Baureihe' / 'Modell') → version, then 'Hinzufügen'. */
export function VehiclePicker({ controller, labels, onAdd }: PickerProps) {
  const tree = useStore(controller.store, (state) => state.tree);
  const compared = useStore(controller.store, (state) => state.comparison.ids);
  const [selection, setSelection] = useState<TreeSelection>({});
  const id = useUniqueId();
  const brandSelect = useRef<HTMLSelectElement>(null);
  const options = treeOptions(tree.brands, selection);
  const choose = (level: keyof TreeSelection) => (event: { currentTarget: HTMLSelectElement }) =>
    setSelection(selectInTree(tree.brands, selection, level, event.currentTarget.value || undefined));

  if (tree.status == 'error')
    return <Notice message={TREE_FAILED} onRetry={() => void controller.loadTree()} />;
  if (tree.status != 'ready') return <Skeleton lines={2} label="Marken werden geladen …" />;

  const already = selection.version !== undefined && compared.includes(selection.version);
  return (
    <form
      className="kiosk-vehicle-compare__picker"
      onSubmit={(event) => {
        event.preventDefault();
        if (!selection.version || already) return;
        onAdd(selection.version);
        setSelection({ brand: selection.brand, series: selection.series });
        // The button is disabled until the next choice: focus goes back to the start of the picker.
        brandSelect.current?.focus();
      }}
    >
      <div className="kiosk-vehicle-compare__field">
        <label htmlFor={`${id}-brand`}>{labels.brand}</label>
        <select ref={brandSelect} id={`${id}-brand`} value={selection.brand ?? ''} onChange={choose('brand')}>
          <option value="">Bitte wählen</option>
          {options.brands.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </select>
      </div>
      <div className="kiosk-vehicle-compare__field">
        <label htmlFor={`${id}-series`}>{labels.series}</label>
        <select
          id={`${id}-series`}
          value={selection.series ?? ''}
          disabled={!selection.brand}
          onChange={choose('series')}
        >
          <option value="">Bitte wählen</option>
          {options.series.map((series) => (
            <option key={series.id} value={series.id}>
              {series.name}
            </option>
          ))}
        </select>
      </div>
      <div className="kiosk-vehicle-compare__field">
        <label htmlFor={`${id}-version`}>Version</label>
        <select
          id={`${id}-version`}
          value={selection.version ?? ''}
          disabled={!selection.series}
          onChange={choose('version')}
        >
          <option value="">Bitte wählen</option>
          {options.versions.map((version) => (
            <option key={version.id} value={version.id}>
              {version.name}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="kiosk-vehicle-compare__button"
        disabled={!selection.version || already}
      >
        {already ? 'Schon im Vergleich' : 'Hinzufügen'}
      </button>
    </form>
  );
}
