import type { ByProject } from '../../src/kit/by-project.ts';

/** The comparison's words that differ by brand (spec 2.7). */
export interface VehicleLabels {
  /** spec 2.7 BRAND */
  brand: string;
  /** spec 2.7 SERIES: 'Modell' on the motorcycle project */
  series: string;
  excludeVehicles: string;
  addVehicles: string;
}

/** By project code: the motorcycle project says 'Modell' and 'Motorräder', every other one cars. */
export const VEHICLE_LABELS: ByProject<VehicleLabels> = {
  default: {
    brand: 'Marke',
    series: 'Baureihe',
    excludeVehicles: 'Fahrzeuge aus der Suche ausschließen',
    addVehicles: 'Weitere Fahrzeuge hinzufügen',
  },
  mo: {
    brand: 'Marke',
    series: 'Modell',
    excludeVehicles: 'Motorräder aus der Suche ausschließen',
    addVehicles: 'Weitere Motorräder hinzufügen',
  },
};
