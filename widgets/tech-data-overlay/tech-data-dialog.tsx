import { useStore } from 'zustand';
import { formatValue } from '../../features/vehicles/format-value.ts';
import { tableRows } from '../../features/vehicles/table-rows.ts';
import { VEHICLES_FAILED } from '../../features/vehicles/vehicle-messages.ts';
import { vehicleName, type VehicleKind } from '../../features/vehicles/vehicle-types.ts';
import { iconButton } from '../../ui/icon-button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';
import { useUniqueId } from '../../ui/use-unique-id.ts';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { TECH_DATA_LABELS } from './labels.ts';
import type { TechDataStore } from './tech-data-store.ts';
import './tech-data-dialog.css';

export interface TechDataDialogProps {
  store: TechDataStore;
  kind: VehicleKind;
  /** The comparison or data page the resting link leads to, offered in the dialog too. */
  compareUrl: string | undefined;
}

/**
 * issue 29: one version's technical data, grouped as in the comparison (features/vehicles/table-rows.ts),
 * in the ui dialog: its turn in the overlay layer, Escape and 'Schließen', focus back on the link.
 */
export function TechDataDialog({ store, kind, compareUrl }: TechDataDialogProps) {
  const open = useStore(store, (state) => state.open);
  const status = useStore(store, (state) => state.status);
  const vehicle = useStore(store, (state) => state.vehicle);
  const close = useStore(store, (state) => state.close);
  const load = useStore(store, (state) => state.load);
  const { dialogProps } = useModalDialog(open, close, { overlayId: 'tech-data' });
  const headingId = useUniqueId();
  const groups = vehicle ? tableRows(kind, [vehicle], false) : [];

  return (
    <dialog {...dialogProps} className="kiosk-tech-data" aria-labelledby={headingId}>
      <div className="kiosk-tech-data__head">
        <h2 id={headingId} className="kiosk-tech-data__heading">
          {vehicle ? TECH_DATA_LABELS.heading(vehicleName(vehicle)) : TECH_DATA_LABELS.headingLoading}
        </h2>
        <button
          type="button"
          className={`${iconButton} kiosk-tech-data__close`}
          aria-label={TECH_DATA_LABELS.close}
          onClick={close}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {status == 'loading' && <Spinner label={TECH_DATA_LABELS.loading} />}
      <Notice message={status == 'error' ? VEHICLES_FAILED : undefined} onRetry={() => void load()} />
      {status == 'ready' && vehicle && (
        <table className="kiosk-tech-data__table">
          <caption>
            <VisuallyHidden>{TECH_DATA_LABELS.caption}</VisuallyHidden>
          </caption>
          {vehicle.score !== undefined && (
            <tbody>
              <tr>
                <th scope="row" className="kiosk-tech-data__label">
                  1000-Punkte-Wertung
                </th>
                <td className="kiosk-tech-data__value">{vehicle.score}</td>
              </tr>
            </tbody>
          )}
          {groups.map(({ group, rows }) => (
            <tbody key={group}>
              <tr>
                <th scope="colgroup" colSpan={2} className="kiosk-tech-data__group">
                  {group}
                </th>
              </tr>
              {rows.map((row) => (
                <tr key={row.field.key}>
                  <th scope="row" className="kiosk-tech-data__label">
                    {row.label}
                  </th>
                  <td className="kiosk-tech-data__value">{formatValue(row.field, row.values[0])}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      )}
      {compareUrl && (
        <p className="kiosk-tech-data__more">
          <a href={compareUrl}>{TECH_DATA_LABELS.compare}</a>
        </p>
      )}
    </dialog>
  );
}
