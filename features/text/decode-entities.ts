/**
 * The entities German magazine text uses most, decoded in plain code. A Map, not an object, so a
 * reference such as `&constructor;` cannot hit a prototype property.
 */
const COMMON_ENTITIES = new Map<string, string>([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', '\u00a0'],
  ['shy', '\u00ad'],
  ['auml', 'ä'],
  ['ouml', 'ö'],
  ['uuml', 'ü'],
  ['Auml', 'Ä'],
  ['Ouml', 'Ö'],
  ['Uuml', 'Ü'],
  ['szlig', 'ß'],
  ['eacute', 'é'],
  ['euro', '€'],
  ['copy', '©'],
  ['reg', '®'],
  ['trade', '™'],
  ['deg', '°'],
  ['sect', '§'],
  ['middot', '·'],
  ['bull', '•'],
  ['times', '×'],
  ['hellip', '…'],
  ['ndash', '–'],
  ['mdash', '—'],
  ['lsquo', '‘'],
  ['rsquo', '’'],
  ['ldquo', '“'],
  ['rdquo', '”'],
  ['sbquo', '‚'],
  ['bdquo', '„'],
  ['laquo', '«'],
  ['raquo', '»'],
  ['lsaquo', '‹'],
  ['rsaquo', '›'],
]);

/**
 * HTML maps these numeric references (C1 controls) to what Windows-1252 had there, because old CMS
 * text writes `&#150;` for an en dash. The codes missing here (0x81, 0x8D, 0x8F, 0x90, 0x9D) stay as
 * they are, as in a browser.
 */
const WINDOWS_1252 = new Map<number, number>([
  [0x80, 0x20ac],
  [0x82, 0x201a],
  [0x83, 0x0192],
  [0x84, 0x201e],
  [0x85, 0x2026],
  [0x86, 0x2020],
  [0x87, 0x2021],
  [0x88, 0x02c6],
  [0x89, 0x2030],
  [0x8a, 0x0160],
  [0x8b, 0x2039],
  [0x8c, 0x0152],
  [0x8e, 0x017d],
  [0x91, 0x2018],
  [0x92, 0x2019],
  [0x93, 0x201c],
  [0x94, 0x201d],
  [0x95, 0x2022],
  [0x96, 0x2013],
  [0x97, 0x2014],
  [0x98, 0x02dc],
  [0x99, 0x2122],
  [0x9a, 0x0161],
  [0x9b, 0x203a],
  [0x9c, 0x0153],
  [0x9e, 0x017e],
  [0x9f, 0x0178],
]);

/** The longest HTML5 entity name, `CounterClockwiseContourIntegral`, has 31 characters. */
const REFERENCE = /&(?:#(\d+)|#[xX]([\da-fA-F]+)|([A-Za-z][A-Za-z\d]{0,31}));/g;

const REPLACEMENT_CHARACTER = '\ufffd';

/**
 * Decodes HTML character references: every named HTML5 entity, and decimal and hex numeric ones, in
 * one pass (`&amp;lt;` becomes `&lt;`, not `<`).
 *
 * @remarks
 * Only references ending in `;` are decoded; browsers also accept a few legacy names without it
 * (`&copy 2024`), which are left as written here, like every unknown or malformed reference.
 * Numeric references to code point 0, to surrogates or beyond U+10FFFF become U+FFFD, and those to
 * 0x80–0x9F follow the Windows-1252 mapping, both as the HTML standard says.
 *
 * Common names come from a small built-in table. Any other name is looked up in an inert
 * `DOMParser` document, which never runs scripts or loads resources; only the reference itself
 * (`&`, letters and digits, `;`) is ever parsed, so no markup reaches the parser. Without a DOM
 * (outside a browser) such names stay as written.
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE, (reference, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return fromCodePoint(parseInt(decimal, 10));
    if (hex !== undefined) return fromCodePoint(parseInt(hex, 16));
    return COMMON_ENTITIES.get(name ?? '') ?? decodeWithParser(reference) ?? reference;
  });
}

function fromCodePoint(codePoint: number): string {
  if (codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) {
    return REPLACEMENT_CHARACTER;
  }
  return String.fromCodePoint(WINDOWS_1252.get(codePoint) ?? codePoint);
}

const parsedReferences = new Map<string, string | undefined>();
/** Enough for every name real text uses; the bound keeps hostile input from growing the cache. */
const PARSED_REFERENCES_LIMIT = 512;

function decodeWithParser(reference: string): string | undefined {
  if (parsedReferences.has(reference)) return parsedReferences.get(reference);
  if (typeof DOMParser === 'undefined') return undefined;
  const text = new DOMParser().parseFromString(reference, 'text/html').body.textContent ?? '';
  // Every HTML5 entity decodes to one or two code points. Anything longer is the reference left as
  // written, or a browser's legacy prefix match (`&notit;` shows as `¬it;`): not an entity.
  const decoded = [...text].length <= 2 ? text : undefined;
  if (parsedReferences.size >= PARSED_REFERENCES_LIMIT) parsedReferences.clear();
  parsedReferences.set(reference, decoded);
  return decoded;
}
