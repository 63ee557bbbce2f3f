import type { NewsItem } from './news-item.ts';

/** The newest item the reader has seen (opened the list with it in it). */
export interface SeenMark {
  id: string;
  time: number;
}

/** The mark for having seen `items` (newest first); undefined for an empty feed. */
export const seenMarkOf = (items: readonly NewsItem[]): SeenMark | undefined =>
  items[0] ? { id: items[0].id, time: items[0].time } : undefined;

/**
 * Unread: the items newer than the newest one the reader has seen. Without a mark nothing is unread
 * (the first visit starts from the feed as it is; see the README's newsticker section).
 */
export function unreadCount(items: readonly NewsItem[], seen: SeenMark | undefined): number {
  if (!seen) return 0;
  return items.filter((item) => item.time > seen.time && item.id != seen.id).length;
}

/** The badge text: the number, '9+' above nine (issue 14); empty when nothing is unread. */
export const badgeText = (count: number) => (count > 9 ? '9+' : count > 0 ? String(count) : '');

/** What a screen reader hears for the badge: '1 neue Meldung', '3 neue Meldungen'. */
export const unreadLabel = (count: number) =>
  count == 0 ? 'keine neuen Meldungen' : count == 1 ? '1 neue Meldung' : `${count} neue Meldungen`;
