import { describe, expect, it } from 'vitest';
import { addDays, wallTimeToInstant } from '../../../../demo-host/api/f1/wall-time.ts';

describe('wall time at the track to an instant (server side, Intl zone data)', () => {
  it.each([
    ['Berlin winter, MEZ', '2026-03-27', '13:30', 'Europe/Berlin', '2026-03-27T12:30:00.000Z'],
    ['Berlin summer, MESZ', '2026-03-29', '15:00', 'Europe/Berlin', '2026-03-29T13:00:00.000Z'],
    [
      'inside the spring gap: lands after it',
      '2026-03-29',
      '02:30',
      'Europe/Berlin',
      '2026-03-29T01:30:00.000Z',
    ],
    [
      'the doubled autumn hour: the second (MEZ)',
      '2026-10-25',
      '02:30',
      'Europe/Berlin',
      '2026-10-25T01:30:00.000Z',
    ],
    [
      'New York after the US switch, EDT',
      '2026-03-08',
      '12:00',
      'America/New_York',
      '2026-03-08T16:00:00.000Z',
    ],
    ['New York before it, EST', '2026-03-07', '12:00', 'America/New_York', '2026-03-07T17:00:00.000Z'],
    [
      'Melbourne before its April switch, AEDT',
      '2026-04-04',
      '12:00',
      'Australia/Melbourne',
      '2026-04-04T01:00:00.000Z',
    ],
    ['Melbourne after it, AEST', '2026-04-05', '12:00', 'Australia/Melbourne', '2026-04-05T02:00:00.000Z'],
  ])('%s', (_, date, time, zone, instant) => {
    expect(wallTimeToInstant(date, time, zone).toISOString()).toBe(instant);
  });

  it('moves calendar days across month ends', () => {
    expect(addDays('2026-03-01', -2)).toBe('2026-02-27');
    expect(addDays('2026-10-30', 2)).toBe('2026-11-01');
  });
});
