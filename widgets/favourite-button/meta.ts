import { FAVOURITES_CONFIG } from '../../features/favourites/favourites-config.ts';
import { defineMeta, KB } from '../../src/kit/widget-meta.ts';
import * as favouritesCalls from '../../features/favourites/favourites-calls.ts';
import { saveToggleMarkup } from '../../ui/save-toggle-markup.ts';

export const meta = defineMeta({
  name: 'favourite-button',
  trigger: 'idle',
  // spec 3.2, 7.2, issue 12
  summary: 'save/unsave an item, optimistic, agrees across buttons and tabs',
  description: 'Merken-Knopf an Artikeln; ohne Anmeldung öffnet er direkt darunter einen Login-Hinweis.',
  props: {
    // spec 3.2
    id: { type: 'string', required: true, description: 'the item id (held as a string)' },
    channel: {
      type: 'string',
      description: 'the favourites channel (default: favourites.channel, "artikel")',
    },
  },
  config: { section: FAVOURITES_CONFIG, core: ['enableFavorites'] },
  fallback: saveToggleMarkup('Merken'),
  example: { props: { id: '1201' }, markup: saveToggleMarkup('Merken') },
  budget: 1 * KB,
  backend: ['bookmarks'],
  calls: [favouritesCalls.BOOKMARKS_GET, favouritesCalls.UIFAVORITES_GET, favouritesCalls.BOOKMARKS_TOGGLE],
});
