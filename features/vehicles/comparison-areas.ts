import type { ComparisonAreaNames } from './comparison-events.ts';

/** spec 2.7: the names of the vehicle comparison's analytics areas (comparison-events.ts). */
export const COMPARISON_AREAS: ComparisonAreaNames = {
  modelTeaser: 'Modellseiten-Teaser',
  adjustSearch: 'Fahrzeugvergleich: Suche anpassen',
  techData: 'Fahrzeugvergleich: Technische Daten',
  compareAll: 'Fahrzeugvergleich: Alle Fahrzeuge vergleichen',
  criteria: 'Fahrzeugvergleich: Kriterien aus technischen Daten',
  criteriaCombination: 'Fahrzeugvergleich: Kriterienkombination',
  resultCount: 'Fahrzeugvergleich: Trefferzahl',
};
