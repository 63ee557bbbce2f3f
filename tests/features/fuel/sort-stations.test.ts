import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortStations } from '../../../features/fuel/sort-stations.ts';
import type { Station } from '../../../features/fuel/station.ts';

const station = (id: string, price: number | null, dist: number): Station => ({
  id,
  brand: 'Aral',
  street: 'Hauptstraße',
  houseNumber: '1',
  postCode: '10178',
  place: 'Berlin',
  lat: 52.5,
  lng: 13.4,
  dist,
  isOpen: true,
  wholeDay: true,
  opensAt: null,
  price,
  priceChangedAt: price === null ? null : '2026-11-23T12:00:00Z',
});

describe('sorting stations', () => {
  const stations = [
    station('a', 1.799, 3),
    station('b', null, 0.5),
    station('c', 1.759, 4),
    station('d', 1.759, 1),
    station('e', null, 2),
  ];

  it('by price: cheapest first, equal prices nearest first, no price last', () => {
    expect(sortStations(stations, 'price').map((entry) => entry.id)).toEqual(['d', 'c', 'a', 'b', 'e']);
  });

  it('by price: open stations first, closed ones after them, each cheapest first (issue 23)', () => {
    const night = [
      { ...station('closed-cheap', 1.649, 1), isOpen: false },
      station('open-dear', 1.899, 5),
      { ...station('closed-dear', 1.999, 2), isOpen: false },
      station('open-cheap', 1.799, 6),
    ];
    expect(sortStations(night, 'price').map((entry) => entry.id)).toEqual([
      'open-cheap',
      'open-dear',
      'closed-cheap',
      'closed-dear',
    ]);
    // By distance the reader asked for the nearest, open or not.
    expect(sortStations(night, 'dist')[0]?.id).toBe('closed-cheap');
  });

  it('by distance: nearest first', () => {
    expect(sortStations(stations, 'dist').map((entry) => entry.id)).toEqual(['b', 'd', 'e', 'a', 'c']);
  });

  it('keeps every station and leaves the input alone', () => {
    const arbitrary = fc.array(
      fc.record({
        price: fc.option(fc.integer({ min: 1500, max: 2200 }), { nil: null }),
        dist: fc.integer({ min: 0, max: 250 }),
      }),
    );
    fc.assert(
      fc.property(arbitrary, fc.constantFrom('price' as const, 'dist' as const), (rows, order) => {
        const input = rows.map((row, index) =>
          station(String(index), row.price === null ? null : row.price / 1000, row.dist / 10),
        );
        const copy = [...input];
        const sorted = sortStations(input, order);
        expect(input).toEqual(copy);
        expect(sorted.map((entry) => entry.id).sort()).toEqual(copy.map((entry) => entry.id).sort());
        for (let i = 1; i < sorted.length; i++) {
          const [a, b] = [sorted[i - 1] as Station, sorted[i] as Station];
          if (order == 'dist') expect(a.dist).toBeLessThanOrEqual(b.dist);
          else if (a.price !== null && b.price !== null) expect(a.price).toBeLessThanOrEqual(b.price);
          else expect(b.price === null).toBe(true);
        }
      }),
    );
  });
});
