import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeSearch, readPlace, START } from '../../../widgets/video-hub/hub-url.ts';
import { GAP, pageNumbers } from '../../../widgets/video-hub/page-numbers.ts';

describe('the hub in the URL (issue 29)', () => {
  it('leaves defaults out and reads back what it wrote', () => {
    expect(placeSearch(START)).toBe('');
    expect(placeSearch({ kategorie: 'tests', suche: 'Kühlbox', seite: 3, video: '' })).toBe(
      '?kategorie=tests&suche=K%C3%BChlbox&seite=3',
    );
    expect(readPlace('?seite=0&seite=x')).toEqual(START);
    expect(readPlace('?seite=2.5&kategorie=%20')).toEqual(START);
  });

  it('round-trips every place', () => {
    const word = fc.string().map((text) => text.trim());
    fc.assert(
      fc.property(word, word, fc.integer({ min: 1, max: 500 }), word, (kategorie, suche, seite, video) => {
        const place = { kategorie, suche, seite, video };
        expect(readPlace(placeSearch(place))).toEqual(place);
      }),
    );
  });
});

describe('the numbered pages', () => {
  it('shows the ends and the neighbours, with gaps of two pages or more', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 14)).toEqual([1, 2, GAP, 14]);
    expect(pageNumbers(7, 13)).toEqual([1, GAP, 6, 7, 8, GAP, 13]);
    expect(pageNumbers(4, 13)).toEqual([1, 2, 3, 4, 5, GAP, 13]);
  });

  it('always holds the first, the last and the current page, in order, for any page', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 200 })
          .chain((pages) => fc.tuple(fc.integer({ min: 1, max: pages }), fc.constant(pages))),
        ([current, pages]) => {
          const entries = pageNumbers(current, pages);
          const numbers = entries.filter((entry): entry is number => entry != GAP);
          expect(numbers).toContain(1);
          expect(numbers).toContain(pages);
          expect(numbers).toContain(current);
          expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
          entries.forEach((entry, index) => {
            if (entry != GAP) return;
            const before = entries[index - 1] as number;
            const after = entries[index + 1] as number;
            expect(after - before).toBeGreaterThan(2);
          });
        },
      ),
    );
  });
});
