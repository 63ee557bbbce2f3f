import { useRef, useState } from 'react';
import { useStore } from 'zustand';
import { MAX_COMPARED } from '../../features/vehicles/comparison-url.ts';
import type { VehicleKind } from '../../features/vehicles/vehicle-types.ts';
import type { VehicleLabels } from './vehicle-labels.ts';
import { actionButtonSecondary } from '../../ui/action-button.ts';
import { cluster } from '../../ui/cluster.ts';
import { Notice } from '../../ui/notice.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useUniqueId } from '../../ui/use-unique-id.ts';
import { CompareTable } from './compare-table.tsx';
import type { CompareController } from './compare-store.ts';
import { VEHICLES_FAILED } from '../../features/vehicles/vehicle-messages.ts';
import { NOUNS } from './messages.ts';
import { SearchPanel } from './search-panel.tsx';
import { SearchResults } from './search-results.tsx';
import { VehiclePicker } from './vehicle-picker.tsx';
import { Switch } from '../../ui/switch.tsx';

interface VehicleCompareProps {
  controller: CompareController;
  kind: VehicleKind;
  labels: VehicleLabels;
}

/** issue 16: the vehicle comparison — picker, technical data table, 'Suche anpassen'. */
export function VehicleCompare({ controller, kind, labels }: VehicleCompareProps) {
  const comparison = useStore(controller.store, (state) => state.comparison);
  const vehicles = useStore(controller.store, (state) => state.vehicles);
  const vehiclesStatus = useStore(controller.store, (state) => state.vehiclesStatus);
  const searchOpen = useStore(controller.store, (state) => state.searchOpen);
  const [adding, setAdding] = useState(false);
  const searchId = useUniqueId();
  const toolbar = useRef<HTMLDivElement>(null);
  const shown = comparison.ids.flatMap((id) => vehicles[id] ?? []);
  const full = comparison.ids.length >= MAX_COMPARED;
  const pickerOpen = !full && (adding || comparison.ids.length == 0);
  const nouns = NOUNS[kind];

  return (
    <div className="kiosk-vehicle-compare">
      <div className={`${cluster} kiosk-vehicle-compare__toolbar`} ref={toolbar} tabIndex={-1}>
        {comparison.ids.length > 0 && (
          <button
            type="button"
            className={`${actionButtonSecondary} kiosk-vehicle-compare__button`}
            aria-expanded={pickerOpen}
            disabled={full}
            onClick={() => setAdding(!adding)}
          >
            {labels.addVehicles}
          </button>
        )}
        <button
          type="button"
          className={`${actionButtonSecondary} kiosk-vehicle-compare__button`}
          aria-expanded={searchOpen}
          aria-controls={searchId}
          onClick={controller.toggleSearch}
        >
          Suche anpassen
        </button>
        {shown.length > 1 && (
          <Switch
            checked={comparison.differencesOnly}
            onChange={controller.setDifferencesOnly}
            className="kiosk-vehicle-compare__switch"
          >
            Nur Unterschiede
          </Switch>
        )}
      </div>
      {full && (
        <p className="kiosk-vehicle-compare__hint">
          Im Vergleich sind höchstens {MAX_COMPARED} {nouns.many}; entfernen Sie eines, um ein anderes
          hinzuzufügen.
        </p>
      )}
      {pickerOpen && (
        <VehiclePicker
          controller={controller}
          labels={labels}
          onAdd={(id) => {
            setAdding(true);
            controller.add(id);
            if (comparison.ids.length + 1 >= MAX_COMPARED) toolbar.current?.focus();
          }}
        />
      )}
      {searchOpen && <SearchPanel controller={controller} kind={kind} labels={labels} id={searchId} />}
      {searchOpen && <SearchResults controller={controller} kind={kind} />}
      <Notice
        message={vehiclesStatus == 'error' ? VEHICLES_FAILED : undefined}
        onRetry={() => void controller.loadVehicles()}
      />
      {vehiclesStatus == 'loading' && (
        <Skeleton lines={6} block="3rem" label="Technische Daten werden geladen …" />
      )}
      {shown.length > 0 ? (
        <CompareTable
          controller={controller}
          kind={kind}
          vehicles={shown}
          onRemoved={() => toolbar.current?.focus()}
        />
      ) : (
        vehiclesStatus != 'loading' && (
          <p className="kiosk-vehicle-compare__hint">
            Wählen Sie {labels.brand}, {labels.series} und Version, um{' '}
            {kind == 'car' ? 'Fahrzeuge' : 'Motorräder'} zu vergleichen.
          </p>
        )
      )}
    </div>
  );
}
