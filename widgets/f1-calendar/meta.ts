import { F1_SEASON } from '../../features/f1/season-calls.ts';
import { defineMeta, KB } from '../../src/kit/widget-meta.ts';

/** The server's markup is the season as a plain list (a failing calendar leaves it in place). */
export const CALENDAR_EXAMPLE_MARKUP =
  '<ol class="f1-season-list"><li>Großer Preis von Australien – So., 08.03., 05:00 Uhr MEZ</li><li>Großer Preis von China – So., 15.03., 08:00 Uhr MEZ</li></ol>';

export const meta = defineMeta({
  name: 'f1-calendar',
  trigger: 'visible',
  // spec 1, 2.1, 9.6; issue 30
  summary:
    "F1 calendar: every round, the next one marked and opened, podiums of past ones, sessions in German time, Ortszeit or Ihre Zeit, 'In Kalender eintragen' and the season as webcal",
  description:
    "Formel-1-Kalender der Saison: alle Rennen, Sessions in deutscher Zeit oder Ortszeit, 'In Kalender eintragen' und 'Alle Rennen abonnieren'.",
  props: {
    alarm: {
      type: 'boolean',
      description: 'downloaded calendar entries remind 30 minutes before the start; default true',
    },
  },
  config: {},
  fallback: CALENDAR_EXAMPLE_MARKUP,
  example: { props: { alarm: true }, markup: CALENDAR_EXAMPLE_MARKUP },
  budget: 6 * KB,
  backend: ['f1'],
  calls: [F1_SEASON],
});
