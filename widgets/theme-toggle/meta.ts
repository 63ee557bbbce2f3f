import { defineMeta, KB } from '../../src/kit/widget-meta.ts';
import { THEME_TOGGLE_MARKUP } from './resting-markup.ts';

export const meta = defineMeta({
  name: 'theme-toggle',
  trigger: 'idle',
  summary: 'light/dark switch (spec 4.6)',
  description: 'Schalter für helles und dunkles Design; die Wahl bleibt gespeichert.',
  props: {},
  config: {},
  fallback: THEME_TOGGLE_MARKUP,
  example: { markup: THEME_TOGGLE_MARKUP },
  budget: 1.5 * KB,
});
