import { describe, expect, it } from 'vitest';
import { shortenText } from '../../../features/text/shorten-text.ts';

describe('shortenText: plain server text for display (spec 9.5)', () => {
  it('returns text that fits unchanged', () => {
    expect(shortenText('Elektro-Kombi im Test', 40)).toBe('Elektro-Kombi im Test');
  });

  it('cuts at a word boundary and appends the ellipsis', () => {
    expect(shortenText('Die neuen Elektro-Kombis im großen Vergleichstest', 20)).toBe('Die neuen Elektro-…');
  });

  it('shows <, & and entity-shaped text as the server wrote them', () => {
    expect(shortenText('A < B & C &amp; D &lt; E und noch viel mehr Text', 20)).toBe('A < B & C &amp; D &…');
    expect(shortenText('<b>fett</b> &amp; mehr', 40)).toBe('<b>fett</b> &amp; mehr');
  });

  it('cuts a single word longer than the limit', () => {
    expect(shortenText('x'.repeat(500), 10)).toBe(`${'x'.repeat(10)}…`);
  });

  it('a 60 KB title costs what its first characters cost: only the head is read', () => {
    const word = 'Rubrik'.repeat(10_000);
    const spaced = 'Rubrik '.repeat(10_000);
    expect(shortenText(word, 120)).toBe(shortenText(word.slice(0, 200), 120));
    expect(shortenText(spaced, 120)).toBe(shortenText(spaced.slice(0, 200), 120));
    expect([...shortenText(word, 120)]).toHaveLength(121);
    // The head is cut by UTF-16 units: characters outside the BMP still fill the limit.
    expect([...shortenText('🚗'.repeat(30_000), 5)]).toEqual([...'🚗🚗🚗🚗🚗…']);
  });
});
