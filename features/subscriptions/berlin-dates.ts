/**
 * Dates of the cancellation as a German reader reads them (issue 27): the time of receipt in German
 * time, whatever the reader's or the server's zone ('23.11.2026, 14:05 Uhr'), and calendar dates
 * ('YYYY-MM-DD' on the wire) as '31.12.2026'. Only Intl formats here: no wall time is converted by hand.
 */
const receivedFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const calendarFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** '23.11.2026, 14:05 Uhr' for an instant (ISO 8601), in Europe/Berlin. */
export const formatReceivedAt = (instant: string) => `${receivedFormat.format(new Date(instant))} Uhr`;

/** A calendar date on the wire: 'YYYY-MM-DD'. */
export const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '31.12.2026' for '2026-12-31'; the text as it came for anything else (server text is text). */
export function formatDate(date: string): string {
  const match = CALENDAR_DATE.exec(date);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : date;
}

/** The calendar day of an instant in German time, as 'YYYY-MM-DD' (what "today" is for a German contract). */
export const berlinDay = (instant: Date) => calendarFormat.format(instant);
