import { describe, expect, it } from 'vitest';
import { shortenText } from '../../../features/text/shorten-text.ts';

describe('shortenText: plain server text for display (spec 9.5)', () => {
  it('returns text that fits unchanged', () => {
    expect(shortenText('Elektro-Kombi im Test', 21)).toBe('Elektro-Kombi im Test');
    expect(shortenText('Elektro-Kombi im Test', 100)).toBe('Elektro-Kombi im Test');
  });

  it('cuts at the last word boundary within the limit', () => {
    expect(shortenText('Fahrräder für Kinder und Erwachsene', 20)).toBe('Fahrräder für Kinder…');
    expect(shortenText('Die Geschäftsführerin präsentierte', 20)).toBe('Die…');
    expect(shortenText('Die neuen Elektro-Kombis im Vergleich', 20)).toBe('Die neuen Elektro-…');
  });

  it('cuts inside a word only when the first word alone is too long', () => {
    expect(shortenText('Straßenverkehrsordnung', 7)).toBe('Straßen…');
  });

  it('shows <, & and entity-shaped text as the server wrote them', () => {
    expect(shortenText('<b>fett</b> &amp; mehr', 40)).toBe('<b>fett</b> &amp; mehr');
    expect(shortenText('A < B & C &amp; D und noch viel mehr', 17)).toBe('A < B & C &amp; D…');
  });

  it('gives only the ellipsis for a limit of 0, and never splits a surrogate pair', () => {
    expect(shortenText('Text', 0)).toBe('…');
    expect(shortenText('😀😀😀', 2)).toBe('😀😀…');
  });

  it('a 60 KB title costs what its first characters cost: only the head is read', () => {
    const word = 'Rubrik'.repeat(10_000);
    const spaced = 'Rubrik '.repeat(10_000);
    expect(shortenText(word, 120)).toBe(shortenText(word.slice(0, 200), 120));
    expect(shortenText(spaced, 120)).toBe(shortenText(spaced.slice(0, 200), 120));
    expect([...shortenText(word, 120)]).toHaveLength(121);
    // The head is cut by UTF-16 units: characters outside the BMP still fill the limit.
    expect(shortenText('🚗'.repeat(30_000), 5)).toBe('🚗🚗🚗🚗🚗…');
  });
});
