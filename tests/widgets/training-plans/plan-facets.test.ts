import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRAINING_PLANS } from '../../../demo-host/api/training-plans/seed.ts';
import {
  FACETS,
  facetCounts,
  facetOptions,
  facetValue,
  filterPlans,
  nearestPlans,
  readSelection,
  writeSelection,
  type Facet,
  type FacetPlan,
  type Selection,
} from '../../../widgets/training-plans/plan-facets.ts';

/** Few values per field, so random plans share them and selections often match. */
const planArbitrary: fc.Arbitrary<FacetPlan> = fc.record({
  category: fc.constantFrom('Laufen', 'Radfahren', 'Kraft'),
  goal: fc.constantFrom('Laufen 5 km', 'Marathon', 'Radfahren', 'Kraft'),
  targetTime: fc.option(fc.constantFrom('unter 30 min', 'unter 4:00 h'), { nil: null }),
  level: fc.constantFrom('Einsteiger', 'Fortgeschrittene', 'Ambitionierte'),
  daysPerWeek: fc.integer({ min: 2, max: 5 }),
  weeks: fc.constantFrom(6, 8, 12, 16),
});

/** A selection of values that plans may or may not have (an option out of the URL, too). */
const selectionArbitrary: fc.Arbitrary<Selection> = fc.record(
  {
    kategorie: fc.constantFrom('Laufen', 'Radfahren', 'Schwimmen'),
    ziel: fc.constantFrom('Laufen 5 km', 'Marathon', 'Kraft'),
    zielzeit: fc.constantFrom('unter 30 min', 'unter 4:00 h'),
    niveau: fc.constantFrom('Einsteiger', 'Ambitionierte'),
    tage: fc.constantFrom('2', '3', '5'),
    wochen: fc.constantFrom('6', '12', '20'),
  },
  { requiredKeys: [] },
);

/** The definition, literally: choose the option in place of the facet's selection and filter. */
const bruteCount = (plans: FacetPlan[], selection: Selection, facet: Facet, option: string) =>
  plans.filter((plan) =>
    FACETS.every((other) => {
      const wanted = other == facet ? option : selection[other];
      return wanted === undefined || facetValue[other](plan) === wanted;
    }),
  ).length;

describe('training-plan facets (issue 27)', () => {
  it('counts every option as a brute-force filter does', () => {
    fc.assert(
      fc.property(fc.array(planArbitrary, { maxLength: 40 }), selectionArbitrary, (plans, selection) => {
        const counts = facetCounts(plans, selection);
        for (const facet of FACETS) {
          expect([...counts[facet].keys()]).toEqual(facetOptions(plans, facet));
          for (const option of facetOptions(plans, facet))
            expect(counts[facet].get(option)).toBe(bruteCount(plans, selection, facet, option));
        }
      }),
    );
  });

  it('the chosen option of a facet counts exactly the plans shown', () => {
    fc.assert(
      fc.property(fc.array(planArbitrary, { maxLength: 40 }), selectionArbitrary, (plans, selection) => {
        const shown = filterPlans(plans, selection).length;
        for (const facet of FACETS) {
          const chosen = selection[facet];
          if (chosen !== undefined && facetOptions(plans, facet).includes(chosen))
            expect(facetCounts(plans, selection)[facet].get(chosen)).toBe(shown);
        }
      }),
    );
  });

  it('with no match, the nearest plans give up exactly one chosen criterion', () => {
    fc.assert(
      fc.property(fc.array(planArbitrary, { maxLength: 40 }), selectionArbitrary, (plans, selection) => {
        fc.pre(filterPlans(plans, selection).length == 0);
        const nearest = nearestPlans(plans, selection);
        const candidates = FACETS.filter((facet) => selection[facet] !== undefined).map(
          (facet) => filterPlans(plans, { ...selection, [facet]: undefined }).length,
        );
        if (!nearest) {
          expect(candidates.every((found) => found == 0)).toBe(true);
          return;
        }
        expect(selection[nearest.relaxed]).toBeDefined();
        expect(nearest.plans).toEqual(filterPlans(plans, { ...selection, [nearest.relaxed]: undefined }));
        const fewest = Math.min(...candidates.filter((found) => found > 0));
        expect(nearest.plans.length).toBe(fewest);
        // Of equals, the later facet is given up: the goal stays.
        const chosen = FACETS.filter((facet) => selection[facet] !== undefined);
        expect(nearest.relaxed).toBe(chosen.filter((_, index) => candidates[index] == fewest).at(-1));
      }),
    );
  });

  it('the URL round-trips a selection and keeps other parameters', () => {
    fc.assert(
      fc.property(selectionArbitrary, (selection) => {
        const search = writeSelection('?utm=x', selection);
        expect(readSelection(search)).toEqual(selection);
        expect(new URLSearchParams(search).get('utm')).toBe('x');
      }),
    );
  });

  it('the demo plans: every goal of the menu and options in reading order', () => {
    expect(facetOptions(TRAINING_PLANS, 'kategorie')).toEqual(['Laufen', 'Radfahren', 'Kraft', 'Abnehmen']);
    expect(facetOptions(TRAINING_PLANS, 'tage')).toEqual(['2', '3', '4', '5']);
    const counts = facetCounts(TRAINING_PLANS, { ziel: 'Marathon' });
    expect(counts.niveau.get('Einsteiger')).toBe(3);
    expect(counts.zielzeit.get('unter 30 min')).toBe(0);
    expect(counts.ziel.get('Kraft')).toBe(9);
  });
});
