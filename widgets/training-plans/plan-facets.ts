import type { TrainingPlan } from './training-plan.ts';

/**
 * The training-plan filter's facets (issue 27), as Garmin Coach and Runna ask: the menu's category, then
 * Ziel, Zielzeit, Niveau, Trainingstage pro Woche and Dauer in Wochen. Their keys are the URL's
 * parameters.
 */
export const FACETS = ['kategorie', 'ziel', 'zielzeit', 'niveau', 'tage', 'wochen'] as const;
export type Facet = (typeof FACETS)[number];

/** One value per facet at most; a facet left out is not filtered. */
export type Selection = Partial<Record<Facet, string>>;

export type FacetPlan = Pick<
  TrainingPlan,
  'category' | 'goal' | 'targetTime' | 'level' | 'daysPerWeek' | 'weeks'
>;

/** A plan's value for a facet; a plan without one (a strength plan's target time) matches no option. */
export const facetValue: Readonly<Record<Facet, (plan: FacetPlan) => string | undefined>> = {
  kategorie: (plan) => plan.category,
  ziel: (plan) => plan.goal,
  zielzeit: (plan) => plan.targetTime ?? undefined,
  niveau: (plan) => plan.level,
  tage: (plan) => String(plan.daysPerWeek),
  wochen: (plan) => String(plan.weeks),
};

const NUMERIC: ReadonlySet<Facet> = new Set(['tage', 'wochen']);

/**
 * Every option of a facet over all plans, so an option no plan matches under the current filters is
 * still listed (with '(0)'): in the order the plans bring them, numbers ascending.
 */
export function facetOptions(plans: readonly FacetPlan[], facet: Facet): string[] {
  const values = [...new Set(plans.flatMap((plan) => facetValue[facet](plan) ?? []))];
  return NUMERIC.has(facet) ? values.sort((a, b) => Number(a) - Number(b)) : values;
}

/** The facets whose selection `plan` misses. */
const missed = (plan: FacetPlan, selection: Selection) =>
  FACETS.filter((facet) => selection[facet] !== undefined && facetValue[facet](plan) !== selection[facet]);

export const filterPlans = <P extends FacetPlan>(plans: readonly P[], selection: Selection): P[] =>
  plans.filter((plan) => missed(plan, selection).length == 0);

/**
 * The live counts: for each facet and option, how many plans would match if that option were chosen
 * and every other facet kept its selection. One pass over the plans: a plan that misses no facet counts
 * for its own value in every facet; one that misses exactly one facet counts only there; any other, nowhere.
 */
export function facetCounts(
  plans: readonly FacetPlan[],
  selection: Selection,
): Record<Facet, Map<string, number>> {
  const counts = Object.fromEntries(
    FACETS.map((facet) => [facet, new Map(facetOptions(plans, facet).map((option) => [option, 0]))]),
  ) as Record<Facet, Map<string, number>>;
  const add = (facet: Facet, plan: FacetPlan) => {
    const value = facetValue[facet](plan);
    if (value !== undefined) counts[facet].set(value, (counts[facet].get(value) ?? 0) + 1);
  };
  for (const plan of plans) {
    const [first, ...others] = missed(plan, selection);
    if (first === undefined) for (const facet of FACETS) add(facet, plan);
    else if (others.length == 0) add(first, plan);
  }
  return counts;
}

/**
 * No plan matches: the nearest plans, found by giving up one chosen criterion. Of those that bring
 * plans back, the one leaving the fewest (the closest to what the reader asked for); undefined when
 * giving up any single one still finds nothing.
 */
export function nearestPlans<P extends FacetPlan>(
  plans: readonly P[],
  selection: Selection,
): { relaxed: Facet; value: string; plans: P[] } | undefined {
  let best: { relaxed: Facet; value: string; plans: P[] } | undefined;
  for (const facet of FACETS) {
    const value = selection[facet];
    if (value === undefined) continue;
    const found = filterPlans(plans, { ...selection, [facet]: undefined });
    if (found.length > 0 && (!best || found.length <= best.plans.length))
      best = { relaxed: facet, value, plans: found };
  }
  return best;
}

/** The selection in a URL's query (`?ziel=Marathon&niveau=Einsteiger`); other parameters are left alone. */
export function readSelection(search: string): Selection {
  const params = new URLSearchParams(search);
  return Object.fromEntries(
    FACETS.flatMap((facet) => {
      const value = params.get(facet);
      return value ? [[facet, value]] : [];
    }),
  );
}

/** `search` with the selection written into it (and facets not chosen taken out). */
export function writeSelection(search: string, selection: Selection): string {
  const params = new URLSearchParams(search);
  for (const facet of FACETS) {
    const value = selection[facet];
    if (value === undefined) params.delete(facet);
    else params.set(facet, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
