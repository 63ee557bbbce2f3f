const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A German relative time as news sites write it: 'gerade eben', 'vor 5 Min.', 'vor 2 Std.', 'gestern'. */
export function relativeTime(time: number, now: number): string {
  const age = Math.max(0, now - time);
  if (age < MINUTE) return 'gerade eben';
  if (age < HOUR) return `vor ${Math.floor(age / MINUTE)} Min.`;
  if (age < DAY) return `vor ${Math.floor(age / HOUR)} Std.`;
  if (age < 2 * DAY) return 'gestern';
  return `vor ${Math.floor(age / DAY)} Tagen`;
}
