import { describe, expect, it, vi } from 'vitest';
import { decodeEntities } from '../../../features/text/decode-entities.ts';

describe('decodeEntities', () => {
  it('decodes the common German and typographic entities', () => {
    expect(decodeEntities('&bdquo;Gr&uuml;&szlig;e&ldquo; &ndash; &Auml;rger&nbsp;&amp;&hellip;')).toBe(
      '„Grüße“ – Ärger\u00a0&…',
    );
  });

  it('decodes decimal and hex references', () => {
    expect(decodeEntities('&#228;&#xE4;&#Xe4;&#x1F600;&#0000065;')).toBe('äää😀A');
  });

  it('turns references to invalid code points into U+FFFD', () => {
    expect(decodeEntities('&#0;|&#xD800;|&#xDFFF;|&#x110000;|&#99999999999999999999;')).toBe(
      '\ufffd|\ufffd|\ufffd|\ufffd|\ufffd',
    );
  });

  it('maps 0x80–0x9F to Windows-1252, as browsers do', () => {
    expect(decodeEntities('&#150;&#128;&#x93;&#x81;')).toBe('–€“\u0081');
  });

  it('decodes any other HTML5 name, including two-code-point ones', () => {
    expect(decodeEntities('&rarr; &CounterClockwiseContourIntegral; &fjlig; &AMP;')).toBe('→ ∳ fj &');
  });

  it('decodes in one pass', () => {
    expect(decodeEntities('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });

  it('leaves unknown, unterminated and malformed references as written', () => {
    for (const text of [
      '&foo;',
      '&notit;',
      '&constructor;',
      '&amp',
      'AT&T',
      '&#;',
      '&#x;',
      '&#xZZ;',
      '& amp;',
    ])
      expect(decodeEntities(text)).toBe(text);
  });

  it('never hands markup to the parser', () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    decodeEntities('&lArr;<img src=x onerror="alert(1)">&hearts;&<script>alert(1)</script>;');
    expect(parse).toHaveBeenCalled();
    for (const [source] of parse.mock.calls) expect(source).toMatch(/^&[A-Za-z\d]+;$/);
  });

  it('without a DOM, decodes the built-in names and leaves the others as written', () => {
    vi.stubGlobal('DOMParser', undefined);
    expect(decodeEntities('&spades; &euro; &#8364;')).toBe('&spades; € €');
  });
});
