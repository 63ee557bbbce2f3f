import { describe, expect, it } from 'vitest';
import { allEqual, bestIndexes, BETTER_BY_UNIT } from '../../../features/vehicles/best-value.ts';
import { FIELDS, type NumberField } from '../../../features/vehicles/fields.ts';

const unitOf = (key: string) => (FIELDS.find((field) => field.key == key) as NumberField).unit;

describe('best value per row (issue 16)', () => {
  it.each([
    ['consumption', 'lower'],
    ['energy', 'lower'],
    ['co2', 'lower'],
    ['price', 'lower'],
    ['acceleration', 'lower'],
    ['weight', 'lower'],
    ['powerKw', 'higher'],
    ['powerPs', 'higher'],
    ['torque', 'higher'],
    ['range', 'higher'],
    ['chargeDc', 'higher'],
    ['topSpeed', 'higher'],
    ['trunk', 'higher'],
    ['length', undefined],
    ['displacement', undefined],
  ])('%s: %s is better', (key, better) => expect(BETTER_BY_UNIT[unitOf(key)]).toBe(better));

  it('marks the lowest price and the highest power, ties included', () => {
    expect(bestIndexes([33450, 42990, 33450], 'lower')).toEqual([0, 2]);
    expect(bestIndexes([110, 208, 135], 'higher')).toEqual([1]);
  });

  it('marks nothing without a rule, with all equal, or with fewer than two numbers', () => {
    expect(bestIndexes([4282, 4720], undefined)).toEqual([]);
    expect(bestIndexes([381, 381], 'higher')).toEqual([]);
    expect(bestIndexes([513, undefined, 'Elektro'], 'higher')).toEqual([]);
  });

  it("ignores vehicles without the value: a petrol car's range is not its worst", () => {
    expect(bestIndexes([undefined, 434, 559], 'higher')).toEqual([2]);
  });

  it("'Nur Unterschiede' hides a row only when every value is the same", () => {
    expect(allEqual(['Benzin', 'Benzin'])).toBe(true);
    expect(allEqual([undefined, undefined])).toBe(true);
    expect(allEqual([110, 110, 135])).toBe(false);
    expect(allEqual([undefined, 434])).toBe(false);
  });
});
