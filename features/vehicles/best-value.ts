import type { Unit } from './fields.ts';
import type { FieldValue } from './vehicle-types.ts';

/**
 * Which way is better, by unit (issue 16): less is better for consumption, emissions, price,
 * acceleration time and weight; more for power, torque, speed, range, charging power and volume.
 * Lengths and displacement are neither: a longer car is not a better one.
 */
export const BETTER_BY_UNIT: Readonly<Record<Unit, 'lower' | 'higher' | undefined>> = {
  'cm³': undefined,
  kW: 'higher',
  PS: 'higher',
  Nm: 'higher',
  s: 'lower',
  'km/h': 'higher',
  'l/100 km': 'lower',
  'kWh/100 km': 'lower',
  'g/km': 'lower',
  km: 'higher',
  mm: undefined,
  kg: 'lower',
  l: 'higher',
  '€': 'lower',
};

/**
 * The indexes of the best values of one row. Only numbers count; with fewer than two numbers, or
 * all of them equal, nothing stands out, so nothing is highlighted.
 */
export function bestIndexes(
  values: ReadonlyArray<FieldValue | undefined>,
  better: 'lower' | 'higher' | undefined,
): number[] {
  if (!better) return [];
  const numbers = values.filter((value): value is number => typeof value == 'number');
  if (numbers.length < 2) return [];
  const best = better == 'lower' ? Math.min(...numbers) : Math.max(...numbers);
  if (numbers.every((value) => value == best)) return [];
  return values.flatMap((value, index) => (value === best ? [index] : []));
}

/** 'Nur Unterschiede': a row whose values are all the same (missing counts as a value) is hidden. */
export const allEqual = (values: ReadonlyArray<FieldValue | undefined>) =>
  values.every((value) => value === values[0]);
