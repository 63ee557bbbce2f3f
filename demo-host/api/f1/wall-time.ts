/**
 * A wall time at the track as an instant, with Node's own zone data (Intl): what the real backend
 * does once, so that no browser ever converts a wall time (issue 30, 'Time, exactly').
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (zone: string) => {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
};

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
export function zoneOffsetMs(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    formatterOf(zone)
      .formatToParts(new Date(instant))
      .map(({ type, value }) => [type, Number(value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which the clocks in `zone` show `date` (YYYY-MM-DD) `time` (HH:MM). Two passes: the
 * offset at the first guess, then the offset at the instant that guess gives, which is right on both
 * sides of a switch. A wall time that does not exist (inside a spring gap) lands after the gap.
 */
export function wallTimeToInstant(date: string, time: string, zone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const naive = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute);
  const guess = naive - zoneOffsetMs(naive, zone);
  return new Date(naive - zoneOffsetMs(guess, zone));
}

/** `date` moved by `days` calendar days (YYYY-MM-DD, no zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}

/** The wall time the clocks in `zone` show at `instant`, as `YYYY-MM-DDTHH:MM` (no offset, no seconds). */
export function wallTimeOf(instant: number, zone: string): string {
  return new Date(instant + zoneOffsetMs(instant, zone)).toISOString().slice(0, 16);
}
