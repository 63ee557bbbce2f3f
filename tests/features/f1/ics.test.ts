import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, type CalendarEvent } from '../../../features/f1/ics.ts';
import { readSeason } from '../../../features/f1/season.ts';
import { sessionEvent } from '../../../features/f1/session-event.ts';

const octets = (text: string) => new TextEncoder().encode(text).length;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const stamp = new Date('2026-03-01T10:00:00Z');

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: '2026-japan-race@f1.kiosk',
  start: '2026-03-29T05:00:00Z',
  end: '2026-03-29T07:00:00Z',
  summary: 'F1: Großer Preis von Japan – Rennen',
  location: 'Suzuka International Racing Course, Suzuka, Japan',
  url: 'https://example.org/formel-1/ticker/?rennen=2026-japan',
  sequence: 2,
  ...overrides,
});

describe('the .ics generator (RFC 5545)', () => {
  it('writes CRLF lines, UTC times, a stable UID, SEQUENCE, DTSTAMP, and ical.js reads it back', () => {
    const text = buildCalendar([event()], { stamp, name: 'Formel 1 2026' });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vevent = calendar.getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('uid')).toBe('2026-japan-race@f1.kiosk');
    expect(vevent?.getFirstPropertyValue('summary')).toBe('F1: Großer Preis von Japan – Rennen');
    expect(vevent?.getFirstPropertyValue('location')).toBe(
      'Suzuka International Racing Course, Suzuka, Japan',
    );
    expect(String(vevent?.getFirstPropertyValue('dtstart'))).toBe('2026-03-29T05:00:00Z');
    expect(String(vevent?.getFirstPropertyValue('dtend'))).toBe('2026-03-29T07:00:00Z');
    expect(String(vevent?.getFirstPropertyValue('dtstamp'))).toBe('2026-03-01T10:00:00Z');
    expect(vevent?.getFirstPropertyValue('sequence')).toBe(2);
    expect(vevent?.getFirstPropertyValue('url')).toBe(
      'https://example.org/formel-1/ticker/?rennen=2026-japan',
    );
    expect(vevent?.getFirstSubcomponent('valarm')).toBeNull();
  });

  it('adds a 30-minute display alarm when asked', () => {
    const vevent = new ICAL.Component(
      ICAL.parse(buildCalendar([event({ alarmMinutes: 30 })], { stamp })),
    ).getFirstSubcomponent('vevent');
    const alarm = vevent?.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarm?.getFirstPropertyValue('trigger'))).toBe('-PT30M');
  });

  it('escapes backslash, semicolon, comma and newlines in TEXT, and ical.js unescapes them', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    const summary = 'Pit; Lane, "Zeit"\\Fenster\nzweite Zeile';
    const vevent = new ICAL.Component(
      ICAL.parse(buildCalendar([event({ summary })], { stamp })),
    ).getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('summary')).toBe(summary);
  });

  it.each([
    // 'ä' (2 octets) placed so that it would straddle octet 75 of the first line.
    ['a 2-octet umlaut across the first boundary', `SUMMARY:${'x'.repeat(66)}ä${'ö'.repeat(40)}`],
    // '–' (3 octets) across the boundary of a continuation line.
    ['a 3-octet dash across a continuation boundary', `SUMMARY:${'y'.repeat(140)}–${'ü'.repeat(50)}–`],
    ['exactly 75 octets stays one line', `SUMMARY:${'z'.repeat(67)}`],
  ])('folds at 75 octets without splitting a character: %s', (_, line) => {
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    for (const part of parts) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(() => strictUtf8.decode(new TextEncoder().encode(part))).not.toThrow();
    }
    parts.slice(1).forEach((part) => expect(part.startsWith(' ')).toBe(true));
    expect(parts.map((part, index) => (index ? part.slice(1) : part)).join('')).toBe(line);
    if (octets(line) <= 75) expect(parts).toHaveLength(1);
    else expect(octets(parts[0] ?? '')).toBeGreaterThanOrEqual(73);
  });

  it('folds long German summaries that ical.js unfolds to the same text', () => {
    const summary = `F1: Großer Preis von Barcelona-Katalonien – Sprint-Qualifying – Änderung über Übertragungszeit ${'ä'.repeat(30)}`;
    const text = buildCalendar([event({ summary })], { stamp });
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('summary')).toBe(summary);
  });

  it('makes a session entry with German SUMMARY, LOCATION and a UID from the session id', () => {
    const season = readSeason({
      year: 2026,
      rounds: [
        {
          round: 3,
          id: '2026-japan',
          name: 'Großer Preis von Japan',
          circuit: 'Suzuka International Racing Course',
          city: 'Suzuka',
          country: 'Japan',
          zone: 'Asia/Tokyo',
          url: 'https://example.org/f1',
          sessions: [
            {
              id: '2026-japan-race',
              kind: 'race',
              start: '2026-03-29T05:00:00Z',
              end: '2026-03-29T07:00:00Z',
              sequence: 1,
            },
          ],
        },
      ],
    });
    const round = season?.rounds[0];
    const race = round?.sessions[0];
    if (!round || !race) throw new Error('fixture did not read');
    expect(sessionEvent(round, race, 30)).toEqual({
      uid: '2026-japan-race@f1.kiosk',
      start: '2026-03-29T05:00:00Z',
      end: '2026-03-29T07:00:00Z',
      summary: 'F1: Großer Preis von Japan – Rennen',
      location: 'Suzuka International Racing Course, Suzuka, Japan',
      url: 'https://example.org/f1',
      sequence: 1,
      alarmMinutes: 30,
    });
  });
});
