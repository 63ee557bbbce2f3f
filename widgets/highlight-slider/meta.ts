import { NEWSTICKER_CONFIG } from '../../features/newsticker/newsticker-config.ts';
import { defineMeta, KB } from '../../src/kit/widget-meta.ts';
import * as newstickerCalls from '../../features/newsticker/newsticker-calls.ts';
import { HIGHLIGHTS_MARKUP } from './resting-markup.ts';

export const meta = defineMeta({
  name: 'highlight-slider',
  trigger: 'visible',
  // spec 1
  summary:
    'article highlight slider on the newsticker feed: scroll snapping, previous/next, keyboard and swipe',
  description: 'Highlight-Slider im Artikel: die neuesten Meldungen als wischbare Reihe mit Bildern.',
  props: {
    title: { type: 'string', description: "the slider's heading (default 'Highlights')" },
    limit: { type: 'number', description: 'how many items it shows, 1 to 10 (default 8)' },
  },
  config: { section: NEWSTICKER_CONFIG },
  fallback: HIGHLIGHTS_MARKUP,
  example: { props: { title: 'Highlights', limit: 3 }, markup: HIGHLIGHTS_MARKUP },
  budget: 3 * KB,
  backend: ['newsticker'],
  calls: [newstickerCalls.NEWSTICKER_FEED],
});
