import { isObject } from '../../src/field-reader.ts';
import { logError } from '../../src/log.ts';
import type { PlatformApi } from '../../src/platform-api.ts';

/**
 * spec 3.10, 7.7: the whole answer of the price-average call. The spec does not show its structure;
 * the demo host answers `{updatedAt, hours: {<fuel slug>: [24 prices, from 0 h]}}`, which is what the
 * chart reads.
 */
export type HourlyAverages = Record<string, unknown>;

let once: Promise<HourlyAverages | undefined> | undefined;

/**
 * spec 7.7: POST {apiHost}/mt/hourly-price-average with JSON headers and no body, made only on the
 * fuel-price project and only once per page, however many widgets ask. spec 8: a failure is logged only.
 */
export function loadHourlyAverages(api: PlatformApi, timeoutMs: number): Promise<HourlyAverages | undefined> {
  once ??= api
    .request('/mt/hourly-price-average', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      timeoutMs,
      parse: (body) => (isObject(body) ? body : undefined),
    })
    .then((result) => {
      if (result.ok) return result.value;
      logError('fuel-search', `price-average failure: ${result.error.message}`);
      return undefined;
    });
  return once;
}

/** The 24 hourly prices of one fuel slug, if the kept answer has them in the demo host's shape. */
export function pricesByHour(averages: HourlyAverages | undefined, slug: string): number[] | undefined {
  const hours = averages && isObject(averages.hours) ? averages.hours[slug] : undefined;
  if (!Array.isArray(hours) || hours.length != 24) return undefined;
  return hours.every((price) => typeof price == 'number' && Number.isFinite(price) && price > 0)
    ? (hours as number[])
    : undefined;
}

/** Test hook: a new page. */
export function forgetHourlyAverages(): void {
  once = undefined;
}
