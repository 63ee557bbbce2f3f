import { tokenizeHtml } from './html-tokens.ts';

/**
 * The text of an HTML fragment: tags and comments removed, and with them the content of script and
 * style elements, which is code rather than text. Entities stay as written (see `decodeEntities`).
 *
 * @remarks
 * Nothing is inserted where block elements meet: `<p>a</p><p>b</p>` becomes `ab`. A `<` that does not
 * start a tag (`3 < 5`) is text and stays.
 */
export function stripTags(html: string): string {
  return tokenizeHtml(html)
    .filter((token) => token.kind === 'text')
    .map((token) => token.raw)
    .join('');
}
