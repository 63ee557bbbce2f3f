import type { ElementProps } from '../../src/analytics/catalogue.ts';

/** spec 2.7: the newsticker's areas (news item, more news, bell); `label` is the item's title. */
export type NewstickerEvent = 'Newsticker / Meldung' | 'Newsticker / Mehr News' | 'Newsticker / Glocke';
export type NewstickerEvents = { [N in NewstickerEvent]: ElementProps };

declare module '../../src/analytics/catalogue.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merging adds these events
  interface DeclaredEvents extends NewstickerEvents {}
}
