/**
 * spec 2.7: the vehicle comparison's areas, named by its analytics events. Reported like the article
 * elements of spec 9.6, as '{area} / sichtbar' and '{area} / klick', in German like the spec's other
 * event names; the car comparison's areas carry the prefix 'Fahrzeugvergleich: ' so they never
 * collide with the article element 'Technische Daten'.
 */
export const COMPARISON_AREAS = {
  modelTeaser: 'Modellseiten-Teaser',
  adjustSearch: 'Fahrzeugvergleich: Suche anpassen',
  techData: 'Fahrzeugvergleich: Technische Daten',
  compareAll: 'Fahrzeugvergleich: Alle Fahrzeuge vergleichen',
  criteria: 'Fahrzeugvergleich: Kriterien aus technischen Daten',
  criteriaCombination: 'Fahrzeugvergleich: Kriterienkombination',
  resultCount: 'Fahrzeugvergleich: Trefferzahl',
} as const;

export type ComparisonArea = keyof typeof COMPARISON_AREAS;

/** What tells two events of one area apart: a field, a combination, a model; and a count. */
export interface ComparisonProps {
  label?: string;
  count?: number;
}

export type ComparisonEvents = {
  [A in ComparisonArea as `${(typeof COMPARISON_AREAS)[A]} / ${'sichtbar' | 'klick'}`]: ComparisonProps;
};
