/** spec 1: the brand/model tree covers cars and motorcycles; the brand's subject picks one. */
export type VehicleKind = 'car' | 'motorcycle';

/** A technical data value: a number in the field's unit, a choice ('Elektro'), or absent ('–'). */
export type FieldValue = number | string;

/** One version (a buyable engine and trim) with its technical data, as the comparison shows it. */
export interface VehicleData {
  id: string;
  kind: VehicleKind;
  brand: string;
  series: string;
  /** The version's own name, e.g. '1.5 eTSI DSG'. */
  name: string;
  /** spec 1: the '1000-Punkte-Wertung', only for tested vehicles. */
  score?: number;
  /** By field key (fields.ts); a field that does not apply (range of a petrol car) is missing. */
  values: Readonly<Record<string, FieldValue>>;
}

/** A version as the tree and the search list it. */
export interface VersionSummary {
  id: string;
  brand: string;
  series: string;
  name: string;
}

/** spec 2.7: brand ('Marke') → series ('Baureihe', 'Modell' for motorcycles) → versions. */
export interface TreeBrand {
  id: string;
  name: string;
  series: readonly TreeSeries[];
}

export interface TreeSeries {
  id: string;
  name: string;
  versions: ReadonlyArray<{ id: string; name: string }>;
}

/** The full name a reader recognises: 'VW Golf 1.5 eTSI DSG'. */
export const vehicleName = (vehicle: Pick<VersionSummary, 'brand' | 'series' | 'name'>) =>
  `${vehicle.brand} ${vehicle.series} ${vehicle.name}`;
