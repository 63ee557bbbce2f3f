/**
 * spec 2.7: the inactive-tab overlay's areas (button to homepage, close, article suggestion). The spec
 * names the areas, not the events; the names follow the newsticker's ('Newsticker / Meldung').
 */
export type InactiveTabEvents = {
  'Inaktiver Tab / Zur Startseite': Record<string, never>;
  'Inaktiver Tab / Schließen': Record<string, never>;
  /** The suggestion's title and its place in the list, 1–3. */
  'Inaktiver Tab / Artikelvorschlag': { label: string; position: number };
};

declare module '../../src/analytics/catalogue.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merging adds these events
  interface DeclaredEvents extends InactiveTabEvents {}
}
