import { memo } from 'react';
import { formatPumpPrice } from '../../features/fuel/pump-price.ts';
import { PumpPriceText } from './pump-price-text.tsx';

const WIDTH = 480;
const HEIGHT = 128;
/** Every third hour is named under its bar. */
const LABELLED_HOURS = [0, 3, 6, 9, 12, 15, 18, 21];

const hours = (hour: number) => `${hour} und ${hour + 1} Uhr`;

/** The cheapest and dearest hour (the first of equals), for the sentence that names them. */
export function extremes(prices: readonly number[]) {
  let cheapest = 0;
  let dearest = 0;
  prices.forEach((price, hour) => {
    if (price < (prices[cheapest] ?? price)) cheapest = hour;
    if (price > (prices[dearest] ?? price)) dearest = hour;
  });
  return { cheapest, dearest };
}

/**
 * 'Günstigste Tageszeit' (issue 15, spec 7.7): the average price per hour of day as 24 bars, no chart
 * library. The sentence under it names the cheapest hour in words; the table beside it is the text
 * alternative with every value.
 */
export const PriceChart = memo(function PriceChart({
  prices,
  fuelName,
}: {
  prices: readonly number[];
  fuelName: string;
}) {
  const { cheapest, dearest } = extremes(prices);
  const low = prices[cheapest] ?? 0;
  const high = prices[dearest] ?? 0;
  // The bars start a little below the cheapest hour, so cent differences are visible.
  const floor = low - Math.max(0.02, (high - low) / 2);
  const barHeight = (price: number) => ((price - floor) / (high - floor)) * (HEIGHT - 4);
  const slot = WIDTH / 24;
  const summary =
    `Im Schnitt ist ${fuelName} zwischen ${hours(cheapest)} am günstigsten (${formatPumpPrice(low).text}) ` +
    `und zwischen ${hours(dearest)} am teuersten (${formatPumpPrice(high).text}).`;
  return (
    <figure className="kiosk-fuel-chart">
      <h3 className="kiosk-fuel-chart__title">Günstigste Tageszeit</h3>
      <div className="kiosk-fuel-chart__graph">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={`Durchschnittspreis je Stunde. ${summary}`}
        >
          {prices.map((price, hour) => {
            const height = barHeight(price);
            return (
              <rect
                key={hour}
                className={
                  hour == cheapest
                    ? 'kiosk-fuel-chart__bar kiosk-fuel-chart__bar--best'
                    : 'kiosk-fuel-chart__bar'
                }
                x={hour * slot + 2}
                y={HEIGHT - height}
                width={slot - 4}
                height={height}
              />
            );
          })}
        </svg>
        {/* The image's name already says what matters; the hours are for sighted readers. */}
        <p className="kiosk-fuel-chart__axis" aria-hidden="true">
          {LABELLED_HOURS.map((hour) => (
            <span
              key={hour}
              className="kiosk-fuel-chart__label"
              style={{ left: `${((hour + 0.5) / 24) * 100}%` }}
            >
              {hour}
            </span>
          ))}
        </p>
      </div>
      <figcaption className="kiosk-fuel-chart__summary">{summary}</figcaption>
      <details className="kiosk-fuel-chart__values">
        <summary>Alle Stundenwerte</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Uhrzeit</th>
              <th scope="col">Durchschnittspreis</th>
            </tr>
          </thead>
          <tbody>
            {prices.map((price, hour) => (
              <tr key={hour}>
                <td>
                  {hour}–{hour + 1} Uhr
                </td>
                <td>
                  <PumpPriceText euros={price} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
});
