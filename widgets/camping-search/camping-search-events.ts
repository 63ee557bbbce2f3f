/**
 * spec 2.7: the camping pitch search's analytics areas (search pitch, area search, list view, map pin,
 * pitch overlay, list entry, app overlay). The spec names the areas, not the events; the names follow spec 9.6's
 * snake_case, the props carry what the reader chose. `view_search_results` (spec 9.6) follows every
 * answered search with its term and count.
 */
export type CampingSearchEvents = {
  /** 'Stellplatz suchen': the place searched and whether dates were given. */
  camping_search_pitch: { place: string; dates: boolean };
  /** A search of the map's area: by 'In diesem Gebiet suchen', or by itself with 'Beim Verschieben suchen'. */
  camping_area_search: { automatic: boolean };
  /** The phone's 'Karte' / 'Liste' switch. */
  camping_list_view: { view: 'liste' | 'karte' };
  /** A pin chosen on the map; a cluster zooms in. */
  camping_map_pin: { pitch: string; cluster: boolean };
  /** The pitch overlay opened, and from where. */
  camping_pitch_overlay: { pitch: string; from: 'liste' | 'karte' | 'link' };
  /** A list entry opened, with its place in the list (1 first). */
  camping_list_entry: { pitch: string; position: number };
  /** The app overlay on phones: shown, the app link followed, closed. */
  camping_app_overlay: { action: 'shown' | 'app' | 'closed' };
};

declare module '../../src/analytics/catalogue.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merging adds these events
  interface DeclaredEvents extends CampingSearchEvents {}
}
