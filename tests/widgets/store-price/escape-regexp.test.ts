import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeRegExp } from '../../../widgets/store-price/escape-regexp.ts';

describe('escapeRegExp', () => {
  it('escapes every syntax character', () => {
    expect(escapeRegExp('\\^$.*+?()[]{}|')).toBe('\\\\\\^\\$\\.\\*\\+\\?\\(\\)\\[\\]\\{\\}\\|');
    expect(escapeRegExp('Preis (ca. 12,50 €)?')).toBe('Preis \\(ca\\. 12,50 €\\)\\?');
  });

  it('leaves other characters alone, so the u flag accepts the result', () => {
    expect(escapeRegExp('Müller-Lüdenscheidt / 3 = 3')).toBe('Müller-Lüdenscheidt / 3 = 3');
  });

  it('gives a pattern that matches the text itself, whole, for any string', () => {
    const anyUtf16 = fc.string({
      unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
    });
    fc.assert(
      fc.property(anyUtf16, (text) => {
        expect(new RegExp(escapeRegExp(text)).test(text)).toBe(true);
        expect(new RegExp(`^${escapeRegExp(text)}$`).exec(text)?.[0]).toBe(text);
      }),
    );
  });

  it('works with the u and v flags for any well-formed string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.constantFrom('u', 'v', 'iu'), (text, flags) => {
        expect(new RegExp(`^${escapeRegExp(text)}$`, flags).test(text)).toBe(true);
      }),
    );
  });
});
