import { safeUrl } from '../../src/kit/safe-url.ts';
import { logError } from '../../src/log.ts';

/** One newsticker item as the widgets use it; every URL has passed `safeUrl`. */
export interface NewsItem {
  id: string;
  title: string;
  teaser: string;
  rubric: string;
  /** ISO date from the feed, for `<time dateTime>`. */
  date: string;
  /** `date` in milliseconds, for ordering and the unread rule. */
  time: number;
  url: string;
  image?: string;
}

const SOURCE = 'newsticker';
const text = (value: unknown) => (typeof value == 'string' ? value.trim() : '');

/** One item of the feed answer, or undefined when it lacks what a reader needs (id, title, date, a safe link). */
function readItem(raw: unknown): NewsItem | undefined {
  if (typeof raw != 'object' || raw === null) return undefined;
  const fields = raw as Record<string, unknown>;
  const id = text(fields.id);
  const title = text(fields.title);
  const date = text(fields.date);
  const time = Date.parse(date);
  if (!id || !title || Number.isNaN(time)) return undefined;
  const url = safeUrl(fields.url, { source: SOURCE, field: 'url' });
  if (!url) return undefined;
  const image = safeUrl(fields.image, { source: SOURCE, field: 'image' });
  return {
    id,
    title,
    teaser: text(fields.teaser),
    rubric: text(fields.rubric),
    date,
    time,
    url,
    ...(image ? { image } : {}),
  };
}

/**
 * The items of a feed answer `{ items: [...] }`, newest first; undefined when the answer is not a feed.
 * Items a reader could not use are left out, and reported once.
 */
export function readFeed(body: unknown): NewsItem[] | undefined {
  const list = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(list)) return undefined;
  const items = list.map(readItem).filter((item) => item !== undefined);
  if (items.length < list.length)
    logError(
      SOURCE,
      `feed: ${list.length - items.length} item(s) without id, title, date or a safe url left out`,
    );
  return items.sort((a, b) => b.time - a.time);
}
