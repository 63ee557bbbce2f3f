import { defineMeta, KB } from '../../src/kit/widget-meta.ts';
import { THEME_TOGGLE_MARKUP } from './resting-markup.ts';

export const meta = defineMeta({
  name: 'theme-toggle',
  trigger: 'idle',
  // spec 4.6
  summary: "light/dark switch; once the reader has chosen, 'Wie System' follows the system setting again",
  description:
    'Schalter für helles und dunkles Design; die Wahl bleibt gespeichert, „Wie System“ gibt sie zurück.',
  props: {},
  config: {},
  fallback: THEME_TOGGLE_MARKUP,
  example: { markup: THEME_TOGGLE_MARKUP },
  budget: 1.5 * KB,
});
