/**
 * The hub's place in the URL (issue 29): category, query, page and open video, so a link, a reload,
 * back and forward all land where the reader was. Defaults are left out: `?kategorie=tests&seite=3`.
 */
export interface HubPlace {
  /** A category slug; '' for all videos. */
  kategorie: string;
  suche: string;
  /** 1 for the first page. */
  seite: number;
  /** The open video's id; '' for the list. */
  video: string;
}

export const START: HubPlace = { kategorie: '', suche: '', seite: 1, video: '' };

/** Reads a place from a query string; anything unusable falls back to its default. */
export function readPlace(search: string): HubPlace {
  const params = new URLSearchParams(search);
  const page = Number(params.get('seite'));
  return {
    kategorie: params.get('kategorie')?.trim() ?? '',
    suche: params.get('suche')?.trim() ?? '',
    seite: Number.isInteger(page) && page > 1 ? page : 1,
    video: params.get('video')?.trim() ?? '',
  };
}

/** The query string for a place (with its '?', or '' for the start). */
export function placeSearch(place: HubPlace): string {
  const params = new URLSearchParams();
  if (place.kategorie) params.set('kategorie', place.kategorie);
  if (place.suche) params.set('suche', place.suche);
  if (place.seite > 1) params.set('seite', String(place.seite));
  if (place.video) params.set('video', place.video);
  const search = params.toString();
  return search ? `?${search}` : '';
}
