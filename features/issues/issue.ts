import { isObject } from '../../src/field-reader.ts';

/** One magazine issue as the list call answers it (issues-calls.ts). */
export interface Issue {
  id: string;
  number: string;
  date: string;
  year: string;
  topics: string[];
  cover: { url: string; width: number; height: number };
  price: { print: string; epaper?: string };
  merchandiseId: string;
}

const EURO = /^\d{1,5}\.\d{2}$/;
const DATE = /^(\d{4})-\d{2}-\d{2}$/;

/** An issue from the list answer, or undefined when it does not fit (the list shows the others). */
export function parseIssue(raw: unknown): Issue | undefined {
  if (!isObject(raw)) return undefined;
  const { id, number, date, topics, cover, price, merchandiseId } = raw;
  const year = typeof date == 'string' ? DATE.exec(date)?.[1] : undefined;
  if (typeof id != 'string' || typeof number != 'string' || !year || typeof merchandiseId != 'string')
    return undefined;
  if (
    !isObject(cover) ||
    typeof cover.url != 'string' ||
    typeof cover.width != 'number' ||
    typeof cover.height != 'number'
  )
    return undefined;
  if (!isObject(price) || typeof price.print != 'string' || !EURO.test(price.print)) return undefined;
  return {
    id,
    number,
    date: date as string,
    year,
    topics: Array.isArray(topics) ? topics.filter((topic): topic is string => typeof topic == 'string') : [],
    cover: { url: cover.url, width: cover.width, height: cover.height },
    price: {
      print: price.print,
      ...(typeof price.epaper == 'string' && EURO.test(price.epaper) && { epaper: price.epaper }),
    },
    merchandiseId,
  };
}

/** '6.90' as the reader reads it: '6,90 €'. */
export const euroText = (amount: string) => `${amount.replace('.', ',')} €`;

const DAY = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
/** '2026-11-12' as '12.11.2026'. */
export const dateText = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));
