import type { SeedPitch } from './seed.ts';

const DAY_MS = 86_400_000;
/** spec 1 (camper pitch booking): the partner books up to 12 months ahead. */
export const BOOKABLE_DAYS = 365;

/** Today's date in Germany on the backend's clock, 'YYYY-MM-DD'. */
export const berlinDate = (time: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(time);

export const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
export const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export const isDate = (text: string | undefined): text is string =>
  !!text && /^\d{4}-\d{2}-\d{2}$/.test(text) && dateOf(dayNumber(text)) == text;

export function inSeason({ season }: SeedPitch, date: string) {
  const day = date.slice(5);
  return season.from <= season.to
    ? day >= season.from && day <= season.to
    : day >= season.from || day <= season.to;
}

/** Whether a night is already booked: fixed per pitch and date, so a night does not flip between calls. */
function booked(pitch: SeedPitch, day: number) {
  let t = (pitch.hash ^ Math.imul(day, 0x9e3779b1)) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296 < pitch.occupancy;
}

/** One night: '1' free, '0' booked, '-' closed. */
export const nightState = (pitch: SeedPitch, day: number) =>
  !inSeason(pitch, dateOf(day)) ? '-' : booked(pitch, day) ? '0' : '1';

/** The nights from `from` up to the day before `to`, each as its state. */
export function nightsBetween(pitch: SeedPitch, from: string, to: string) {
  const states: string[] = [];
  for (let day = dayNumber(from); day < dayNumber(to); day++) states.push(nightState(pitch, day));
  return states;
}

/** What the stay costs: the pitch a night, plus each person beyond two on a Campingplatz. */
export const stayPrice = (pitch: SeedPitch, nights: number, persons: number) =>
  nights * (pitch.price + Math.max(0, persons - 2) * pitch.personFee);
