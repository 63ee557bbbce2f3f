import type { LocalTime } from './berlin-time.ts';

/** One line of posted hours: the days it covers (0 = Monday) and minutes since midnight. */
export interface HoursLine {
  label: string;
  days: readonly number[];
  start: number;
  end: number;
}

const hm = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3));
const line = (label: string, days: readonly number[], start: string, end: string): HoursLine => ({
  label,
  days,
  start: hm(start),
  end: hm(end),
});
const WEEKDAYS = [0, 1, 2, 3, 4];

/** The hours the seed gives stations that are not open around the clock. */
export const HOURS_MODELS: ReadonlyArray<readonly HoursLine[]> = [
  [
    line('Mo–Fr', WEEKDAYS, '06:00', '22:00'),
    line('Sa', [5], '07:00', '22:00'),
    line('So', [6], '08:00', '20:00'),
  ],
  [line('Mo–Sa', [...WEEKDAYS, 5], '05:30', '23:00'), line('So', [6], '07:00', '23:00')],
  [line('Mo–Fr', WEEKDAYS, '07:00', '20:00'), line('Sa', [5], '08:00', '18:00')],
  [line('Mo–So', [0, 1, 2, 3, 4, 5, 6], '06:00', '23:00')],
];

export const isOpenAt = (hours: readonly HoursLine[], { weekday, minutes }: LocalTime) =>
  hours.some((entry) => entry.days.includes(weekday) && entry.start <= minutes && minutes < entry.end);

/** Minutes from `time` until the station next opens (within a week); undefined if it never opens. */
export function minutesUntilOpen(hours: readonly HoursLine[], time: LocalTime): number | undefined {
  for (let ahead = 0; ahead < 8; ahead++) {
    const weekday = (time.weekday + ahead) % 7;
    const starts = hours
      .filter((entry) => entry.days.includes(weekday))
      .map((entry) => entry.start + ahead * 1440 - time.minutes)
      .filter((delta) => delta > 0);
    if (starts.length) return Math.min(...starts);
  }
  return undefined;
}

export const formatMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
