import type { VehicleKind } from './vehicle-types.ts';

/** The groups of the technical data, in the order the table shows them (issue 16). */
export const FIELD_GROUPS = [
  'Motor und Antrieb',
  'Fahrleistungen',
  'Verbrauch und Emissionen',
  'Maße und Gewichte',
  'Preis',
] as const;
export type FieldGroup = (typeof FIELD_GROUPS)[number];

/** Metric units, WLTP terms for cars (WMTC for motorcycles: same units). */
export type Unit =
  | 'cm³'
  | 'kW'
  | 'PS'
  | 'Nm'
  | 's'
  | 'km/h'
  | 'l/100 km'
  | 'kWh/100 km'
  | 'g/km'
  | 'km'
  | 'mm'
  | 'kg'
  | 'l'
  | '€';

interface FieldBase {
  key: string;
  /** German, as the reader sees it. */
  label: string;
  group: FieldGroup;
  /** The kinds of vehicle that have this field. */
  kinds: readonly VehicleKind[];
  /** Offered in 'Suche anpassen' as a criterion. */
  criterion?: boolean;
  /** Where motorcycles name it differently: WMTC instead of WLTP, weight ready to ride. */
  motorcycleLabel?: string;
}

export interface NumberField extends FieldBase {
  type: 'number';
  unit: Unit;
  decimals: number;
}

export interface ChoiceField extends FieldBase {
  type: 'choice';
  /** The choices a criterion offers, by kind (the catalogue holds no others). */
  options?: Readonly<Record<VehicleKind, readonly string[]>>;
}

export type Field = NumberField | ChoiceField;

const both: readonly VehicleKind[] = ['car', 'motorcycle'];
const cars: readonly VehicleKind[] = ['car'];
const motorcycles: readonly VehicleKind[] = ['motorcycle'];

const number = (
  key: string,
  label: string,
  group: FieldGroup,
  unit: Unit,
  kinds: readonly VehicleKind[],
  extra: { decimals?: number; criterion?: boolean; motorcycleLabel?: string } = {},
): NumberField => ({
  key,
  label,
  group,
  unit,
  kinds,
  type: 'number',
  ...extra,
  decimals: extra.decimals ?? 0,
});

const choice = (
  key: string,
  label: string,
  group: FieldGroup,
  kinds: readonly VehicleKind[],
  options?: ChoiceField['options'],
): ChoiceField => ({ key, label, group, kinds, type: 'choice', criterion: Boolean(options), options });

/** Every technical data field, in table order. Long German words carry a soft hyphen (\u00ad) where a
 * narrow column may break them; Chromium on Linux has no German hyphenation of its own. */
export const FIELDS: readonly Field[] = [
  choice('fuel', 'Antriebsart', 'Motor und Antrieb', both, {
    car: ['Benzin', 'Diesel', 'Hybrid', 'Plug-in-Hybrid', 'Elektro'],
    motorcycle: ['Benzin', 'Elektro'],
  }),
  number('displacement', 'Hubraum', 'Motor und Antrieb', 'cm³', both, { criterion: true }),
  number('powerKw', 'Leistung', 'Motor und Antrieb', 'kW', both),
  number('powerPs', 'Leistung', 'Motor und Antrieb', 'PS', both, { criterion: true }),
  number('torque', 'Max. Dreh\u00admoment', 'Motor und Antrieb', 'Nm', both),
  choice('transmission', 'Getriebe', 'Motor und Antrieb', both),
  choice('drive', 'Antrieb', 'Motor und Antrieb', both, {
    car: ['Front', 'Heck', 'Allrad'],
    motorcycle: ['Kette', 'Kardan', 'Riemen'],
  }),
  number('acceleration', 'Beschleu\u00adnigung 0–100 km/h', 'Fahrleistungen', 's', cars, {
    decimals: 1,
    criterion: true,
  }),
  number('topSpeed', 'Höchst\u00adgeschwin\u00addigkeit', 'Fahrleistungen', 'km/h', both),
  number('consumption', 'Verbrauch kombiniert (WLTP)', 'Verbrauch und Emissionen', 'l/100 km', both, {
    decimals: 1,
    criterion: true,
    motorcycleLabel: 'Verbrauch (WMTC)',
  }),
  number('energy', 'Strom\u00adverbrauch kombiniert (WLTP)', 'Verbrauch und Emissionen', 'kWh/100 km', both, {
    decimals: 1,
    motorcycleLabel: 'Strom\u00adverbrauch (WMTC)',
  }),
  number('co2', 'CO₂-Emissionen kombiniert (WLTP)', 'Verbrauch und Emissionen', 'g/km', both, {
    criterion: true,
    motorcycleLabel: 'CO₂-Emissionen (WMTC)',
  }),
  number('range', 'Elektrische Reichweite (WLTP)', 'Verbrauch und Emissionen', 'km', both, {
    criterion: true,
    motorcycleLabel: 'Elektrische Reichweite (WMTC)',
  }),
  number('chargeDc', 'Max. Ladeleistung (DC)', 'Verbrauch und Emissionen', 'kW', cars),
  number('length', 'Länge', 'Maße und Gewichte', 'mm', cars),
  number('width', 'Breite', 'Maße und Gewichte', 'mm', cars),
  number('height', 'Höhe', 'Maße und Gewichte', 'mm', cars),
  number('seatHeight', 'Sitzhöhe', 'Maße und Gewichte', 'mm', motorcycles, { criterion: true }),
  number('weight', 'Leergewicht', 'Maße und Gewichte', 'kg', both, {
    criterion: true,
    motorcycleLabel: 'Gewicht fahrbereit',
  }),
  number('trunk', 'Kofferraum\u00advolumen', 'Maße und Gewichte', 'l', cars, { criterion: true }),
  number('tank', 'Tankinhalt', 'Maße und Gewichte', 'l', motorcycles),
  number('price', 'Grundpreis', 'Preis', '€', both, { criterion: true }),
];

export const fieldsFor = (kind: VehicleKind) => FIELDS.filter((field) => field.kinds.includes(kind));

export const criteriaFieldsFor = (kind: VehicleKind) => fieldsFor(kind).filter((field) => field.criterion);

export const fieldLabel = (field: Field, kind: VehicleKind) =>
  (kind == 'motorcycle' && field.motorcycleLabel) || field.label;

export const findField = (key: string) => FIELDS.find((field) => field.key == key);
