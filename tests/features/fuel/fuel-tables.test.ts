import { describe, expect, it } from 'vitest';
import {
  FUEL_GROUPS,
  FUEL_SLUGS,
  FUEL_TYPES,
  isWhitelisted,
  WHITELISTED_FUEL_TYPES,
} from '../../../features/fuel/fuel-types.ts';
import { DEFAULT_SETTINGS } from '../../../features/fuel/search-settings.ts';
import { BRAND_CHOICES, STATION_BRANDS, stationBrandName } from '../../../features/fuel/station-brands.ts';

describe('fuel tables (spec 9.3)', () => {
  it('has the 35 fuel types with ids 1–36 and no 16, named character for character', () => {
    expect(FUEL_TYPES).toHaveLength(35);
    expect(FUEL_TYPES.map((type) => Number(type.id))).toEqual(
      Array.from({ length: 36 }, (_, index) => index + 1).filter((id) => id != 16),
    );
    const names = Object.fromEntries(FUEL_TYPES.map((type) => [type.id, type.name]));
    expect(names['1']).toBe('Super (E10)');
    expect(names['2']).toBe('Super (E5)');
    expect(names['12']).toBe('Autogas (LPG)');
    expect(names['22']).toBe('Gemisch (1:25)');
    expect(names['27']).toBe('Wasserstoff GH2 700 bar');
    expect(names['35']).toBe('Klimadiesel 90 (HVO100)');
    expect(names['36']).toBe('GTL Diesel');
  });

  it("groups them as the spec's table rows", () => {
    expect(FUEL_GROUPS.map((group) => group.types.map((type) => Number(type.id)))).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7, 8, 9],
      [10, 11, 12, 13, 14, 15],
      [17, 18, 19, 20, 21],
      [22, 23, 24],
      [25, 26, 27],
      [28, 29, 30, 31, 32],
      [33, 34, 35, 36],
    ]);
  });

  it('whitelists 1, 2 and 4 only, with the slugs of spec 9.3', () => {
    expect(WHITELISTED_FUEL_TYPES).toEqual(['1', '2', '4']);
    expect(FUEL_TYPES.filter((type) => isWhitelisted(type.id)).map((type) => type.id)).toEqual([
      '1',
      '2',
      '4',
    ]);
    expect(FUEL_SLUGS).toEqual({ '1': 's95_e10', '2': 's95_e5', '3': 'super_plus', '4': 'diesel' });
  });

  it("has 40 station brands with ids 1–41 and no 16, and '' for all brands", () => {
    expect(STATION_BRANDS).toHaveLength(40);
    expect(STATION_BRANDS.map((brand) => Number(brand.id))).toEqual(
      Array.from({ length: 41 }, (_, index) => index + 1).filter((id) => id != 16),
    );
    expect(new Set(STATION_BRANDS.map((brand) => brand.name)).size).toBe(40);
    expect(BRAND_CHOICES[0]).toEqual({ id: '', name: 'Alle Tankstellenmarken' });
    expect(BRAND_CHOICES).toHaveLength(41);
    expect(stationBrandName('')).toBe('Alle Tankstellenmarken');
  });

  it('defaults to range 5, fuel type 2 and all brands', () => {
    expect(DEFAULT_SETTINGS).toEqual({ searchText: '', range: 5, fuelType: '2', brand: '' });
  });
});
