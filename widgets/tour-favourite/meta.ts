import { defineMeta, KB } from '../../src/kit/widget-meta.ts';
import * as favouritesCalls from '../../features/favourites/favourites-calls.ts';
import { saveToggleMarkup } from '../../ui/save-toggle-markup.ts';

export const meta = defineMeta({
  name: 'tour-favourite',
  trigger: 'visible',
  // spec 3.3, 7.4
  summary: 'favourite-tour toggle on the community tour channel with the tour claim',
  description: 'Merken-Knopf für Community-Touren; gemerkte Touren werden dem Konto zugeordnet.',
  props: {
    // spec 3.3
    tourId: { type: 'string', required: true, description: 'the tour id (held as a string)' },
    title: {
      type: 'string',
      description: "the tour's title: the button is named 'Tour merken: <title>' (default: 'Tour merken')",
    },
  },
  config: { core: ['enableFavorites', 'features.tours', 'community.tourChannel', 'apiHost'] },
  fallback: saveToggleMarkup('Tour merken'),
  example: { props: { tourId: '7001', title: 'Schwarzwald-Runde' }, markup: saveToggleMarkup('Tour merken') },
  budget: 1 * KB,
  backend: ['bookmarks'],
  calls: [
    favouritesCalls.BOOKMARKS_GET,
    favouritesCalls.UIFAVORITES_GET,
    favouritesCalls.BOOKMARKS_TOGGLE,
    favouritesCalls.TOUR_CLAIM,
  ],
});
