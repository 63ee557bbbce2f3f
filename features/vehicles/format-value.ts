import type { Field } from './fields.ts';
import type { FieldValue } from './vehicle-types.ts';

const formats = new Map<number, Intl.NumberFormat>();
const format = (decimals: number) => {
  let found = formats.get(decimals);
  if (!found)
    formats.set(
      decimals,
      (found = new Intl.NumberFormat('de-DE', {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      })),
    );
  return found;
};

/** A value as a German reader writes it: '33.450 €', '5,4 l/100 km'; a missing one is '–'. */
export function formatValue(field: Field, value: FieldValue | undefined): string {
  if (value === undefined) return '–';
  if (typeof value == 'string' || field.type == 'choice') return String(value);
  return `${format(field.decimals).format(value)} ${field.unit}`;
}

export const formatCount = (value: number) => format(0).format(value);
