import { logError } from '../log.ts';

export interface PathSegmentOptions {
  /** Who asks (the widget's name), for the one console line about a refused id. */
  source: string;
  /** Which field the id came from ('tourId', 'storePrice.store'). */
  field: string;
}

/**
 * The one way an id from a server, an editor or a page becomes a segment of a URL path: encoded, so
 * `/`, `?` and `#` stay inside it, and refused (undefined, reported once) when it is empty, `.` or
 * `..`, which `encodeURIComponent` leaves alone and the URL parser resolves: `/tour/claim/..` would be
 * sent to `/tour/`, with the reader's token. The caller sends nothing then.
 */
export function pathSegment(id: string, { source, field }: PathSegmentOptions): string | undefined {
  if (id != '' && id != '.' && id != '..') return encodeURIComponent(id);
  logError(source, `${field}: ${JSON.stringify(id)} is no URL path segment; not sent`);
  return undefined;
}
