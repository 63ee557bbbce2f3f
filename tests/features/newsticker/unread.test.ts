import { describe, expect, it } from 'vitest';
import type { NewsItem } from '../../../features/newsticker/news-item.ts';
import { relativeTime } from '../../../features/newsticker/relative-time.ts';
import { badgeText, seenMarkOf, unreadCount, unreadLabel } from '../../../features/newsticker/unread.ts';

const item = (id: string, minute: number): NewsItem => ({
  id,
  title: id,
  teaser: '',
  rubric: 'News',
  date: new Date(minute * 60_000).toISOString(),
  time: minute * 60_000,
  url: `https://example.de/${id}`,
});

describe('unread rules', () => {
  const feed = [item('c', 3), item('b', 2), item('a', 1)];

  it('counts the items newer than the newest one seen', () => {
    expect(unreadCount(feed, { id: 'a', time: 60_000 })).toBe(2);
    expect(unreadCount(feed, { id: 'c', time: 180_000 })).toBe(0);
  });

  it('counts nothing before the reader has a mark (a first visit starts from the feed as it is)', () => {
    expect(unreadCount(feed, undefined)).toBe(0);
  });

  it('goes by time, so a seen item that has left the feed still bounds the count', () => {
    expect(unreadCount(feed, { id: 'gone', time: 150_000 })).toBe(1);
  });

  it('does not count the seen item itself when another shares its time', () => {
    expect(unreadCount([item('d', 3), item('c', 3)], { id: 'c', time: 180_000 })).toBe(0);
  });

  it('marks the newest item as seen', () => {
    expect(seenMarkOf(feed)).toEqual({ id: 'c', time: 180_000 });
    expect(seenMarkOf([])).toBeUndefined();
  });

  it("shows the number, '9+' above nine, nothing at zero", () => {
    expect([0, 1, 9, 10, 25].map(badgeText)).toEqual(['', '1', '9', '9+', '9+']);
  });

  it('says the count in German for screen readers', () => {
    expect([0, 1, 3].map(unreadLabel)).toEqual([
      'keine neuen Meldungen',
      '1 neue Meldung',
      '3 neue Meldungen',
    ]);
  });
});

describe('relativeTime', () => {
  const now = Date.UTC(2026, 10, 23, 12);
  it.each([
    [10_000, 'gerade eben'],
    [5 * 60_000, 'vor 5 Min.'],
    [59 * 60_000, 'vor 59 Min.'],
    [2 * 3_600_000, 'vor 2 Std.'],
    [30 * 3_600_000, 'gestern'],
    [3 * 86_400_000, 'vor 3 Tagen'],
    [-60_000, 'gerade eben'],
  ])('%i ms ago is %s', (age, text) => {
    expect(relativeTime(now - age, now)).toBe(text);
  });
});
