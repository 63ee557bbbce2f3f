import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAreaIndex, distanceKm, inBbox } from '../../../../demo-host/api/camping/area-index.ts';
import type { Bbox } from '../../../../features/camping/pitch.ts';

const point = fc.record({
  id: fc.nat(),
  lat: fc.double({ min: 35, max: 58, noNaN: true }),
  lng: fc.double({ min: -11, max: 24, noNaN: true }),
});
const ids = (items: readonly { id: number }[]) => items.map((item) => item.id).sort((a, b) => a - b);

describe('camping area index (issue 28): the grid finds what a brute force finds', () => {
  it('bbox', () => {
    fc.assert(
      fc.property(
        fc.array(point, { maxLength: 300 }),
        fc.double({ min: -12, max: 25, noNaN: true }),
        fc.double({ min: 34, max: 59, noNaN: true }),
        fc.double({ min: 0, max: 8, noNaN: true }),
        fc.double({ min: 0, max: 8, noNaN: true }),
        (items, west, south, width, height) => {
          const bbox: Bbox = [west, south, west + width, south + height];
          expect(ids(createAreaIndex(items).inBbox(bbox))).toEqual(
            ids(items.filter((item) => inBbox(item, bbox))),
          );
        },
      ),
    );
  });

  it('centre and radius', () => {
    fc.assert(
      fc.property(
        fc.array(point, { maxLength: 300 }),
        point,
        fc.double({ min: 0.1, max: 200, noNaN: true }),
        (items, centre, km) => {
          expect(ids(createAreaIndex(items).withinRadius(centre, km))).toEqual(
            ids(items.filter((item) => distanceKm(centre, item) <= km)),
          );
        },
      ),
    );
  });

  it('an upside-down box finds nothing', () => {
    expect(createAreaIndex([{ lat: 50, lng: 8 }]).inBbox([9, 49, 7, 51])).toEqual([]);
  });
});
