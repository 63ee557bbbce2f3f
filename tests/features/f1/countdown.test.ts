import { describe, expect, it } from 'vitest';
import { countdownTarget, countdownText, nextChangeIn, remaining } from '../../../features/f1/countdown.ts';
import { readSeason } from '../../../features/f1/season.ts';

const at = (iso: string) => Date.parse(iso);

describe('F1 countdown maths: differences of instants', () => {
  it.each([
    // German wall clocks say Fri 03:30 MEZ → Sun 07:00 MESZ (2 d 3 h 30 min); one hour less really passes.
    [
      'across the March switch (Japan FP1 → race)',
      '2026-03-27T02:30:00Z',
      '2026-03-29T05:00:00Z',
      [2, 2, 30, 0],
    ],
    // German wall clocks say Fri 19:30 MESZ → Sun 20:00 MEZ (2 d 0 h 30 min); one hour more really passes.
    [
      'across the October switch (Austin FP1 → race)',
      '2026-10-23T17:30:00Z',
      '2026-10-25T19:00:00Z',
      [2, 1, 30, 0],
    ],
    [
      'over the US switch (Melbourne race → China race)',
      '2026-03-08T04:00:00Z',
      '2026-03-15T07:00:00Z',
      [7, 3, 0, 0],
    ],
    ['the last hour counts seconds', '2026-03-29T04:17:55Z', '2026-03-29T05:00:00Z', [0, 0, 42, 5]],
  ])('%s', (_, from, to, [days, hours, minutes, seconds]) => {
    expect(remaining(at(from), at(to))).toMatchObject({ days, hours, minutes, seconds });
  });

  it('writes the German text, with seconds only in the last hour', () => {
    expect(countdownText(remaining(0, ((2 * 24 + 14) * 60 + 3) * 60_000 + 59_000))).toBe(
      'Noch 2 Tage 14 Std. 3 Min.',
    );
    expect(countdownText(remaining(0, (24 * 60 + 5) * 60_000))).toBe('Noch 1 Tag 0 Std. 5 Min.');
    expect(countdownText(remaining(0, (3 * 60 + 1) * 60_000))).toBe('Noch 3 Std. 1 Min.');
    expect(countdownText(remaining(0, 42 * 60_000 + 5_000))).toBe('Noch 42 Min. 5 Sek.');
    expect(countdownText(remaining(10, 0))).toBe('Noch 0 Min. 0 Sek.');
  });

  it('wakes at the next minute, each second in the last hour, and at the last-hour boundary', () => {
    // The text floors, so it changes 1 ms after the remaining time passes a whole minute.
    expect(nextChangeIn(remaining(0, 3 * 3_600_000 + 20_000))).toBe(20_001);
    expect(nextChangeIn(remaining(0, 3_600_000 + 20_000))).toBe(20_001);
    expect(nextChangeIn(remaining(0, 3_600_000 + 60_000))).toBe(1);
    expect(nextChangeIn(remaining(0, 3_600_000 + 30_000 + 500))).toBe(30_501);
    expect(nextChangeIn(remaining(0, 42 * 60_000 + 5_300))).toBe(301);
  });
});

describe('what the countdown counts to', () => {
  const session = (id: string, kind: string, start: string, minutes: number) => ({
    id,
    kind,
    start,
    end: new Date(at(start) + minutes * 60_000).toISOString(),
  });
  const season = readSeason({
    year: 2026,
    nextSeasonStart: '2027-03-14T04:00:00Z',
    rounds: [
      {
        round: 1,
        id: 'japan',
        name: 'Großer Preis von Japan',
        zone: 'Asia/Tokyo',
        url: 'https://example.org/ticker',
        sessions: [
          session('j-q', 'qualifying', '2026-03-28T06:00:00Z', 60),
          session('j-r', 'race', '2026-03-29T05:00:00Z', 120),
        ],
      },
      {
        round: 2,
        id: 'vegas',
        name: 'Großer Preis von Las Vegas',
        zone: 'America/Los_Angeles',
        url: 'https://example.org/ticker',
        sessions: [session('v-r', 'race', '2026-11-22T06:00:00Z', 120)],
      },
    ],
  });
  if (!season) throw new Error('fixture season did not read');

  it.each([
    ['the next race, by default', '2026-03-28T05:00:00Z', false, 'upcoming', 'j-r'],
    ['the next session, by prop', '2026-03-28T05:00:00Z', true, 'upcoming', 'j-q'],
    ['a session under way: live', '2026-03-28T06:30:00Z', false, 'live', 'j-q'],
    ['after a race: the next one', '2026-03-29T07:00:00Z', false, 'upcoming', 'v-r'],
  ])('%s', (_, now, bySession, kind, id) => {
    const target = countdownTarget(season, at(now), bySession);
    expect(target.kind).toBe(kind);
    expect(target.kind != 'break' && target.session.id).toBe(id);
  });

  it('is the break after the last race, with the next season start', () => {
    expect(countdownTarget(season, at('2026-11-22T09:00:00Z'))).toEqual({
      kind: 'break',
      nextSeasonStart: '2027-03-14T04:00:00Z',
    });
  });
});
