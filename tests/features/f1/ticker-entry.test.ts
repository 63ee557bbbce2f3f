import { describe, expect, it } from 'vitest';
import { mergeEntries, readTickerAnswer, type TickerEntry } from '../../../features/f1/ticker-entry.ts';

const entry = (seq: number, text = `Eintrag ${seq}`): TickerEntry => ({
  id: `r-${seq}`,
  seq,
  time: new Date(Date.UTC(2026, 2, 29, 5, 0, seq)).toISOString(),
  lap: 1,
  kind: 'info',
  important: false,
  text,
});

describe('GP ticker entries', () => {
  it('merges polls and older pages newest first, each entry once', () => {
    const held = [entry(5), entry(4), entry(3)];
    const merged = mergeEntries(held, [entry(7), entry(6), entry(5)]);
    expect(merged.map((item) => item.seq)).toEqual([7, 6, 5, 4, 3]);
    expect(mergeEntries(merged, [entry(2), entry(1)]).map((item) => item.seq)).toEqual([7, 6, 5, 4, 3, 2, 1]);
  });

  it('lets the newer copy of an entry win', () => {
    const merged = mergeEntries([entry(3, 'alt')], [entry(3, 'korrigiert')]);
    expect(merged).toEqual([entry(3, 'korrigiert')]);
  });

  it('reads an answer and leaves out entries without id, text or time', () => {
    const answer = readTickerAnswer({
      round: { id: '2026-japan', name: 'Großer Preis von Japan' },
      state: 'live',
      lap: 34,
      laps: 53,
      classification: [
        { position: 1, driver: 'Lukas Brenner', code: 'BRE', team: 'Aurora', gap: 0 },
        { position: 0 },
      ],
      entries: [
        entry(2),
        { id: 'x', seq: 1, time: 'gestern', text: 'kaputt' },
        { ...entry(1), kind: 'unbekannt' },
      ],
      more: true,
    });
    expect(answer?.entries.map((item) => item.seq)).toEqual([2, 1]);
    expect(answer?.entries[1]?.kind).toBe('info');
    expect(answer?.classification).toHaveLength(1);
    expect(readTickerAnswer({ state: 'live', entries: 'kaputt' })).toBeUndefined();
  });
});
