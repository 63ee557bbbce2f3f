import { useState } from 'react';
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

/** The posted hours, built only once the reader opens them: a re-sort then creates fewer nodes. */
function OpeningTimes({ lines }: { lines: Station['openingTimes'] }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="kiosk-fuel-station__hours" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Öffnungszeiten</summary>
      {open && (
        <ul>
          {lines.map((line) => (
            <li key={line.days}>
              {line.days}: {line.start}–{line.end} Uhr
            </li>
          ))}
        </ul>
      )}
    </details>
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
        {station.openingTimes.length > 0 && <OpeningTimes lines={station.openingTimes} />}
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
