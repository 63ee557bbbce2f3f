import { cutPoint } from './cut-point.ts';

/**
 * Plain server text (a title, a technical value) shortened for display to `length` characters with
 * spec 9.5's '…', by the cut rule `shorten` applies to HTML (`cutPoint`): at a word boundary, a word
 * only when the first one alone is too long. Text that fits comes back unchanged.
 *
 * @remarks
 * Server text can be of any length, and the browser lays out whatever reaches the page: a 60 KB title
 * held the main thread for seconds. Only the first `length + 1` characters can decide the cut (two
 * UTF-16 units each at most), so that head is all that is read: the work does not grow with the text.
 * Plain text needs none of `shorten`'s tag and entity handling, so widgets that show only text do not
 * carry it: every code point is one character, and `<` or `&` show as the server wrote them.
 */
export function shortenText(text: string, length: number): string {
  // A text of no more UTF-16 units than `length` has no more characters either: it fits as it is, and a
  // list of a thousand records (the fuel search's stations) is read without building a unit per letter.
  if (text.length <= length) return text;
  const head = Array.from(text.slice(0, 2 * (Math.max(0, Math.floor(length)) + 1)));
  const kept = cutPoint(
    head.map((char) => ({ text: char, width: 1, afterBreak: false })),
    length,
  );
  return kept === undefined ? text : head.slice(0, kept).join('') + '…';
}
