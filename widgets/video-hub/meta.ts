import { defineMeta, KB } from '../../src/kit/widget-meta.ts';
import * as hubCalls from './hub-calls.ts';
import * as favouritesCalls from '../../features/favourites/favourites-calls.ts';

const FALLBACK = '<p>Alle Videos finden Sie in unserer <a href="/videos/">Videoübersicht</a>.</p>';

export const meta = defineMeta({
  name: 'video-hub',
  trigger: 'visible',
  // spec 1, 2.1, 2.7, 7.2, 9.2, 9.6, issue 29
  summary:
    "video hub: highlight video, categories, 'Videos durchsuchen', twelve a page with numbered links, the detail view with 'Merken'; the place in the URL",
  description:
    'Video-Hub: Highlight-Video, Kategorien, Suche, Seiten, Detailansicht mit Merken und ähnlichen Videos.',
  props: {},
  config: {},
  fallback: FALLBACK,
  example: { markup: FALLBACK },
  budget: 8 * KB,
  backend: ['videos', 'bookmarks'],
  calls: [
    hubCalls.VIDEOS_LIST,
    hubCalls.VIDEO_DETAIL,
    favouritesCalls.BOOKMARKS_GET,
    favouritesCalls.BOOKMARKS_TOGGLE,
  ],
});
