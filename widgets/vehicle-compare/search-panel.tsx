import { useStore } from 'zustand';
import { criteriaFieldsFor, fieldLabel, type Field } from '../../features/vehicles/fields.ts';
import type { RangeCriterion } from '../../features/vehicles/criteria.ts';
import type { VehicleKind } from '../../features/vehicles/vehicle-types.ts';
import type { VehicleLabels } from './vehicle-labels.ts';
import { actionButton, actionButtonSecondary } from '../../ui/action-button.ts';
import { cluster } from '../../ui/cluster.ts';
import { choice } from '../../ui/choice.ts';
import { Notice } from '../../ui/notice.tsx';
import { useUniqueId } from '../../ui/use-unique-id.ts';
import type { CompareController } from './compare-store.ts';
import { formatCount } from '../../features/vehicles/format-value.ts';
import { COUNT_FAILED, NOUNS } from './messages.ts';
import { RangeInput } from './range-input.tsx';

interface SearchPanelProps {
  controller: CompareController;
  kind: VehicleKind;
  labels: VehicleLabels;
  id: string;
}

/**
 * 'Suche anpassen': criteria from the technical data, combined (all must hold; within one, any
 * ticked choice), with the live result count before the reader applies them.
 */
export function SearchPanel({ controller, kind, labels, id }: SearchPanelProps) {
  const draft = useStore(controller.store, (state) => state.draft);
  const count = useStore(controller.store, (state) => state.count);
  const nouns = NOUNS[kind];
  const counted =
    count.status == 'loading'
      ? 'Treffer werden gezählt …'
      : count.value === undefined
        ? ''
        : `${formatCount(count.value)} ${count.value == 1 ? nouns.one : nouns.many} gefunden`;
  return (
    <form
      id={id}
      className="kiosk-vehicle-compare__search"
      aria-label="Suche anpassen"
      onSubmit={(event) => {
        event.preventDefault();
        controller.applySearch();
      }}
    >
      <div className="kiosk-vehicle-compare__criteria">
        {criteriaFieldsFor(kind).map((field) => (
          <CriterionInput key={field.key} field={field} kind={kind} controller={controller} />
        ))}
      </div>
      <label className={choice}>
        <input
          type="checkbox"
          checked={draft.exclude}
          onChange={(event) => controller.setExclude(event.currentTarget.checked)}
        />
        {labels.excludeVehicles}
      </label>
      <p className="kiosk-vehicle-compare__count" role="status">
        {count.status == 'error' ? '' : counted}
      </p>
      <Notice
        message={count.status == 'error' ? COUNT_FAILED : undefined}
        onRetry={() => void controller.refreshCount()}
      />
      <div className={cluster}>
        <button type="submit" className={`${actionButton} kiosk-vehicle-compare__button`}>
          Treffer anzeigen
        </button>
        <button
          type="button"
          className={`${actionButtonSecondary} kiosk-vehicle-compare__link`}
          onClick={() => {
            for (const field of criteriaFieldsFor(kind)) controller.setCriterion(field.key, undefined);
          }}
        >
          Kriterien zurücksetzen
        </button>
      </div>
    </form>
  );
}

function CriterionInput({
  field,
  kind,
  controller,
}: {
  field: Field;
  kind: VehicleKind;
  controller: CompareController;
}) {
  const criterion = useStore(controller.store, (state) => state.draft.criteria[field.key]);
  const id = useUniqueId();
  const label = fieldLabel(field, kind);
  if (field.type == 'choice') {
    const chosen = Array.isArray(criterion) ? (criterion as readonly string[]) : [];
    return (
      <fieldset className="kiosk-vehicle-compare__criterion">
        <legend>{label}</legend>
        <div className="kiosk-vehicle-compare__choices">
          {(field.options?.[kind] ?? []).map((option) => (
            <label key={option} className={choice}>
              <input
                type="checkbox"
                checked={chosen.includes(option)}
                onChange={(event) =>
                  controller.setCriterion(
                    field.key,
                    event.currentTarget.checked
                      ? [...chosen, option]
                      : chosen.filter((entry) => entry != option),
                  )
                }
              />
              {option}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  const range: RangeCriterion = criterion && !Array.isArray(criterion) ? (criterion as RangeCriterion) : {};
  const set = (end: 'min' | 'max') => (value: number | undefined) => {
    const min = end == 'min' ? value : range.min;
    const max = end == 'max' ? value : range.max;
    controller.setCriterion(field.key, {
      ...(min === undefined ? {} : { min }),
      ...(max === undefined ? {} : { max }),
    });
  };
  return (
    <fieldset className="kiosk-vehicle-compare__criterion">
      <legend>
        {label} ({field.unit})
      </legend>
      <div className="kiosk-vehicle-compare__range">
        <label htmlFor={`${id}-min`}>von</label>
        <RangeInput id={`${id}-min`} value={range.min} onChange={set('min')} />
        <label htmlFor={`${id}-max`}>bis</label>
        <RangeInput id={`${id}-max`} value={range.max} onChange={set('max')} />
      </div>
    </fieldset>
  );
}
