import { defineMeta, KB } from '../../src/kit/widget-meta.ts';
import { PLUS_TEASER_MARKUP } from './resting-markup.ts';

export const meta = defineMeta({
  name: 'plus-teaser',
  trigger: 'idle',
  // spec 1, 4.3, 9.6, issue 31
  summary: 'teaser for the plus offer on its server markup; hidden for subscribers, without a shift',
  description: 'Plus-Teaser für Leser ohne Abo; Abonnenten sehen ihn nicht.',
  props: {
    id: { type: 'string', required: true, description: 'the promotion id in the reports (`promotion_id`)' },
    name: { type: 'string', description: 'the promotion name in the reports (`promotion_name`)' },
  },
  config: {},
  fallback: PLUS_TEASER_MARKUP,
  example: { props: { id: 'ams-plus-artikel', name: 'ams+ Artikelende' }, markup: PLUS_TEASER_MARKUP },
  budget: 1 * KB,
});
