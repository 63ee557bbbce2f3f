import { defineMeta, KB } from '../../src/kit/widget-meta.ts';
import { SUGGESTIONS_CALL } from './suggestions-call.ts';

export const meta = defineMeta({
  name: 'inactive-tab-overlay',
  trigger: 'idle',
  // spec 1, 2.7, 3.6; issue 25
  summary:
    'inactive-tab overlay: on a return to the tab after a minute away, three article suggestions (only where showInactiveTabOverlay is set)',
  description:
    "Nach einer Minute in einem anderen Tab: 'Schön, dass Sie wieder da sind' mit drei Artikelvorschlägen.",
  props: {
    homeUrl: {
      type: 'string',
      description:
        "where 'Zur Startseite' leads, and the page on which the overlay never shows (default '/')",
    },
  },
  config: {},
  fallback: '',
  example: { props: { homeUrl: '/' }, markup: '' },
  // The watcher only; the dialog and the UI runtime load once suggestions are in hand.
  budget: 1 * KB,
  backend: ['suggestions'],
  calls: [SUGGESTIONS_CALL],
});
