const clock = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  minute: '2-digit',
});
const dayAndClock = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const day = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'short' });

/** How old a price is, as German price boards say it: 'vor 12 Min.', 'vor 3 Std.'. */
export function priceAge(changedAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(changedAt)) / 60_000));
  if (minutes < 1) return 'gerade eben';
  if (minutes < 60) return `vor ${minutes} Min.`;
  if (minutes < 24 * 60) return `vor ${Math.floor(minutes / 60)} Std.`;
  return `am ${day.format(Date.parse(changedAt))}`;
}

/** When a closed station opens, in German station time: 'öffnet um 06:00 Uhr', 'öffnet Mo., 06:00 Uhr'. */
export function opensText(opensAt: string, now: number): string {
  const at = Date.parse(opensAt);
  const sameDay = day.format(at) == day.format(now);
  return sameDay ? `öffnet um ${clock.format(at)} Uhr` : `öffnet ${dayAndClock.format(at)} Uhr`;
}
