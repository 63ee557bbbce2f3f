import { readConfigSection } from '../../src/kit/config-section.ts';
import type { VehicleKind } from './vehicle-types.ts';

/** The `vehicles` section of `#kiosk-config`. */
export interface VehicleSettings {
  /** How long one vehicle call may take; a whole number of ms from 1 to 60000, default 10000. */
  timeoutMs: number;
}

export const VEHICLE_TIMEOUT_MS = 10_000;

export function readVehicleSettings(widget: string): VehicleSettings {
  return readConfigSection(widget, 'vehicles', (reader) => {
    const value = reader.number('timeoutMs');
    if (value === undefined) return { timeoutMs: VEHICLE_TIMEOUT_MS };
    if (Number.isInteger(value) && value >= 1 && value <= 60_000) return { timeoutMs: value };
    reader.problem('timeoutMs must be a whole number of milliseconds from 1 to 60000');
    return { timeoutMs: VEHICLE_TIMEOUT_MS };
  });
}

/** spec 2.7: the brand's subject decides between the car and the motorcycle catalogue. */
export const kindOfSubject = (subject: string): VehicleKind =>
  subject == 'motorcycles' ? 'motorcycle' : 'car';
