import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../demo-host/api/vehicles/seed.ts';
import type { Criteria, Criterion } from '../../../features/vehicles/criteria.ts';
import { criteriaFieldsFor } from '../../../features/vehicles/fields.ts';
import { createPlatformApi } from '../../../src/platform-api.ts';
import { vehicleApi } from '../../../features/vehicles/vehicle-api.ts';
import type { VehicleData, VehicleKind } from '../../../features/vehicles/vehicle-types.ts';
import { routeFetchToDemoHost } from '../../support/demo-backend.ts';

/** The filter written out the long way, with no code shared with features/vehicles/criteria.ts. */
function bruteForce(kind: VehicleKind, criteria: Criteria, exclude: readonly string[]): VehicleData[] {
  const found: VehicleData[] = [];
  for (const vehicle of CATALOGUE) {
    if (vehicle.kind != kind || exclude.includes(vehicle.id)) continue;
    let ok = true;
    for (const key of Object.keys(criteria)) {
      const criterion = criteria[key]!;
      const value = vehicle.values[key];
      if (Array.isArray(criterion)) {
        if (criterion.length > 0 && !criterion.includes(value)) ok = false;
      } else {
        const { min, max } = criterion as { min?: number; max?: number };
        if (min === undefined && max === undefined) continue;
        if (typeof value != 'number') ok = false;
        else if ((min !== undefined && value < min) || (max !== undefined && value > max)) ok = false;
      }
    }
    if (ok) found.push(vehicle);
  }
  return found;
}

/** Criteria over the kind's criterion fields, with bounds around the catalogue's own values. */
function criteriaFor(kind: VehicleKind) {
  const entries = criteriaFieldsFor(kind).map((field) => {
    if (field.type == 'choice') return [field.key, fc.subarray([...(field.options?.[kind] ?? [])])] as const;
    const values = CATALOGUE.flatMap((vehicle) => {
      const value = vehicle.values[field.key];
      return vehicle.kind == kind && typeof value == 'number' ? [value] : [];
    });
    const bound = fc.option(fc.oneof(fc.constantFrom(...values), fc.integer({ min: 0, max: 130_000 })), {
      nil: undefined,
    });
    const range = fc.record({ min: bound, max: bound }).map(({ min, max }) => ({
      ...(min === undefined ? {} : { min }),
      ...(max === undefined ? {} : { max }),
    }));
    return [field.key, range as fc.Arbitrary<Criterion>] as const;
  });
  return fc.record(Object.fromEntries(entries) as Record<string, fc.Arbitrary<Criterion>>, {
    requiredKeys: [],
  }) as fc.Arbitrary<Criteria>;
}

describe('criteria search: combinations and counts (issue 16)', () => {
  for (const kind of ['car', 'motorcycle'] as const)
    it(`${kind}: the backend's count and list equal a brute-force filter, for any combination`, async () => {
      const host = routeFetchToDemoHost();
      const calls = vehicleApi(createPlatformApi(host.apiHost, () => undefined));
      const ids = CATALOGUE.filter((vehicle) => vehicle.kind == kind).map((vehicle) => vehicle.id);
      await fc.assert(
        fc.asyncProperty(criteriaFor(kind), fc.subarray(ids, { maxLength: 4 }), async (criteria, exclude) => {
          const result = await calls.search(kind, criteria, exclude, { timeoutMs: 5_000 });
          expect(result.ok).toBe(true);
          if (!result.ok) return;
          const expected = bruteForce(kind, criteria, exclude);
          expect(result.value.count).toBe(expected.length);
          expect(result.value.versions.map((version) => version.id)).toEqual(
            expected.slice(0, 50).map((vehicle) => vehicle.id),
          );
        }),
        { numRuns: 150 },
      );
    });

  it('narrows: adding a criterion never raises the count', async () => {
    routeFetchToDemoHost();
    const calls = vehicleApi(createPlatformApi('http://localhost:5173/api', () => undefined));
    const all = await calls.search('car', {}, [], { timeoutMs: 5_000 });
    const electric = await calls.search('car', { fuel: ['Elektro'] }, [], { timeoutMs: 5_000 });
    const fastElectric = await calls.search('car', { fuel: ['Elektro'], acceleration: { max: 6 } }, [], {
      timeoutMs: 5_000,
    });
    const counts = [all, electric, fastElectric].map((result) => (result.ok ? result.value.count : -1));
    expect(counts[0]).toBe(CATALOGUE.filter((vehicle) => vehicle.kind == 'car').length);
    expect(counts[0]).toBeGreaterThan(counts[1]!);
    expect(counts[1]).toBeGreaterThan(counts[2]!);
    expect(counts[2]).toBeGreaterThan(0);
  });
});
