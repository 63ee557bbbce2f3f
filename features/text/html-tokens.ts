/**
 * Splits an HTML fragment into tags, comments and text, the way a browser's tokenizer would for the
 * cases CMS snippets contain. `stripTags` and `shorten` share it, so "what is visible text" means the
 * same thing in both.
 *
 * @remarks
 * Never throws. Malformed input degrades to text: a `<` that does not start a complete tag (`a < b`,
 * `x <y` with no `>` after it) is kept as a text character rather than hiding the rest of the
 * snippet. A tag written as `<x/>` counts as self-closing (XHTML style), like the void elements.
 * Entities are left inside text tokens; `decodeEntities` resolves them.
 */
export type HtmlToken =
  | { kind: 'text'; raw: string }
  /** `selfClosing`: a void element or one written `<x/>`; it needs no end tag. */
  | { kind: 'start-tag'; raw: string; name: string; selfClosing: boolean }
  | { kind: 'end-tag'; raw: string; name: string }
  /** Comments, doctypes and processing instructions: never visible. */
  | { kind: 'comment'; raw: string }
  /** The content of a script or style element: never visible, never cut. */
  | { kind: 'raw-text'; raw: string };

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

const RAW_TEXT_ELEMENTS = new Set(['script', 'style']);

const isLetter = (char: string | undefined): boolean => char !== undefined && /[A-Za-z]/.test(char);

/** Index just past the `>` closing a tag whose attributes start at `start`, or -1 when the input ends first. */
function tagEnd(html: string, start: number): number {
  let i = start;
  while (i < html.length) {
    const char = html[i];
    if (char === '>') return i + 1;
    if (char === '=') {
      // Quotes delimit only attribute values, so `alt=Peter's` does not open a quoted run.
      i++;
      while (i < html.length && /\s/.test(html[i] ?? '')) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        if (close < 0) return -1;
        i = close + 1;
      }
      continue;
    }
    i++;
  }
  return -1;
}

/** Index just past the comment-like construct starting at `start` (`<!…`, `<?…`). */
function commentEnd(html: string, start: number): number {
  if (html.startsWith('<!--', start)) {
    // `<!-->` and `<!--->` are complete (empty) comments in HTML.
    if (html.startsWith('>', start + 4)) return start + 5;
    if (html.startsWith('->', start + 4)) return start + 6;
    const close = html.indexOf('-->', start + 4);
    // An unterminated comment runs to the end of the input, as in a browser.
    return close < 0 ? html.length : close + 3;
  }
  const close = html.indexOf('>', start + 2);
  return close < 0 ? html.length : close + 1;
}

export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let textStart = 0;
  let i = 0;
  const flushText = (end: number) => {
    if (end > textStart) tokens.push({ kind: 'text', raw: html.slice(textStart, end) });
  };

  // Past the last `>` no tag can be complete; skipping the search there keeps stray `<` in long text linear.
  const lastGt = html.lastIndexOf('>');
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    const canBeTag = lt < lastGt;
    const next = html[lt + 1];
    let end = -1;
    let token: HtmlToken | undefined;

    if (next === '!' || next === '?') {
      end = commentEnd(html, lt);
      token = { kind: 'comment', raw: html.slice(lt, end) };
    } else if (canBeTag && next === '/' && isLetter(html[lt + 2])) {
      const name = tagName(html, lt + 2);
      end = tagEnd(html, lt + 2 + name.length);
      if (end > 0) token = { kind: 'end-tag', raw: html.slice(lt, end), name: name.toLowerCase() };
    } else if (canBeTag && isLetter(next)) {
      const written = tagName(html, lt + 1);
      end = tagEnd(html, lt + 1 + written.length);
      if (end > 0) {
        const name = written.toLowerCase();
        const selfClosing = VOID_ELEMENTS.has(name) || html[end - 2] === '/';
        token = { kind: 'start-tag', raw: html.slice(lt, end), name, selfClosing };
      }
    }

    if (!token) {
      // Not a tag: the `<` is text.
      i = lt + 1;
      continue;
    }
    flushText(lt);
    tokens.push(token);
    i = end;
    if (token.kind === 'start-tag' && !token.selfClosing && RAW_TEXT_ELEMENTS.has(token.name)) {
      i = rawTextEnd(html, i, token.name);
      if (i > end) tokens.push({ kind: 'raw-text', raw: html.slice(end, i) });
    }
    textStart = i;
  }
  flushText(html.length);
  return tokens;
}

/** The tag name as written; as in HTML it runs to whitespace, `/` or `>`, so `=` and quotes belong to it. */
function tagName(html: string, start: number): string {
  const pattern = /[^\s/>]+/y;
  pattern.lastIndex = start;
  return pattern.exec(html)?.[0] ?? '';
}

/** Where the content of a script or style element ends: at its end tag, or at the end of the input. */
function rawTextEnd(html: string, start: number, name: string): number {
  const pattern = new RegExp(`</${name}[\\s/>]`, 'gi');
  pattern.lastIndex = start;
  const match = pattern.exec(html);
  return match ? match.index : html.length;
}
