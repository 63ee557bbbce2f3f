import type { Bus } from '../../src/bus.ts';
import type { NewstickerEvent } from '../../features/newsticker/newsticker-events.ts';

/** spec 2.7: the newsticker's analytics events (news item, more news, bell). */
export type TrackNews = (name: NewstickerEvent, label?: string) => void;

export const newsTracker =
  (bus: Bus): TrackNews =>
  (name, label) =>
    bus.emit('analytics-event', label === undefined ? { name } : { name, props: { label } });
