import { useRef, useState, type ChangeEvent, type Ref } from 'react';
import { useStore } from 'zustand';
import { selectInTree, treeOptions, type TreeSelection } from '../../features/vehicles/tree-selection.ts';
import type { VehicleLabels } from './vehicle-labels.ts';
import { actionButton } from '../../ui/action-button.ts';
import { field } from '../../ui/field.ts';
import { Notice } from '../../ui/notice.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useUniqueId } from '../../ui/use-unique-id.ts';
import type { CompareController } from './compare-store.ts';
import { TREE_FAILED } from './messages.ts';
import { ModelSearch } from './model-search.tsx';

interface LevelSelectProps {
  id: string;
  label: string;
  value: string | undefined;
  choices: readonly { id: string; name: string }[];
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  selectRef?: Ref<HTMLSelectElement>;
}

/** One level of the tree: its label and a select that starts at 'Bitte wählen'. */
function LevelSelect({ id, label, value, choices, disabled, onChange, selectRef }: LevelSelectProps) {
  return (
    <div className="kiosk-vehicle-compare__field">
      <label htmlFor={id}>{label}</label>
      <select
        ref={selectRef}
        id={id}
        className={field}
        value={value ?? ''}
        disabled={disabled}
        onChange={onChange}
      >
        <option value="">Bitte wählen</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
    </div>
  );
}

interface PickerProps {
  controller: CompareController;
  labels: VehicleLabels;
  /** Adds the chosen version; the picker stays open for the next one. */
  onAdd: (id: string) => void;
}

/**
 * spec 2.7: brand ('Marke') → series ('Baureihe' / 'Modell') → version, then 'Hinzufügen'; issue 23:
 * 'Modell suchen' before them fills all three at once.
 */
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
      <ModelSearch
        tree={tree.brands}
        onChoose={({ brand, series, version }) => setSelection({ brand, series, version })}
      />
      <LevelSelect
        id={`${id}-brand`}
        label={labels.brand}
        value={selection.brand}
        choices={options.brands}
        onChange={choose('brand')}
        selectRef={brandSelect}
      />
      <LevelSelect
        id={`${id}-series`}
        label={labels.series}
        value={selection.series}
        choices={options.series}
        disabled={!selection.brand}
        onChange={choose('series')}
      />
      <LevelSelect
        id={`${id}-version`}
        label="Version"
        value={selection.version}
        choices={options.versions}
        disabled={!selection.series}
        onChange={choose('version')}
      />
      <button
        type="submit"
        className={`${actionButton} kiosk-vehicle-compare__button`}
        disabled={!selection.version || already}
      >
        {already ? 'Schon im Vergleich' : 'Hinzufügen'}
      </button>
    </form>
  );
}
