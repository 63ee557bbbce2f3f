import { F1_SEASON } from '../../features/f1/season-calls.ts';
import { defineMeta, KB } from '../../src/kit/widget-meta.ts';

/** Until the season has loaded (and if it never does) the reader has the way to the calendar, and no time. */
export const COUNTDOWN_MARKUP = '<p><a href="/formel-1/kalender/">Formel-1-Kalender 2026</a></p>';

export const meta = defineMeta({
  name: 'f1-countdown',
  trigger: 'visible',
  // spec 1, 9.6; issue 30
  summary:
    'F1 countdown to the next race (or session): German time with Ortszeit, seconds in the last hour, LIVE with a ticker link',
  description:
    "Countdown zum nächsten Formel-1-Rennen: 'Noch 2 Tage 14 Std. 3 Min.', Start in deutscher Zeit und Ortszeit.",
  props: {
    sessions: {
      type: 'boolean',
      description:
        'count down to the next session of any kind (training, qualifying) instead of the next race; default false',
    },
  },
  config: {},
  fallback: COUNTDOWN_MARKUP,
  example: { props: { sessions: false }, markup: COUNTDOWN_MARKUP },
  budget: 2 * KB,
  backend: ['f1'],
  calls: [F1_SEASON],
});
