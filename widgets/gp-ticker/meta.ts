import { F1_TICKER } from '../../features/f1/ticker-calls.ts';
import { defineMeta, KB } from '../../src/kit/widget-meta.ts';
import { GP_TICKER_CONFIG } from './ticker-settings.ts';

export const TICKER_MARKUP = '<p><a href="/formel-1/kalender/">Formel-1-Kalender 2026</a></p>';

export const meta = defineMeta({
  name: 'gp-ticker',
  trigger: 'visible',
  // spec 1, 2.1, 9.6; issue 30
  summary:
    "GP ticker detail: state, top 10 with gaps, entries newest first, 'Nur wichtige Ereignisse', older entries, live updates without a jump",
  description:
    "GP-Ticker: Rennstatus, Top 10 und Einträge mit Runde und Typ; neue Einträge ohne Sprung ('3 neue Einträge').",
  props: {
    round: {
      type: 'string',
      description: "the race ('2026-japan'); default: the page's `rennen` query parameter",
    },
  },
  config: { section: GP_TICKER_CONFIG },
  fallback: TICKER_MARKUP,
  example: { props: { round: '2026-japan' }, markup: TICKER_MARKUP },
  budget: 6 * KB,
  backend: ['f1'],
  calls: [F1_TICKER],
});
