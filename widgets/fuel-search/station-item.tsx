import type { Station } from '../../features/fuel/station.ts';
import { PumpPriceText } from './pump-price-text.tsx';
import { opensText, priceAge } from './time-text.ts';

const km = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

function OpenState({ station, now }: { station: Station; now: number }) {
  if (station.isOpen)
    return (
      <span className="kiosk-fuel-station__open">
        {station.wholeDay ? 'Rund um die Uhr geöffnet' : 'Geöffnet'}
      </span>
    );
  return (
    <span className="kiosk-fuel-station__closed">
      Geschlossen{station.opensAt ? ` · ${opensText(station.opensAt, now)}` : ''}
    </span>
  );
}

/** One station of the results: brand, address, distance, open state, price and its age. */
export function StationItem({ station, now, priced }: { station: Station; now: number; priced: boolean }) {
  return (
    <li className="kiosk-fuel-station">
      <div className="kiosk-fuel-station__about">
        <h3 className="kiosk-fuel-station__brand">{station.brand}</h3>
        <p className="kiosk-fuel-station__address">
          {station.street} {station.houseNumber}, {station.postCode} {station.place}
        </p>
        <p className="kiosk-fuel-station__meta">
          <span>{km.format(station.dist)} km entfernt</span> · <OpenState station={station} now={now} />
        </p>
        {station.openingTimes.length > 0 && (
          <details className="kiosk-fuel-station__hours">
            <summary>Öffnungszeiten</summary>
            <ul>
              {station.openingTimes.map((line) => (
                <li key={line.days}>
                  {line.days}: {line.start}–{line.end} Uhr
                </li>
              ))}
            </ul>
          </details>
        )}
      </div>
      {priced && (
        <div className="kiosk-fuel-station__price">
          {station.price === null || station.priceChangedAt === null ? (
            <span className="kiosk-fuel-station__no-price">kein Preis gemeldet</span>
          ) : (
            <>
              <PumpPriceText euros={station.price} />
              <span className="kiosk-fuel-station__age">{priceAge(station.priceChangedAt, now)}</span>
            </>
          )}
        </div>
      )}
    </li>
  );
}
