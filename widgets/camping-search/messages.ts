import { AMENITIES, isAmenity } from '../../features/camping/pitch.ts';
import type { FilterKey } from '../../features/camping/search-query.ts';

/** The camping search's German texts where the reader must act (issue 28). */
export const DATES_REVERSED = 'Die Abreise muss nach der Anreise liegen.';
export const DATES_HALF = 'Bitte geben Sie Anreise und Abreise an, oder keins von beiden.';
export const PLACE_EMPTY = 'Bitte geben Sie einen Ort, eine Region oder eine PLZ ein.';
export const PLACE_FAILED = 'Die Ortssuche hat nicht geklappt. Bitte versuchen Sie es erneut.';
export const SEARCH_FAILED = 'Die Stellplätze konnten nicht geladen werden. Bitte versuchen Sie es erneut.';
export const SEARCH_SLOW = 'Die Suche dauert länger als gewohnt …';
export const DETAIL_FAILED = 'Der Stellplatz konnte nicht geladen werden. Bitte versuchen Sie es erneut.';
export const AVAILABILITY_FAILED = 'Preis und freie Nächte konnten nicht geladen werden.';
export const OUTLINE_FAILED =
  'Die Kartenumrisse konnten nicht geladen werden. Liste und Stellplätze gehen weiter.';
export const NO_RESULTS = 'Keine Stellplätze gefunden.';

/** 'Keinen Ort „Büsm“ gefunden – meinten Sie Büsum?' */
export const noPlace = (text: string, suggestion: string | null) =>
  suggestion
    ? `Keinen Ort „${text}“ gefunden – meinten Sie ${suggestion}?`
    : `Keinen Ort „${text}“ gefunden. Bitte prüfen Sie die Schreibweise.`;

const thousands = new Intl.NumberFormat('de-DE');

/** '124 Stellplätze', '1 Stellplatz'. */
export const pitchCount = (count: number) =>
  `${thousands.format(count)} ${count == 1 ? 'Stellplatz' : 'Stellplätze'}`;

/** How a filter is named in its chip and in the no-results advice. */
export function filterName(key: FilterKey, values: { priceMax: number; length: number; type: string }) {
  if (isAmenity(key)) return AMENITIES[key];
  return {
    type: values.type == 'campingplatz' ? 'Campingplatz' : 'Wohnmobilstellplatz',
    priceMax: `bis ${values.priceMax} € pro Nacht`,
    length: `Fahrzeug ab ${values.length} m`,
    instant: 'sofort buchbar',
    open: 'am Reisedatum geöffnet',
  }[key];
}

/** 'Ohne „Hunde erlaubt“: 37 Stellplätze' */
export const withoutAdvice = (name: string, total: number) => `Ohne „${name}“: ${pitchCount(total)}`;

export const euros = (value: number) => `${thousands.format(value)} €`;
export const kilometres = (value: number) =>
  `${new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(value)} km`;
