/**
 * spec 2.7: the video hub's areas (search, highlight video, detail video, save, more details,
 * pagination, sub-navigation by category). The spec names the areas, not the events; the names follow
 * the newsticker's ('Newsticker / Meldung'). A search also sends spec 9.6's view_search_results.
 */
export type VideoHubEvents = {
  /** The query and how many videos it found. */
  'Video-Hub / Suche': { label: string; results: number };
  'Video-Hub / Highlight-Video': { label: string };
  /** A video opened in the detail view (from the grid or the related videos). */
  'Video-Hub / Detail-Video': { label: string };
  /** 'Merken' pressed on the open video. */
  'Video-Hub / Merken': { label: string };
  'Video-Hub / Mehr Details': { label: string };
  'Video-Hub / Seite': { position: number };
  'Video-Hub / Kategorie': { label: string };
};

declare module '../../src/analytics/catalogue.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merging adds these events
  interface DeclaredEvents extends VideoHubEvents {}
}
