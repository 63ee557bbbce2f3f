import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMENITIES, type Amenity } from '../../../features/camping/pitch.ts';
import { readSearch, writeSearch, type SearchState } from '../../../widgets/camping-search/search-url.ts';

const coordinate = (min: number, max: number) =>
  fc.integer({ min: min * 1e4, max: max * 1e4 }).map((value) => value / 1e4);
const date = fc
  .date({ min: new Date('2026-01-01'), max: new Date('2028-12-31'), noInvalidDate: true })
  .map((value) => value.toISOString().slice(0, 10));

const state: fc.Arbitrary<SearchState> = fc.record({
  place: fc.string({ maxLength: 40 }),
  area: fc
    .tuple(coordinate(-10, 0), coordinate(35, 45), coordinate(0.1, 20), coordinate(46, 58))
    .map(([w, s, e, n]) => [w, s, e, n] as const),
  near: fc.record({ lat: coordinate(35, 58), lng: coordinate(-10, 20) }),
  from: date,
  to: date,
  persons: fc.integer({ min: 1, max: 8 }),
  filters: fc.record({
    type: fc.constantFrom('', 'stellplatz', 'campingplatz') as fc.Arbitrary<
      '' | 'stellplatz' | 'campingplatz'
    >,
    priceMax: fc.integer({ min: 0, max: 500 }),
    amenities: fc.subarray(Object.keys(AMENITIES) as Amenity[]),
    length: fc.integer({ min: 0, max: 20 }),
    instant: fc.boolean(),
    open: fc.boolean(),
  }),
  sort: fc.constantFrom('distance', 'price', 'rating') as fc.Arbitrary<SearchState['sort']>,
});

describe('camping search in the URL (issue 28)', () => {
  it('reads back what it wrote, and keeps the page’s own parameters', () => {
    fc.assert(
      fc.property(state, (value) => {
        const search = writeSearch(value, '?utm_source=newsletter');
        expect(new URLSearchParams(search).get('utm_source')).toBe('newsletter');
        expect(readSearch(search)).toEqual(value);
      }),
    );
  });

  it('opens a hand-edited link with what fits', () => {
    expect(
      readSearch('?ort=B%C3%BCsum&personen=99&sortierung=billig&ausstattung=hunde,xyz&gebiet=1,2'),
    ).toMatchObject({
      place: 'Büsum',
      persons: 2,
      sort: 'distance',
      filters: { amenities: ['hunde'] },
    });
    expect(readSearch('?gebiet=1,2').area).toBeUndefined();
  });
});
