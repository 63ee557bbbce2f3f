import { FAVOURITES_CONFIG } from '../../features/favourites/favourites-config.ts';
import { defineMeta, KB } from '../../src/kit/widget-meta.ts';
import * as favouritesCalls from '../../features/favourites/favourites-calls.ts';
import { BOOKMARKS_MARKUP } from './resting-markup.ts';

export const meta = defineMeta({
  name: 'bookmarks',
  trigger: 'idle',
  // spec 2.4, 3.2, 6
  summary:
    'header button: the bookmarks panel (saved articles, followed rubrics and brands) or, without login, a login prompt',
  description:
    'Merkliste im Seitenkopf: gemerkte Artikel, gefolgte Rubriken und Marken; ohne Anmeldung ein Login-Hinweis.',
  props: {},
  config: { section: FAVOURITES_CONFIG, core: ['enableFavorites'] },
  fallback: BOOKMARKS_MARKUP,
  example: { markup: BOOKMARKS_MARKUP },
  budget: 2 * KB,
  backend: ['bookmarks'],
  calls: [
    favouritesCalls.BOOKMARKS_GET,
    favouritesCalls.UIFAVORITES_GET,
    favouritesCalls.BOOKMARKS_TOGGLE,
    favouritesCalls.UIFAVORITES_TOGGLE,
  ],
});
