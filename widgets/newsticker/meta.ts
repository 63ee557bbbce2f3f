import { NEWSTICKER_CONFIG } from '../../features/newsticker/newsticker-config.ts';
import { defineMeta, KB } from '../../src/kit/widget-meta.ts';
import * as newstickerCalls from '../../features/newsticker/newsticker-calls.ts';
import { BELL_MARKUP } from './resting-markup.ts';

export const meta = defineMeta({
  name: 'newsticker',
  trigger: 'idle',
  // spec 1, 2.7, 3.11, 4.9
  summary: 'notification bell with unread news and the latest items; the list loads on first open',
  description:
    'Glocke im Seitenkopf: zeigt neue Meldungen an und listet die neuesten; Tabs teilen sich eine Abfrage.',
  props: {
    moreUrl: { type: 'string', description: "where 'Mehr News' leads; without it the link is left out" },
  },
  config: { section: NEWSTICKER_CONFIG },
  fallback: BELL_MARKUP,
  example: { props: { moreUrl: '/nachrichten/' }, markup: BELL_MARKUP },
  budget: 2.5 * KB,
  backend: ['newsticker'],
  calls: [newstickerCalls.NEWSTICKER_FEED],
});
