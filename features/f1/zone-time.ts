/**
 * Times of F1 sessions for a German reader (issue 30, 'Time, exactly'). The browser gets instants and
 * zones and only formats them with Intl: no wall time is converted here and no date library ships.
 * The date always follows the zone shown: a Saturday-night race in Las Vegas is a Sunday in German time.
 */

/** Which clock a time is shown in: German time, the track's ('Ortszeit'), or the reader's own ('Ihre Zeit'). */
export type TimeView = 'german' | 'track' | 'reader';

export const GERMAN_ZONE = 'Europe/Berlin';

export const VIEW_LABELS: Readonly<Record<TimeView, string>> = {
  german: 'Deutsche Zeit',
  track: 'Ortszeit',
  reader: 'Ihre Zeit',
};

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatter = (zone: string, options: Intl.DateTimeFormatOptions) => {
  const key = `${zone}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format)
    formatters.set(key, (format = new Intl.DateTimeFormat('de-DE', { timeZone: zone, ...options })));
  return format;
};

/** The reader's own zone as the browser reports it. */
export const readerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone a view shows for a round at `trackZone`. */
export const zoneOf = (view: TimeView, trackZone: string, reader = readerZone()) =>
  view == 'german' ? GERMAN_ZONE : view == 'track' ? trackZone : reader;

/** 'Sonntag, 29. März' in `zone`. */
export const formatDay = (instant: string | number, zone: string) =>
  formatter(zone, { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(instant));

/** 'So., 29.03.' in `zone`: the short form for lists. */
export const formatShortDay = (instant: string | number, zone: string) =>
  formatter(zone, { weekday: 'short', day: '2-digit', month: '2-digit' }).format(new Date(instant));

/** '14:00' in `zone`. */
export const formatClock = (instant: string | number, zone: string) =>
  formatter(zone, { hour: '2-digit', minute: '2-digit' }).format(new Date(instant));

/** '7. März 2027' in `zone`. */
export const formatLongDate = (instant: string | number, zone: string) =>
  formatter(zone, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(instant));

/**
 * The zone's short name at that instant: 'MEZ' / 'MESZ' for German time (what ICU calls them in
 * German), 'GMT+9' for the others.
 */
export const zoneName = (instant: string | number, zone: string) =>
  formatter(zone, { timeZoneName: 'short' })
    .formatToParts(new Date(instant))
    .find((part) => part.type == 'timeZoneName')?.value ?? '';

/**
 * Whether the reader's zone shows other clock times than German time at this instant (then 'Ihre
 * Zeit' is worth offering). Compared by the wall clock, not the zone's name: Europe/Paris is no
 * different from Berlin for a reader.
 */
export const differsFromGerman = (instant: string | number, zone: string) =>
  zone != GERMAN_ZONE &&
  formatter(zone, { day: 'numeric', hour: 'numeric', minute: 'numeric' }).format(new Date(instant)) !=
    formatter(GERMAN_ZONE, { day: 'numeric', hour: 'numeric', minute: 'numeric' }).format(new Date(instant));
