import { allEqual, bestIndexes, BETTER_BY_UNIT } from './best-value.ts';
import { FIELD_GROUPS, fieldLabel, fieldsFor, type Field, type FieldGroup } from './fields.ts';
import type { FieldValue, VehicleData, VehicleKind } from './vehicle-types.ts';

export interface TableRow {
  field: Field;
  label: string;
  values: Array<FieldValue | undefined>;
  best: number[];
}

/**
 * A row's name; with its unit where another field of the kind has the same label, so the two rows named
 * 'Leistung' are told apart: 'Leistung (kW)', 'Leistung (PS)' (issue 23, names 4).
 */
function rowLabel(field: Field, kind: VehicleKind): string {
  const label = fieldLabel(field, kind);
  const shared = fieldsFor(kind).some((other) => other != field && fieldLabel(other, kind) == label);
  return shared && field.type == 'number' ? `${label} (${field.unit})` : label;
}

/**
 * The technical data table's rows, grouped (issue 16). A row no compared vehicle has is left out;
 * with 'Nur Unterschiede' so is a row whose values are all equal.
 */
export function tableRows(
  kind: VehicleKind,
  vehicles: readonly VehicleData[],
  differencesOnly: boolean,
): Array<{ group: FieldGroup; rows: TableRow[] }> {
  const rows = fieldsFor(kind).flatMap((field): TableRow[] => {
    const values = vehicles.map((vehicle) => vehicle.values[field.key]);
    if (values.every((value) => value === undefined)) return [];
    if (differencesOnly && vehicles.length > 1 && allEqual(values)) return [];
    const better = field.type == 'number' ? BETTER_BY_UNIT[field.unit] : undefined;
    return [{ field, label: rowLabel(field, kind), values, best: bestIndexes(values, better) }];
  });
  return FIELD_GROUPS.map((group) => ({
    group,
    rows: rows.filter((row) => row.field.group == group),
  })).filter((entry) => entry.rows.length > 0);
}
