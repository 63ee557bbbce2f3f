import { describe, expect, it } from 'vitest';
import {
  differsFromGerman,
  formatClock,
  formatDay,
  GERMAN_ZONE,
  zoneName,
  zoneOf,
} from '../../../features/f1/zone-time.ts';

/**
 * issue 30's DST fixtures: each instant (as the server sends it) formatted in German time, at the track
 * and in a reader's zone. The date follows the zone shown.
 */
describe('F1 times per zone (Intl only)', () => {
  it.each([
    // A weekend whose Friday is MEZ and Sunday MESZ (Japan, 27–29 March 2026).
    ['Japan FP1, Friday: MEZ', '2026-03-27T02:30:00Z', GERMAN_ZONE, 'Freitag, 27. März', '03:30', 'MEZ'],
    ['Japan FP1, Ortszeit', '2026-03-27T02:30:00Z', 'Asia/Tokyo', 'Freitag, 27. März', '11:30', 'GMT+9'],
    ['Japan race, Sunday: MESZ', '2026-03-29T05:00:00Z', GERMAN_ZONE, 'Sonntag, 29. März', '07:00', 'MESZ'],
    ['Japan race, Ortszeit', '2026-03-29T05:00:00Z', 'Asia/Tokyo', 'Sonntag, 29. März', '14:00', 'GMT+9'],
    // A race on the last Sunday in October (Austin, 25 October 2026): Germany has switched back, the US not.
    [
      'Austin FP1, Friday: still MESZ',
      '2026-10-23T17:30:00Z',
      GERMAN_ZONE,
      'Freitag, 23. Oktober',
      '19:30',
      'MESZ',
    ],
    ['Austin race, Sunday: MEZ', '2026-10-25T19:00:00Z', GERMAN_ZONE, 'Sonntag, 25. Oktober', '20:00', 'MEZ'],
    [
      'Austin race, Ortszeit (CDT)',
      '2026-10-25T19:00:00Z',
      'America/Chicago',
      'Sonntag, 25. Oktober',
      '14:00',
      'GMT-5',
    ],
    [
      'Austin race, reader in New York (EDT)',
      '2026-10-25T19:00:00Z',
      'America/New_York',
      'Sonntag, 25. Oktober',
      '15:00',
      'GMT-4',
    ],
    // The US switched (8 March), Germany not yet: five hours apart, not six.
    [
      'China race in German time: MEZ',
      '2026-03-15T07:00:00Z',
      GERMAN_ZONE,
      'Sonntag, 15. März',
      '08:00',
      'MEZ',
    ],
    [
      'China race, reader in New York: EDT',
      '2026-03-15T07:00:00Z',
      'America/New_York',
      'Sonntag, 15. März',
      '03:00',
      'GMT-4',
    ],
    // Melbourne on the US switch day: the race is still Saturday evening EST in New York.
    ['Melbourne race, German time', '2026-03-08T04:00:00Z', GERMAN_ZONE, 'Sonntag, 8. März', '05:00', 'MEZ'],
    [
      'Melbourne race, Ortszeit (AEDT)',
      '2026-03-08T04:00:00Z',
      'Australia/Melbourne',
      'Sonntag, 8. März',
      '15:00',
      'GMT+11',
    ],
    [
      'Melbourne race, reader in New York: EST',
      '2026-03-08T04:00:00Z',
      'America/New_York',
      'Samstag, 7. März',
      '23:00',
      'GMT-5',
    ],
    // Germany switched (29 March), Australia not yet (5 April): a reader in Sydney still on AEDT.
    [
      'Japan race, reader in Sydney: AEDT',
      '2026-03-29T05:00:00Z',
      'Australia/Sydney',
      'Sonntag, 29. März',
      '16:00',
      'GMT+11',
    ],
    [
      'Bahrain race, reader in Sydney: AEST',
      '2026-04-12T15:00:00Z',
      'Australia/Sydney',
      'Montag, 13. April',
      '01:00',
      'GMT+10',
    ],
    // Germany back on MEZ, the US switches on 1 November: Mexico City (no DST) on that day.
    ['Mexico race, German time', '2026-11-01T20:00:00Z', GERMAN_ZONE, 'Sonntag, 1. November', '21:00', 'MEZ'],
    [
      'Mexico race, Ortszeit (no DST)',
      '2026-11-01T20:00:00Z',
      'America/Mexico_City',
      'Sonntag, 1. November',
      '14:00',
      'GMT-6',
    ],
    [
      'Mexico race, reader in New York: EST',
      '2026-11-01T20:00:00Z',
      'America/New_York',
      'Sonntag, 1. November',
      '15:00',
      'GMT-5',
    ],
    // A Saturday-night race in Las Vegas is a Sunday morning in German time.
    [
      'Las Vegas race, Ortszeit',
      '2026-11-22T06:00:00Z',
      'America/Los_Angeles',
      'Samstag, 21. November',
      '22:00',
      'GMT-8',
    ],
    [
      'Las Vegas race, German time',
      '2026-11-22T06:00:00Z',
      GERMAN_ZONE,
      'Sonntag, 22. November',
      '07:00',
      'MEZ',
    ],
    [
      'Las Vegas race, reader in Tokyo',
      '2026-11-22T06:00:00Z',
      'Asia/Tokyo',
      'Sonntag, 22. November',
      '15:00',
      'GMT+9',
    ],
  ])('%s', (_, instant, zone, day, clock, name) => {
    expect(formatDay(instant, zone)).toBe(day);
    expect(formatClock(instant, zone)).toBe(clock);
    expect(zoneName(instant, zone)).toBe(name);
  });

  it("offers 'Ihre Zeit' only where the reader's clock shows another time than German time", () => {
    expect(differsFromGerman('2026-03-29T05:00:00Z', 'Europe/Paris')).toBe(false);
    expect(differsFromGerman('2026-03-29T05:00:00Z', GERMAN_ZONE)).toBe(false);
    expect(differsFromGerman('2026-03-29T05:00:00Z', 'Europe/London')).toBe(true);
    expect(differsFromGerman('2026-03-29T05:00:00Z', 'America/New_York')).toBe(true);
  });

  it('picks the zone of each view', () => {
    expect(zoneOf('german', 'Asia/Tokyo', 'America/New_York')).toBe(GERMAN_ZONE);
    expect(zoneOf('track', 'Asia/Tokyo', 'America/New_York')).toBe('Asia/Tokyo');
    expect(zoneOf('reader', 'Asia/Tokyo', 'America/New_York')).toBe('America/New_York');
  });
});
