import { createStore } from 'zustand/vanilla';
import type { VehicleApi } from '../../features/vehicles/vehicle-api.ts';
import type { VehicleData, VehicleKind } from '../../features/vehicles/vehicle-types.ts';
import { latestOnly } from '../../src/latest-only.ts';
import { logError } from '../../src/log.ts';

export interface TechDataState {
  open: boolean;
  status: 'idle' | 'loading' | 'ready' | 'error';
  vehicle: VehicleData | undefined;
  show(): void;
  close(): void;
  /** Asks for the version's data: once, and again after a failure ('Erneut versuchen'). */
  load(): Promise<void>;
}

export interface TechDataOptions {
  versionId: string;
  kind: VehicleKind;
  calls: Pick<VehicleApi, 'versions'>;
  timeoutMs: number;
  widget: string;
}

/**
 * The overlay's state: open or not, and the version's data. One call per opening until it has
 * answered; a version of another kind than the page's, or none, is an error the reader is told.
 */
export function createTechDataStore({ versionId, kind, calls, timeoutMs, widget }: TechDataOptions) {
  const calling = latestOnly();
  return createStore<TechDataState>((set, get) => ({
    open: false,
    status: 'idle',
    vehicle: undefined,
    show: () => {
      set({ open: true });
      if (get().status == 'idle' || get().status == 'error') void get().load();
    },
    close: () => set({ open: false }),
    async load() {
      const turn = calling.next();
      set({ status: 'loading' });
      const result = await calls.versions([versionId], { timeoutMs, signal: turn.signal });
      if (!turn.isCurrent()) return;
      const vehicle = result.ok ? result.value.find((found) => found.id == versionId) : undefined;
      if (result.ok && (!vehicle || vehicle.kind != kind))
        logError(widget, `version ${versionId} of kind ${kind} is not in the answer`);
      else if (!result.ok) logError(widget, `technical data failed (${result.error.message})`);
      set(vehicle && vehicle.kind == kind ? { status: 'ready', vehicle } : { status: 'error' });
    },
  }));
}

export type TechDataStore = ReturnType<typeof createTechDataStore>;
