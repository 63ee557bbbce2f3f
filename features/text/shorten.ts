import { decodeEntities } from './decode-entities.ts';
import { tokenizeHtml, type HtmlToken } from './html-tokens.ts';

/** One visible character as written: a code point, or a whole entity (which may decode to two). */
interface Unit {
  kind: 'unit';
  raw: string;
  text: string;
  width: number;
  /** A line break or a block's edge comes before it, so it starts a word whatever the text says. */
  afterBreak: boolean;
}

type Piece = Unit | Exclude<HtmlToken, { kind: 'text' }>;

const UNIT = /&(?:#\d+|#[xX][\da-fA-F]+|[A-Za-z][A-Za-z\d]{0,31});|[\s\S]/gu;
const WORD_CHARACTER = /[\p{L}\p{N}\p{M}]/u;
const WHITESPACE = /^\s+$/u;
/** Elements that separate words on screen (`Zeile<br>zweite`), unlike inline ones (`Fa<b>hr</b>rad`). */
const BREAKING_ELEMENT =
  /^(?:br|hr|p|div|li|dt|dd|h[1-6]|tr|td|th|blockquote|figcaption|section|article|header|footer|aside|table|ul|ol|dl|pre)$/;

/**
 * Shortens an HTML snippet to `length` visible characters and appends `ellipsis` (spec 9.5: '…' by
 * default), keeping the markup valid.
 *
 * @remarks
 * Visible characters are the code points of the decoded text: tags, comments and script or style
 * content count zero, an entity counts as what it shows (`&amp;` is one). Tags and entities are
 * never cut.
 *
 * Word boundary: the cut goes to the last place within the limit that does not split a word (a run
 * of letters, digits and combining marks), so `3,5` or `E-Auto` may be cut at the punctuation; a
 * soft hyphen (`&shy;`), `<br>` or a block element's edge are cut points too. Only when the first
 * word alone is longer than the limit is a word cut. Whitespace before the cut is dropped, so the
 * ellipsis follows the last word directly.
 *
 * The ellipsis is inserted as given (it is HTML) before the end tags of the elements still open at
 * the cut, which are closed innermost first; void and self-closing elements need none. Input that
 * fits is returned unchanged, malformed or not. A shortened result is always well-formed: an end tag
 * with no open element is dropped, one that skips open elements closes them first, and a `<` that is
 * text is written `&lt;`, so the appended end tags cannot become part of it.
 *
 * With the default ellipsis (or any single character that is neither part of a word nor
 * whitespace) shortening is idempotent: `shorten(shorten(x, n), n) === shorten(x, n)`. A longer
 * ellipsis such as '...' is not: its first characters can fit the limit on a second pass.
 */
export function shorten(html: string, length: number, ellipsis = '…'): string {
  const limit = Math.max(0, Math.floor(length));
  const pieces = toPieces(tokenizeHtml(html));
  const units = pieces.filter((piece): piece is Unit => piece.kind === 'unit');

  let fitting = 0;
  let width = 0;
  for (const unit of units) {
    if (width + unit.width > limit) break;
    width += unit.width;
    fitting++;
  }
  if (fitting === units.length) return html;

  let boundary = fitting;
  while (boundary > 0 && splitsWord(units[boundary - 1], units[boundary])) boundary--;
  let kept = boundary > 0 ? boundary : fitting;
  while (kept > 0 && WHITESPACE.test(units[kept - 1]?.text ?? '')) kept--;
  return render(pieces, kept, ellipsis);
}

function toPieces(tokens: HtmlToken[]): Piece[] {
  const pieces: Piece[] = [];
  let afterBreak = false;
  const addUnit = (raw: string, text = raw) => {
    pieces.push({ kind: 'unit', raw, text, width: Array.from(text).length, afterBreak });
    afterBreak = false;
  };
  for (const token of tokens) {
    if (token.kind !== 'text') {
      pieces.push(token);
      if (token.kind !== 'comment' && token.kind !== 'raw-text' && BREAKING_ELEMENT.test(token.name)) {
        afterBreak = true;
      }
      continue;
    }
    for (const [raw] of token.raw.matchAll(UNIT)) {
      const text = raw.length > 1 && raw.startsWith('&') ? decodeEntities(raw) : raw;
      if (raw === '<') addUnit('&lt;', raw);
      else if (text !== raw) addUnit(raw, text);
      // Shaped like an entity but unknown: its characters show as written.
      else for (const char of raw) addUnit(char);
    }
  }
  return pieces;
}

function splitsWord(before: Unit | undefined, after: Unit | undefined): boolean {
  if (after?.afterBreak) return false;
  const last = Array.from(before?.text ?? '').at(-1) ?? '';
  const first = Array.from(after?.text ?? '')[0] ?? '';
  return WORD_CHARACTER.test(last) && WORD_CHARACTER.test(first);
}

/** The pieces up to the `kept`-th unit, the ellipsis, then end tags for every element left open. */
function render(pieces: Piece[], kept: number, ellipsis: string): string {
  let out = '';
  let emitted = 0;
  const open: string[] = [];
  for (const piece of pieces) {
    if (emitted === kept) break;
    switch (piece.kind) {
      case 'unit':
        out += piece.raw;
        emitted++;
        break;
      case 'start-tag':
        out += piece.raw;
        if (!piece.selfClosing) open.push(piece.name);
        break;
      case 'end-tag': {
        const at = open.lastIndexOf(piece.name);
        if (at < 0) break;
        out += closeTags(open.splice(at).slice(1)) + piece.raw;
        break;
      }
      default:
        out += piece.raw;
    }
  }
  return out + ellipsis + closeTags(open);
}

/** End tags for `names`, innermost (last) first. */
function closeTags(names: string[]): string {
  return names
    .toReversed()
    .map((name) => `</${name}>`)
    .join('');
}
