import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToHistory, HISTORY_LIMIT, type HistoryEntry } from '../../../features/fuel/search-history.ts';

const entry = (zip: string, range = 5): HistoryEntry => ({
  searchText: `${zip} Berlin`,
  range,
  fuelType: '2',
  brand: '',
  selectedSearchPOI: { _id: zip, name: 'Berlin' },
  city: 'Berlin',
  zip,
});

const arbitraryEntry = fc
  .record({ zip: fc.constantFrom('10178', '10115', '80331'), range: fc.constantFrom(5, 10) })
  .map(({ zip, range }) => entry(zip, range));

describe('search history (spec 5.4)', () => {
  it('puts the newest first and keeps at most two', () => {
    const history = [entry('10178'), entry('10115'), entry('80331')].reduce(addToHistory, []);
    expect(history.map((item) => item.zip)).toEqual(['80331', '10115']);
    expect(HISTORY_LIMIT).toBe(2);
  });

  it('skips an entry identical to both of the last two, and only then', () => {
    const a = entry('10178');
    expect(addToHistory([], a)).toEqual([a]);
    // One entry: there are no "last two" to be identical to; it is saved.
    expect(addToHistory([a], entry('10178'))).toEqual([a, a]);
    expect(addToHistory([a, a], entry('10178'))).toEqual([a, a]);
    // Identical to only one of the two: saved.
    const b = entry('10115');
    expect(addToHistory([a, b], entry('10178'))).toEqual([a, a]);
    expect(addToHistory([a, b], entry('10178', 10)).map((item) => item.range)).toEqual([10, 5]);
  });

  it('holds the rule for any sequence of searches', () => {
    fc.assert(
      fc.property(fc.array(arbitraryEntry, { maxLength: 30 }), (entries) => {
        let history: HistoryEntry[] = [];
        for (const next of entries) {
          const before = history;
          history = addToHistory(before, next);
          expect(history.length).toBeLessThanOrEqual(2);
          const skip =
            before.length == 2 && before.every((old) => JSON.stringify(old) == JSON.stringify(next));
          if (skip) expect(history).toEqual(before);
          else expect(history).toEqual([next, ...before].slice(0, 2));
        }
      }),
    );
  });
});
