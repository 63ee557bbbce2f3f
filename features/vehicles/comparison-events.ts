/**
 * spec 2.7: the vehicle comparison's areas, named by its analytics events. Reported like the article
 * elements of spec 9.6, as '{area} / sichtbar' and '{area} / klick', in German like the spec's other
 * event names; the car comparison's areas carry the prefix 'Fahrzeugvergleich: ' so they never
 * collide with the article element 'Technische Daten'.
 *
 * @remarks Types only: the names as values live in comparison-areas.ts, beside the widgets that send
 * them. The events join the analytics catalogue by declaration merging, so src/ names none of them.
 */
export interface ComparisonAreaNames {
  modelTeaser: 'Modellseiten-Teaser';
  adjustSearch: 'Fahrzeugvergleich: Suche anpassen';
  techData: 'Fahrzeugvergleich: Technische Daten';
  compareAll: 'Fahrzeugvergleich: Alle Fahrzeuge vergleichen';
  criteria: 'Fahrzeugvergleich: Kriterien aus technischen Daten';
  criteriaCombination: 'Fahrzeugvergleich: Kriterienkombination';
  resultCount: 'Fahrzeugvergleich: Trefferzahl';
}

export type ComparisonArea = keyof ComparisonAreaNames;

/** What tells two events of one area apart: a field, a combination, a model; and a count. */
export interface ComparisonProps {
  label?: string;
  count?: number;
}

export type ComparisonEvents = {
  [A in ComparisonArea as `${ComparisonAreaNames[A]} / ${'sichtbar' | 'klick'}`]: ComparisonProps;
};

declare module '../../src/analytics/catalogue.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merging adds these events
  interface DeclaredEvents extends ComparisonEvents {}
}
