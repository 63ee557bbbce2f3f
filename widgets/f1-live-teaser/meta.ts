import { F1_SEASON } from '../../features/f1/season-calls.ts';
import { F1_TICKER } from '../../features/f1/ticker-calls.ts';
import { defineMeta, KB } from '../../src/kit/widget-meta.ts';

/** The server's markup: the way to the calendar, in a box whose height the page reserves (issue 30). */
export const TEASER_MARKUP = '<p><a href="/formel-1/kalender/">Formel 1: alle Rennen und Zeiten</a></p>';

export const meta = defineMeta({
  name: 'f1-live-teaser',
  trigger: 'visible',
  // spec 1, 9.6; issue 30
  summary:
    'F1 live teaser: while a session is live LIVE, the GP, the latest ticker entry and a link; otherwise the countdown, in a box of one height',
  description:
    'Formel-1-Teaser: während einer Session LIVE mit dem neuesten Ticker-Eintrag, sonst der Countdown.',
  props: {
    sessions: {
      type: 'boolean',
      description:
        'between sessions, count down to the next session of any kind instead of the next race; default false',
    },
  },
  config: {},
  fallback: TEASER_MARKUP,
  example: { props: {}, markup: TEASER_MARKUP },
  budget: 3 * KB,
  backend: ['f1'],
  calls: [F1_SEASON, F1_TICKER],
});
