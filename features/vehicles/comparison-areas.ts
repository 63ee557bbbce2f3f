import type { ComparisonAreaNames } from './comparison-events.ts';

/**
 * The model teaser's area on its own: a constant the build copies into the teaser (inlineConst), so the
 * teaser's download carries no chunk for the comparison's other area names (issue 22).
 */
export const MODEL_TEASER_AREA: ComparisonAreaNames['modelTeaser'] = 'Modellseiten-Teaser';

/** spec 2.7: the names of the vehicle comparison's analytics areas (comparison-events.ts). */
export const COMPARISON_AREAS: ComparisonAreaNames = {
  modelTeaser: MODEL_TEASER_AREA,
  adjustSearch: 'Fahrzeugvergleich: Suche anpassen',
  techData: 'Fahrzeugvergleich: Technische Daten',
  compareAll: 'Fahrzeugvergleich: Alle Fahrzeuge vergleichen',
  criteria: 'Fahrzeugvergleich: Kriterien aus technischen Daten',
  criteriaCombination: 'Fahrzeugvergleich: Kriterienkombination',
  resultCount: 'Fahrzeugvergleich: Trefferzahl',
};
