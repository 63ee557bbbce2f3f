import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeCriteria, type Criteria } from '../../../features/vehicles/criteria.ts';
import {
  readComparison,
  writeComparison,
  type ComparisonState,
} from '../../../features/vehicles/comparison-url.ts';
import { FIELDS } from '../../../features/vehicles/fields.ts';

const id = fc.stringMatching(/^[a-z0-9-]{1,20}$/);
const criteria: fc.Arbitrary<Criteria> = fc
  .record(
    Object.fromEntries(
      FIELDS.map((field) => [
        field.key,
        field.type == 'choice'
          ? fc.uniqueArray(fc.constantFrom('Benzin', 'Diesel', 'Elektro', 'Plug-in-Hybrid', 'Kette', 'Heck'))
          : fc.record(
              {
                min: fc.integer({ min: 0, max: 20_000_000 }).map((cents) => cents / 100),
                max: fc.integer({ min: 0, max: 200_000 }),
              },
              { requiredKeys: [] },
            ),
      ]),
    ),
    { requiredKeys: [] },
  )
  .map((value) => activeCriteria(value as Criteria));

const state: fc.Arbitrary<ComparisonState> = fc.record({
  ids: fc.uniqueArray(id, { maxLength: 4 }),
  differencesOnly: fc.boolean(),
  search: fc.option(fc.record({ criteria, exclude: fc.boolean() }), { nil: null }),
});

describe('the comparison in the URL (issue 16)', () => {
  it('round-trips: a link reproduces the comparison, the page keeps its other parameters', () => {
    fc.assert(
      fc.property(state, fc.constantFrom('', '?project=mo', '?utm_source=x&v=old'), (value, page) => {
        const search = writeComparison(value, page);
        expect(readComparison(search)).toEqual(value);
        if (page.includes('project')) expect(new URLSearchParams(search).get('project')).toBe('mo');
      }),
    );
  });

  it('reads a hand-edited link as far as it makes sense', () => {
    expect(readComparison('?v=a,a,B!,b,c,d,e&diff=yes&k_powerPs=100-x&k_nope=1-2')).toEqual({
      ids: ['a', 'b', 'c', 'd'],
      differencesOnly: false,
      search: null,
    });
    expect(readComparison('?suche=1&ohne=1&k_powerPs=-200&k_fuel=Elektro,&k_price=abc').search).toEqual({
      criteria: { fuel: ['Elektro'], powerPs: { max: 200 } },
      exclude: true,
    });
  });
});
