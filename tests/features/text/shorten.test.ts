import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeEntities } from '../../../features/text/decode-entities.ts';
import { shorten } from '../../../features/text/shorten.ts';
import { stripTags } from '../../../features/text/strip-tags.ts';

const visibleLength = (html: string) => Array.from(decodeEntities(stripTags(html))).length;

const VOID = new Set([
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

/**
 * The test's own idea of well-formed: every start tag that is not void or written `<x/>` is closed,
 * innermost first, and nothing is closed that was not opened. Script and style content is skipped.
 */
function isWellFormed(html: string): boolean {
  const markup =
    /<!--(?:>|->|[\s\S]*?(?:-->|$))|<[!?][^>]*(?:>|$)|<(\/?)([A-Za-z][^\s/>]*)((?:[^>=]|=(?:\s*"[^"]*"|\s*'[^']*'|(?!\s*["'])))*)>/g;
  const open: string[] = [];
  let match: RegExpExecArray | null;
  while ((match = markup.exec(html))) {
    const [whole, slash, written] = match;
    if (written === undefined) continue;
    const name = written.toLowerCase();
    if (slash) {
      if (open.pop() !== name) return false;
    } else if (!VOID.has(name) && !whole.endsWith('/>')) {
      open.push(name);
      if (name === 'script' || name === 'style') {
        const end = html.slice(markup.lastIndex).search(new RegExp(`</${name}[\\s/>]`, 'i'));
        markup.lastIndex = end < 0 ? html.length : markup.lastIndex + end;
      }
    }
  }
  return open.length === 0;
}

const words = fc.constantFrom(
  'Müller',
  'Straße',
  'Öl',
  'über',
  'Fahrräder',
  'E-Auto',
  '3,5',
  'Geschäftsführerin',
  'ÄÖÜ',
  'a',
  '😀',
);
const entities = fc.constantFrom(
  '&amp;',
  '&auml;',
  '&Uuml;',
  '&szlig;',
  '&nbsp;',
  '&shy;',
  '&hellip;',
  '&bdquo;',
  '&ldquo;',
  '&rarr;',
  '&#228;',
  '&#xE4;',
  '&#x1F600;',
  '&#150;',
  '&lt;',
  '&gt;',
);
/** Text in which `&` appears only in whole entities or as a word (`Müller & Söhne`). */
const text = fc.oneof(words, words, entities, fc.constantFrom(' ', '  ', '\n', ', ', '. ', ' & ', ' – '));
const leaves = fc.constantFrom(
  '<br>',
  '<br/>',
  '<wbr>',
  '<img src="bild.jpg" alt="Ein Bild">',
  '<!-- Kommentar -->',
  '<script>if (a<b && c>d) start("<b>")</script>',
  '<style>p > b { color: red }</style>',
);
const elements: Array<[string, string]> = [
  ['b', ''],
  ['i', ''],
  ['p', ''],
  ['span', ' class="hinweis"'],
  ['a', ' href="/test?a=1&amp;b=2" title="a > b"'],
  ['STRONG', ''],
];

/** Well-formed HTML fragments: nested elements, void elements, comments, scripts, German text. */
const { html: wellFormedHtml } = fc.letrec<{ html: string; node: string; element: string }>((tie) => ({
  html: fc.array(tie('node'), { maxLength: 8 }).map((nodes) => nodes.join('')),
  node: fc.oneof({ depthSize: 'small' }, text, text, leaves, tie('element')),
  element: fc
    .tuple(fc.constantFrom(...elements), fc.array(tie('node'), { maxLength: 4 }))
    .map(([[name, attributes], children]) => `<${name}${attributes}>${children.join('')}</${name}>`),
}));

/** Anything goes: unclosed and stray tags, stray `<` and `>`, unterminated comments and scripts. */
const tagSoup = fc
  .array(
    fc.oneof(
      text,
      leaves,
      fc.constantFrom(
        '<b>',
        '</b>',
        '<i>',
        '</I>',
        '</p>',
        '<a href="x">',
        '</a>',
        '<x/>',
        '<',
        '>',
        '&',
        ';',
        'amp',
        '#',
        '<!--',
        '-->',
        '<script>',
        '</script>',
      ),
    ),
    { maxLength: 20 },
  )
  .map((parts) => parts.join(''));

const limits = fc.nat({ max: 40 });
const anyHtml = fc.oneof(wellFormedHtml, tagSoup);

describe('shorten', () => {
  it('returns input that fits unchanged', () => {
    const html = '<p>Hallo <b>Welt</b> &amp; Co.</p>';
    expect(shorten(html, 16)).toBe(html);
    expect(shorten(html, 100)).toBe(html);
  });

  it('cuts at the last word boundary within the limit', () => {
    expect(shorten('Fahrräder für Kinder und Erwachsene', 20)).toBe('Fahrräder für Kinder…');
    expect(shorten('Die Geschäftsführerin präsentierte', 20)).toBe('Die…');
  });

  it('cuts inside a word only when the first word alone is too long', () => {
    expect(shorten('Straßenverkehrsordnung', 7)).toBe('Straßen…');
  });

  it('closes open elements after the ellipsis, innermost first', () => {
    expect(shorten('<p>Ein <b>kurzer <i>Text</i> über Öl</b></p>', 12)).toBe('<p>Ein <b>kurzer…</b></p>');
  });

  it('counts an entity as the one character it shows and never cuts it', () => {
    expect(shorten('M&uuml;ller &amp; S&ouml;hne GmbH', 14)).toBe('M&uuml;ller &amp; S&ouml;hne…');
    expect(shorten('Stra&szlig;enverkehrsordnung', 5)).toBe('Stra&szlig;…');
  });

  it('treats <br> and block edges as word boundaries, inline tags not', () => {
    expect(shorten('Erste Zeile<br>zweite Zeile', 14)).toBe('Erste Zeile…');
    expect(shorten('<p>Absatz</p><p>Fortsetzung</p>', 9)).toBe('<p>Absatz…</p>');
    expect(shorten('Ein Fa<b>hr</b>rad', 7)).toBe('Ein…');
  });

  it('needs no end tag for void or self-closing elements', () => {
    expect(shorten('<b>Bild <img src="a.jpg"> und <br/>Text dazu</b>', 14)).toBe(
      '<b>Bild <img src="a.jpg"> und <br/>Text…</b>',
    );
  });

  it('does not count script and style content', () => {
    const html = '<script>var text = "sehr lang";</script>Kurz<style>b { color: red }</style>';
    expect(shorten(html, 4)).toBe(html);
  });

  it('takes a custom ellipsis, as HTML', () => {
    expect(shorten('Hallo Welt da draußen', 10, ' <a href="/mehr">mehr</a>')).toBe(
      'Hallo Welt <a href="/mehr">mehr</a>',
    );
  });

  it('gives only the ellipsis for a limit of 0', () => {
    expect(shorten('<b>Text</b>', 0)).toBe('…');
  });

  it('never splits a surrogate pair', () => {
    expect(shorten('😀😀😀', 2)).toBe('😀😀…');
  });

  it('closes unclosed input elements and drops stray end tags when it cuts', () => {
    expect(shorten('<b>Fett <i>und kursiv, nie geschlossen', 14)).toBe('<b>Fett <i>und…</i></b>');
    expect(shorten('Text</span> mit <b>falschem</i> Ende und mehr', 22)).toBe(
      'Text mit <b>falschem Ende…</b>',
    );
    expect(shorten('<b><i>kursiv</b> und mehr Text</i>', 10)).toBe('<b><i>kursiv</i></b> und…');
  });

  it('writes a stray < as &lt; when it cuts, so the end tags stay tags', () => {
    expect(shorten('<b>3 < 5 und 7 > 2, das weiß jeder', 10)).toBe('<b>3 &lt; 5 und…</b>');
    expect(shorten('<i>a <bcdef', 3)).toBe('<i>a &lt;…</i>');
  });

  it('survives malformed input', () => {
    for (const html of [
      '<',
      '<<<>>>',
      '<a href="',
      '<!--',
      '<!-- offen',
      '&',
      '&#',
      '&#x;',
      '</',
      '<script>x',
    ])
      expect(() => shorten(html, 1)).not.toThrow();
  });

  it('is not idempotent with a longer ellipsis', () => {
    const once = shorten('abc defgh', 5, '...');
    expect(once).toBe('abc...');
    expect(shorten(once, 5, '...')).toBe('abc.....');
  });

  describe('properties', () => {
    it('gives well-formed output for well-formed input', () => {
      fc.assert(fc.property(wellFormedHtml, limits, (html, n) => isWellFormed(shorten(html, n))));
    });

    it('gives well-formed output whenever it cuts, whatever the input', () => {
      fc.assert(
        fc.property(tagSoup, limits, (html, n) => {
          const out = shorten(html, n);
          return out === html || isWellFormed(out);
        }),
      );
    });

    it('keeps the visible length within the limit plus the ellipsis', () => {
      fc.assert(
        fc.property(anyHtml, limits, fc.constantFrom('…', '...', ' mehr'), (html, n, ellipsis) => {
          expect(visibleLength(shorten(html, n, ellipsis))).toBeLessThanOrEqual(n + ellipsis.length);
        }),
      );
    });

    it('returns the input unchanged exactly when it fits', () => {
      fc.assert(
        fc.property(wellFormedHtml, limits, (html, n) => {
          const out = shorten(html, n);
          if (visibleLength(html) <= n) expect(out).toBe(html);
          else expect(stripTags(out).endsWith('…')).toBe(true);
        }),
      );
    });

    it('is idempotent with the default ellipsis', () => {
      fc.assert(
        fc.property(anyHtml, limits, (html, n) => {
          const once = shorten(html, n);
          expect(shorten(once, n)).toBe(once);
        }),
      );
    });

    it('never splits an entity', () => {
      // The generated text has `&` only in whole entities or alone, so the rest of one is a split.
      const wholeEntity = /&(?:#\d+|#x[\da-f]+|[a-z\d]+);/gi;
      fc.assert(
        fc.property(wellFormedHtml, limits, (html, n) => {
          expect(stripTags(shorten(html, n)).replace(wholeEntity, '')).not.toMatch(/&[#a-z]/i);
        }),
      );
    });
  });
});
