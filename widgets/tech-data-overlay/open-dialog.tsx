import type { VehicleKind } from '../../features/vehicles/vehicle-types.ts';
import type { Unmount } from '../../src/widget-contract.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { TechDataDialog } from './tech-data-dialog.tsx';
import type { TechDataStore } from './tech-data-store.ts';

/** The dialog's chunk (with the UI runtime), loaded when the reader reaches for the link. */
export function openDialog(
  host: HTMLElement,
  store: TechDataStore,
  kind: VehicleKind,
  compareUrl: string | undefined,
): Promise<Unmount> {
  return mountReact(host, <TechDataDialog store={store} kind={kind} compareUrl={compareUrl} />);
}
