import { describe, expect, it } from 'vitest';
import { BRANDS, themeProject } from '../../src/brands.ts';

describe('brand table', () => {
  it('has one brand per subject area of spec §1', () => {
    const subjects = new Set(BRANDS.map((brand) => brand.subject));
    for (const subject of [
      'cars',
      'motorcycles',
      'aviation',
      'camping',
      'cycling',
      'fitness',
      'home',
      'fuel-prices',
      'tech-pro',
    ])
      expect(subjects).toContain(subject);
    expect(new Set(BRANDS.map((brand) => brand.project)).size).toBe(BRANDS.length);
  });

  it("labels the series 'Modell' only on the motorcycle project (spec 2.7)", () => {
    for (const brand of BRANDS) {
      const motorcycle = brand.subject == 'motorcycles';
      expect(brand.labels.series).toBe(motorcycle ? 'Modell' : 'Baureihe');
      expect(brand.labels.addVehicles).toBe(
        motorcycle ? 'Weitere Motorräder hinzufügen' : 'Weitere Fahrzeuge hinzufügen',
      );
      expect(brand.labels.excludeVehicles).toBe(
        motorcycle ? 'Motorräder aus der Suche ausschließen' : 'Fahrzeuge aus der Suche ausschließen',
      );
    }
  });

  it('maps love→wh and lovemh→mh in preview mode only (spec 2.2)', () => {
    expect(themeProject('love', true)).toBe('wh');
    expect(themeProject('lovemh', true)).toBe('mh');
    expect(themeProject('love', false)).toBe('love');
    expect(themeProject('ams', true)).toBe('ams');
  });
});
