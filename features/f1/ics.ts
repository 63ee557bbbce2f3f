/**
 * The one .ics generator (issue 30), used by the browser ('In Kalender eintragen', built from loaded
 * data without a request) and by the demo backend's season feed. RFC 5545, small and ours: no package.
 */

/** One VEVENT. Times are instants; they are written in UTC, so no VTIMEZONE is needed. */
export interface CalendarEvent {
  /** Stable per session: a subscribed calendar updates the event instead of adding a second one. */
  uid: string;
  start: string;
  end: string;
  summary: string;
  location?: string;
  url?: string;
  description?: string;
  /** Raised whenever the time changes (RFC 5545 3.8.7.4), so calendars take the new one. */
  sequence: number;
  /** Minutes before the start for a display alarm; none when undefined. */
  alarmMinutes?: number;
}

export interface CalendarOptions {
  /** When the file was written: every DTSTAMP. */
  stamp: Date;
  /** X-WR-CALNAME, the name a subscribed calendar shows. */
  name?: string;
}

const CRLF = '\r\n';
/** RFC 5545 3.1: lines longer than 75 octets are folded, a continuation starts with one space. */
const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/** RFC 5545 3.3.11: TEXT escapes backslash, semicolon, comma and newlines. */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** `20260329T050000Z`: an instant in UTC (RFC 5545 3.3.5, form 2). */
export const utcStamp = (instant: string | Date) =>
  new Date(instant)
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');

/**
 * Folds one content line at 75 octets. Counted in UTF-8 octets, and never inside a character: a
 * 'ß' (2 octets) or '–' (3) that would straddle the boundary moves whole to the next line.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines begin with a space, which counts towards their 75 octets.
    const limit = parts.length == 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SEQUENCE:${event.sequence}`,
    `SUMMARY:${escapeText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  // URL is a URI value, not TEXT (RFC 5545 3.8.4.6): written as it is.
  if (event.url) lines.push(`URL:${event.url}`);
  if (event.alarmMinutes !== undefined)
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(event.summary)}`,
      `TRIGGER:-PT${Math.max(0, Math.round(event.alarmMinutes))}M`,
      'END:VALARM',
    );
  lines.push('END:VEVENT');
  return lines;
}

/** A whole VCALENDAR with the given events: CRLF line ends, folded lines, a final CRLF. */
export function buildCalendar(events: readonly CalendarEvent[], { stamp, name }: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kiosk//F1//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name ? [`X-WR-CALNAME:${escapeText(name)}`] : []),
    ...events.flatMap((event) => eventLines(event, utcStamp(stamp))),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
