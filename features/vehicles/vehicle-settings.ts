import { defineConfigSection, milliseconds } from '../../src/kit/config-schema.ts';
import { readConfigSection } from '../../src/kit/config-section.ts';
import type { VehicleKind } from './vehicle-types.ts';

/** The `vehicles` section of `#kiosk-config`. */
export const VEHICLES_CONFIG = defineConfigSection('vehicles', {
  timeoutMs: milliseconds({ default: 10_000, description: 'how long one vehicle call may take' }),
});

export const readVehicleSettings = (widget: string) => readConfigSection(widget, VEHICLES_CONFIG);

/** spec 2.7: the brand's subject decides between the car and the motorcycle catalogue. */
export const kindOfSubject = (subject: string): VehicleKind =>
  subject == 'motorcycles' ? 'motorcycle' : 'car';
