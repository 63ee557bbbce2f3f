import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PitchPoint } from '../../../features/camping/pitch.ts';
import { createPinClusters } from '../../../widgets/camping-search/pin-clusters.ts';

const points = fc.array(
  fc.record({
    id: fc.uuid(),
    lat: fc.double({ min: 44, max: 56, noNaN: true }),
    lng: fc.double({ min: 2, max: 14, noNaN: true }),
    price: fc.integer({ min: 8, max: 55 }),
    type: fc.constantFrom('stellplatz', 'campingplatz') as fc.Arbitrary<PitchPoint['type']>,
  }),
  { maxLength: 200 },
);

describe('camping pins in clusters (issue 28)', () => {
  it('counts every pitch once at every zoom, in list order', () => {
    fc.assert(
      fc.property(points, fc.integer({ min: 0, max: 17 }), (list, zoom) => {
        const items = createPinClusters(list).at(zoom);
        const counted = items.reduce((sum, item) => sum + (item.kind == 'cluster' ? item.count : 1), 0);
        expect(counted).toBe(list.length);
        const orders = items.map((item) => item.order);
        expect(orders).toEqual([...orders].sort((a, b) => a - b));
      }),
      { numRuns: 40 },
    );
  });

  it('shows close pitches as one cluster far out and as single pins close in', () => {
    const near: PitchPoint[] = [0, 1, 2].map((index) => ({
      id: `p${index}`,
      lat: 54.13 + index * 0.001,
      lng: 8.86,
      price: 18,
      type: 'stellplatz',
    }));
    const far = createPinClusters(near).at(4);
    expect(far).toMatchObject([{ kind: 'cluster', count: 3, order: 0 }]);
    expect(
      createPinClusters(near)
        .at(17)
        .map((item) => item.kind),
    ).toEqual(['pitch', 'pitch', 'pitch']);
  });
});
