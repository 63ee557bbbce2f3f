import { useEffect, useRef, type CSSProperties } from 'react';
import { useStore } from 'zustand';
import { bestIndexes } from '../../features/vehicles/best-value.ts';
import { vehicleName, type VehicleData, type VehicleKind } from '../../features/vehicles/vehicle-types.ts';
import { actionButtonMinor } from '../../ui/action-button.ts';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import type { CompareController } from './compare-store.ts';
import { formatValue } from '../../features/vehicles/format-value.ts';
import { ScoreBar } from './score-bar.tsx';
import { tableRows } from '../../features/vehicles/table-rows.ts';

interface TableProps {
  controller: CompareController;
  kind: VehicleKind;
  vehicles: readonly VehicleData[];
  /** Where focus goes when the reader removed the vehicle whose button had it. */
  onRemoved: () => void;
}

const cellClass = (best: boolean) =>
  best ? 'kiosk-vehicle-compare__cell kiosk-vehicle-compare__cell--best' : 'kiosk-vehicle-compare__cell';

/**
 * The technical data side by side: a real table (caption, column headers per vehicle, row headers per
 * value, a header per group), the best value of a row marked in bold, with a tick and in words.
 */
export function CompareTable({ controller, kind, vehicles, onRemoved }: TableProps) {
  const differencesOnly = useStore(controller.store, (state) => state.comparison.differencesOnly);
  const groups = tableRows(kind, vehicles, differencesOnly);
  const scores = vehicles.map((vehicle) => vehicle.score);
  const bestScores = bestIndexes(scores, 'higher');
  const columns = vehicles.length + 1;
  const seen = useRef(false);
  useEffect(() => {
    if (seen.current) return;
    seen.current = true;
    controller.trackTableSeen();
  }, [controller]);

  return (
    <div
      className="kiosk-vehicle-compare__scroller"
      style={{ '--kiosk-vehicle-columns': vehicles.length } as CSSProperties}
      role="region"
      aria-label="Technische Daten, seitlich verschiebbar"
      tabIndex={0}
    >
      <table className="kiosk-vehicle-compare__table">
        <caption className="kiosk-vehicle-compare__caption">
          {/* Stays at the region's left edge and wraps to its width while the table is swiped. */}
          <span className="kiosk-vehicle-compare__caption-text">Technische Daten im Vergleich</span>
        </caption>
        <thead>
          <tr>
            <td className="kiosk-vehicle-compare__corner" />
            {vehicles.map((vehicle) => (
              <th key={vehicle.id} scope="col" className="kiosk-vehicle-compare__vehicle">
                {vehicleName(vehicle)}
              </th>
            ))}
          </tr>
          {/* Its own row: a header cell holding the button would be named 'Audi A3 … Entfernen: Audi A3 …'
              (issue 23, names 4). */}
          <tr>
            <td className="kiosk-vehicle-compare__corner" />
            {vehicles.map((vehicle) => (
              <td key={vehicle.id} className="kiosk-vehicle-compare__actions">
                <button
                  type="button"
                  className={`${actionButtonMinor} kiosk-vehicle-compare__remove`}
                  aria-label={`Entfernen: ${vehicleName(vehicle)}`}
                  onClick={() => {
                    controller.remove(vehicle.id);
                    onRemoved();
                  }}
                >
                  Entfernen
                </button>
              </td>
            ))}
          </tr>
        </thead>
        {scores.some((score) => score !== undefined) && (
          <tbody>
            <tr>
              <th scope="colgroup" colSpan={columns} className="kiosk-vehicle-compare__group">
                Wertung
              </th>
            </tr>
            <tr>
              <th scope="row" className="kiosk-vehicle-compare__label">
                1000-Punkte-Wertung
              </th>
              {scores.map((score, index) => (
                <td key={vehicles[index]?.id ?? index} className={cellClass(bestScores.includes(index))}>
                  {score === undefined ? 'nicht getestet' : <ScoreBar score={score} />}
                  {bestScores.includes(index) && <Best />}
                </td>
              ))}
            </tr>
          </tbody>
        )}
        {groups.map(({ group, rows }) => (
          <tbody key={group}>
            <tr>
              <th scope="colgroup" colSpan={columns} className="kiosk-vehicle-compare__group">
                {group}
              </th>
            </tr>
            {rows.map((row) => (
              <tr key={row.field.key}>
                <th scope="row" className="kiosk-vehicle-compare__label">
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td key={vehicles[index]?.id ?? index} className={cellClass(row.best.includes(index))}>
                    {formatValue(row.field, value)}
                    {row.best.includes(index) && <Best />}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

function Best() {
  return (
    <span className="kiosk-vehicle-compare__best">
      <span aria-hidden="true"> ✓</span>
      <VisuallyHidden> (bester Wert)</VisuallyHidden>
    </span>
  );
}
