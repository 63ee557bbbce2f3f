/** spec 9.3: the fuel types by id (there is no id 16), in the spec's groups. */
export interface FuelType {
  id: string;
  name: string;
}

export interface FuelGroup {
  /** German, for the `<optgroup>`; the spec groups the ids but does not name the groups. */
  label: string;
  types: readonly FuelType[];
}

const group = (label: string, entries: ReadonlyArray<readonly [number, string]>): FuelGroup => ({
  label,
  types: entries.map(([id, name]) => ({ id: String(id), name })),
});

export const FUEL_GROUPS: readonly FuelGroup[] = [
  group('Benzin und Diesel', [
    [1, 'Super (E10)'],
    [2, 'Super (E5)'],
    [3, 'Super Plus'],
    [4, 'Diesel'],
    [5, 'Normal'],
  ]),
  group('Premiumkraftstoffe', [
    [6, 'V-Power Racing'],
    [7, 'V-Power Diesel'],
    [8, 'ultimate 102'],
    [9, 'ultimate Diesel'],
  ]),
  group('Alternative Kraftstoffe und AdBlue', [
    [10, 'Bio Diesel'],
    [11, 'Super Diesel'],
    [12, 'Autogas (LPG)'],
    [13, 'Erdgas (CNG)'],
    [14, 'E85'],
    [15, 'AdBlue'],
  ]),
  group('Lkw-Diesel und Markenkraftstoffe', [
    [17, 'LKW Diesel'],
    [18, 'EXCELLIUM Diesel'],
    [19, 'EXCELLIUM Super Plus'],
    [20, 'MaxxMotion Diesel'],
    [21, 'MaxxMotion Super 100'],
  ]),
  group('Zweitakt-Gemisch', [
    [22, 'Gemisch (1:25)'],
    [23, 'Gemisch (1:33)'],
    [24, 'Gemisch (1:50)'],
  ]),
  group('Wasserstoff', [
    [25, 'Wasserstoff LH2'],
    [26, 'Wasserstoff GH2 350 bar'],
    [27, 'Wasserstoff GH2 700 bar'],
  ]),
  group('Markenkraftstoffe und LNG', [
    [28, 'Synergy Supreme+ Diesel'],
    [29, 'Synergy Supreme+ Super Plus'],
    [30, 'LNG'],
    [31, 'DieselTech Plus'],
    [32, 'Super 100Tech Plus'],
  ]),
  group('Dieselsorten', [
    [33, 'Diesel B0'],
    [34, 'Klimadiesel 25'],
    [35, 'Klimadiesel 90 (HVO100)'],
    [36, 'GTL Diesel'],
  ]),
];

export const FUEL_TYPES: readonly FuelType[] = FUEL_GROUPS.flatMap((entry) => entry.types);

/**
 * spec 5.4, 9.3: the full-featured fuel types. The Markttransparenzstelle (MTS-K) collects prices only
 * for Super E10, Super E5 and Diesel, so only these can be compared by price.
 */
export const WHITELISTED_FUEL_TYPES: readonly string[] = ['1', '2', '4'];

export const isWhitelisted = (fuelType: string) => WHITELISTED_FUEL_TYPES.includes(fuelType);

/** spec 9.3: the fuel slugs, used as keys of the hourly price averages. */
export const FUEL_SLUGS: Readonly<Record<string, string>> = {
  '1': 's95_e10',
  '2': 's95_e5',
  '3': 'super_plus',
  '4': 'diesel',
};

export const fuelTypeName = (id: string): string | undefined =>
  FUEL_TYPES.find((type) => type.id == id)?.name;
