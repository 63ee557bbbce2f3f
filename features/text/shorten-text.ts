import { decodeEntities } from './decode-entities.ts';
import { shorten } from './shorten.ts';

/**
 * Plain server text (a title, a technical value) shortened for display to `length` characters with
 * spec 9.5's '…', cut where `shorten` cuts HTML: at a word boundary, a word only when the first one
 * alone is too long. Text that fits comes back unchanged.
 *
 * @remarks
 * Server text can be of any length, and the browser lays out whatever reaches the page: a 60 KB title
 * held the main thread for seconds. Only the first `length + 1` characters can decide the cut (two
 * UTF-16 units each at most), so that head is all that is read: the work does not grow with the text.
 * The text is escaped before `shorten` (which reads HTML) and decoded after, so `<`, `&` and anything
 * shaped like an entity show as the server wrote them.
 */
export function shortenText(text: string, length: number): string {
  const head = text.slice(0, 2 * (Math.max(0, Math.floor(length)) + 1));
  const escaped = head.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  const shortened = shorten(escaped, length);
  return shortened === escaped ? text : decodeEntities(shortened);
}
