import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../src/brands.ts';
import { forProject } from '../../../src/kit/by-project.ts';
import { VEHICLE_LABELS } from '../../../widgets/vehicle-compare/vehicle-labels.ts';

describe('vehicle labels by brand (spec 2.7)', () => {
  for (const brand of BRANDS) {
    const motorcycle = brand.subject == 'motorcycles';
    it(`${brand.project}: ${motorcycle ? "'Modell' and motorcycles" : "'Baureihe' and cars"}`, () => {
      const labels = forProject(VEHICLE_LABELS, brand.project);
      expect(labels.series).toBe(motorcycle ? 'Modell' : 'Baureihe');
      expect(labels.addVehicles).toBe(
        motorcycle ? 'Weitere Motorräder hinzufügen' : 'Weitere Fahrzeuge hinzufügen',
      );
      expect(labels.excludeVehicles).toBe(
        motorcycle ? 'Motorräder aus der Suche ausschließen' : 'Fahrzeuge aus der Suche ausschließen',
      );
    });
  }
});
