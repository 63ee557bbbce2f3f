/** One article the demo can suggest; `path` is below the demo host's origin. */
export interface SuggestionSeed {
  id: string;
  title: string;
  rubric: string;
  plus: boolean;
  path: string;
}

/** How long the 'slow' mode waits before it answers, in ms: longer than a quick look away. */
export const SLOW_MS = 3_000;

/** At most this many suggestions in one answer; three unless the caller asks for fewer or more. */
export const DEFAULT_LIMIT = 3;
export const MAX_LIMIT = 10;

/**
 * The brand `ams`'s articles are the demo's own article pages, so a suggestion leads somewhere real.
 * The other brands get {@link GENERIC_SEED} with ids and paths of their own.
 */
export const AMS_SEED: readonly SuggestionSeed[] = [
  {
    id: '1201',
    title: 'Kompakt-SUV im Test: Was kann der Neue?',
    rubric: 'Tests',
    plus: false,
    path: '/auto/',
  },
  {
    id: '1250',
    title: 'Kaufberatung: Welches Auto passt zu mir?',
    rubric: 'Ratgeber',
    plus: false,
    path: '/auto/kaufberatung/',
  },
  {
    id: '1305',
    title: 'Nachrichten des Tages: Verkehr, Preise, Rückrufe',
    rubric: 'News',
    plus: false,
    path: '/nachrichten/',
  },
  {
    id: '5101',
    title: 'Elektro-Kombi im Alltagstest: 500 Kilometer mit einer Ladung?',
    rubric: 'Tests',
    plus: false,
    path: '/auto/paywall/elektro-kombi/',
  },
  {
    id: '5102',
    title: 'Winterreifen 2026: Zwölf Modelle im großen Vergleich',
    rubric: 'Tests',
    plus: false,
    path: '/auto/paywall/winterreifen/',
  },
  {
    id: '5103',
    title: 'Gebrauchtwagen-Check: Der kompakte Bestseller ab 10.000 Euro',
    rubric: 'Ratgeber',
    plus: false,
    path: '/auto/paywall/gebrauchtwagen/',
  },
  {
    id: '5104',
    title: 'Hybrid oder Diesel? Was sich für Vielfahrer wirklich rechnet',
    rubric: 'Ratgeber',
    plus: false,
    path: '/auto/paywall/hybrid-diesel/',
  },
  {
    id: '5105',
    title: 'Exklusiv: Der geheime Prototyp aus dem Windkanal',
    rubric: 'Tests',
    plus: true,
    path: '/auto/paywall/premium/',
  },
  {
    id: '7701',
    title: 'Langstrecke im Elektroauto: Ein Protokoll',
    rubric: 'Reise',
    plus: true,
    path: '/lesefortschritt/',
  },
];

/** Headlines for the brands without demo article pages of their own. */
export const GENERIC_SEED: readonly Omit<SuggestionSeed, 'id' | 'path'>[] = [
  { title: 'Der große Vergleichstest: Drei Neue gegen den Klassenbesten', rubric: 'Tests', plus: false },
  { title: 'Dauertest nach 100.000 Kilometern: Die Bilanz', rubric: 'Tests', plus: true },
  { title: 'Ratgeber: So sparen Sie bei der Versicherung', rubric: 'Ratgeber', plus: false },
  { title: 'Reisetipp: Die schönsten Routen im Herbst', rubric: 'Reise', plus: false },
  { title: 'Neuheiten des Jahres: Alle Modelle im Überblick', rubric: 'Neuheiten', plus: false },
  { title: 'Werkstatt-Geheimnisse: Was Profis anders machen', rubric: 'Ratgeber', plus: true },
  { title: 'Fahrbericht: Erste Runde im Prototyp', rubric: 'Tests', plus: false },
];
