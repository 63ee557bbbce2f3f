/**
 * The demo newsticker's headlines. The feed cycles through them: item n of a brand takes entry
 * n mod length, so the feed keeps changing without a database.
 */
export interface NewsSeed {
  title: string;
  teaser: string;
  rubric: string;
}

export const NEWS_SEED: readonly NewsSeed[] = [
  {
    title: 'Neuer Kompakt-SUV: Erste Sitzprobe im Serienmodell',
    teaser: 'Mehr Platz im Fond, weniger Knöpfe im Cockpit: So fühlt sich der Neue an.',
    rubric: 'Neuheiten',
  },
  {
    title: 'Spritpreise: Diesel am Wochenende wieder teurer',
    teaser: 'Der Literpreis steigt bundesweit um durchschnittlich drei Cent.',
    rubric: 'Verkehr',
  },
  {
    title: 'Rückruf: Hersteller tauscht Airbag-Steuergeräte',
    teaser: 'Betroffen sind rund 40.000 Fahrzeuge aus zwei Modelljahren.',
    rubric: 'Service',
  },
  {
    title: 'Reiseenduro mit 140 PS: Leichter als der Vorgänger',
    teaser: 'Zwölf Kilo weniger und ein neues Fahrwerk sollen im Gelände helfen.',
    rubric: 'Motorrad',
  },
  {
    title: 'Elektro-Kombi im Wintertest: So viel Reichweite bleibt',
    teaser: 'Bei minus zehn Grad schrumpft die Reichweite um ein Drittel.',
    rubric: 'Tests',
  },
  {
    title: 'Formel 1: Überraschende Pole im Regen',
    teaser: 'Ein Rookie setzt sich im Qualifying gegen die Titelanwärter durch.',
    rubric: 'Sport',
  },
  {
    title: 'Tempolimit auf Landstraßen: Länder uneins',
    teaser: 'Die Verkehrsministerkonferenz vertagt die Entscheidung.',
    rubric: 'Verkehr',
  },
  {
    title: 'Wohnmobil-Neuheit: Kastenwagen mit Hubdach und Bad',
    teaser: 'Auf unter sechs Metern bringt der Hersteller vier Schlafplätze unter.',
    rubric: 'Reise',
  },
  {
    title: 'Gebrauchtwagen-Check: Worauf es bei Hybriden ankommt',
    teaser: 'Batteriezustand, Wartungsheft und Ladekabel: die wichtigsten Punkte.',
    rubric: 'Ratgeber',
  },
  {
    title: 'Sportwagen-Studie: Vier Sitze und 600 PS',
    teaser: 'Die Serienversion soll in zwei Jahren kommen.',
    rubric: 'Neuheiten',
  },
  {
    title: 'Führerschein: Neue Regeln für Motorradklassen',
    teaser: 'Der Aufstieg in die Klasse A wird einfacher.',
    rubric: 'Recht',
  },
  {
    title: 'Winterreifen-Test: Zwei Modelle fallen durch',
    teaser: 'Auf Schnee überzeugen die meisten, auf nasser Straße nicht alle.',
    rubric: 'Tests',
  },
];

/** A new item every minute (issue 14): often enough to watch the bell work on the demo host. */
export const TICK_MS = 60_000;
/** Items already in the feed when the demo host starts. */
export const BACKLOG = 12;
/** Items a feed answer holds unless `limit` asks for fewer. */
export const FEED_LIMIT = 10;
/** How long an answer takes in the slow mode: longer than a poll should, shorter than the timeout. */
export const SLOW_MS = 4_000;
