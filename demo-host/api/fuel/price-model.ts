import { FUEL_SLUGS, WHITELISTED_FUEL_TYPES } from '../../../features/fuel/fuel-types.ts';
import { berlinTime } from './berlin-time.ts';
import { BRAND_OFFSET_CENTS, type SeedStation } from './seed.ts';

/** Average cents per litre of the priced fuels (E10, E5, Diesel), before brand, station and hour. */
const BASE_CENTS: Readonly<Record<string, number>> = { '1': 170, '2': 176, '4': 164 };

/**
 * The daily swing German drivers know, in cents by hour (Berlin time): dearest in the morning rush,
 * steps up at noon and at 22 h, cheapest in the evening between 19 and 22 h.
 */
export const HOURLY_SWING_CENTS: readonly number[] = [
  8, 8, 8, 8, 8, 9, 11, 12, 9, 6, 4, 3, 7, 5, 3, 2, 4, 5, 1, -1, -3, -2, 7, 8,
];

/** A small drift from day to day, so the demo's prices are not the same every day. */
const dayDrift = (now: Date) => ((Math.floor(now.getTime() / 86_400_000) * 37) % 7) - 3;

/** Pump prices end in 9 tenths of a cent; whole tenths over 1000 keep the float exact to print. */
const toEuros = (cents: number) => (Math.round(cents) * 10 + 9) / 1000;

export function stationPrice(station: SeedStation, fuelType: string, now: Date): number | null {
  const base = BASE_CENTS[fuelType];
  if (base === undefined || !station.reportsPrices) return null;
  const hour = Math.floor(berlinTime(now).minutes / 60);
  return toEuros(
    base +
      (BRAND_OFFSET_CENTS[station.brand] ?? 0) +
      station.offsetCents +
      (HOURLY_SWING_CENTS[hour] ?? 0) +
      dayDrift(now),
  );
}

/** Prices follow the swing a few minutes after each full hour, each station at its own minute. */
export function priceChangedAt(station: SeedStation, now: Date): Date {
  const minutes = berlinTime(now).minutes % 60;
  const hourStart = now.getTime() - minutes * 60_000 - now.getSeconds() * 1000 - now.getMilliseconds();
  const back = minutes >= station.changeMinute ? 0 : 60;
  return new Date(hourStart + (station.changeMinute - back) * 60_000);
}

/** spec 7.7: average price per hour of day for each whitelisted fuel, keyed by its slug (spec 9.3). */
export function hourlyAverages(now: Date) {
  const hours = Object.fromEntries(
    WHITELISTED_FUEL_TYPES.map((type) => [
      FUEL_SLUGS[type] ?? type,
      HOURLY_SWING_CENTS.map((swing) => toEuros((BASE_CENTS[type] ?? 0) + 1 + swing + dayDrift(now))),
    ]),
  );
  return { updatedAt: now.toISOString(), hours };
}
