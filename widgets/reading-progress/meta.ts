import { defineMeta, KB } from '../../src/kit/widget-meta.ts';

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
  // issue 24: the bar itself stays under 1 KB; the page-state store it loads is shared by later widgets.
  budget: 2 * KB,
});
