import { useEffect, useRef, useState } from 'react';
import { HOURS_FAILED, HOURS_LOADING, NO_HOURS } from '../../features/fuel/messages.ts';
import type { Station, StationDetails } from '../../features/fuel/station.ts';
import type { Result } from '../../src/http.ts';
import { Notice } from '../../ui/notice.tsx';
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

type Hours =
  { status: 'unasked' | 'loading' | 'failed' } | { status: 'done'; lines: StationDetails['openingTimes'] };

/**
 * The posted hours, asked for when the reader opens them (issue 22: the list answer stays slim). One
 * open is one call; while it runs, or once it has answered, closing and opening again asks nothing.
 * A failure says so in German with 'Erneut versuchen', and opening again retries too.
 */
function OpeningTimes({ id, load }: { id: string; load: LoadDetails }) {
  const [hours, setHours] = useState<Hours>({ status: 'unasked' });
  const summary = useRef<HTMLElement>(null);
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );
  const ask = () => {
    setHours({ status: 'loading' });
    void load(id).then((result) => {
      if (!live.current) return;
      setHours(result.ok ? { status: 'done', lines: result.value.openingTimes } : { status: 'failed' });
    });
  };
  return (
    <details
      className="kiosk-fuel-station__hours"
      onToggle={(event) => {
        if (event.currentTarget.open && (hours.status == 'unasked' || hours.status == 'failed')) ask();
      }}
    >
      <summary ref={summary}>Öffnungszeiten</summary>
      {/* Built once opened: a closed row of the list holds no more than its summary. */}
      {hours.status != 'unasked' && (
        <>
          {hours.status == 'loading' && <p className="kiosk-fuel-station__hours-note">{HOURS_LOADING}</p>}
          {hours.status == 'done' &&
            (hours.lines.length > 0 ? (
              <ul>
                {hours.lines.map((line, index) => (
                  <li key={index}>
                    {line.days}: {line.start}–{line.end} Uhr
                  </li>
                ))}
              </ul>
            ) : (
              <p className="kiosk-fuel-station__hours-note">{NO_HOURS}</p>
            ))}
          <Notice
            message={hours.status == 'failed' ? HOURS_FAILED : undefined}
            onRetry={ask}
            focusWhenGone={summary}
          />
        </>
      )}
    </details>
  );
}

/** Asks for a station's details (the search's `stationDetails`). */
export type LoadDetails = (id: string) => Promise<Result<StationDetails>>;

interface StationItemProps {
  station: Station;
  now: number;
  priced: boolean;
  loadDetails: LoadDetails;
}

/**
 * One station of the results: brand, address, distance, open state, price and its age; its posted
 * hours on demand (a station open around the clock has none).
 */
export function StationItem({ station, now, priced, loadDetails }: StationItemProps) {
  return (
    <li className="kiosk-fuel-station">
      <div className="kiosk-fuel-station__about">
        {/* Focusable by script only: the first row 'Weitere …' added takes the focus. */}
        <h3 className="kiosk-fuel-station__brand" tabIndex={-1}>
          {station.brand}
        </h3>
        <p className="kiosk-fuel-station__address">
          {station.street} {station.houseNumber}, {station.postCode} {station.place}
        </p>
        <p className="kiosk-fuel-station__meta">
          <span>{km.format(station.dist)} km entfernt</span> · <OpenState station={station} now={now} />
        </p>
        {!station.wholeDay && <OpeningTimes id={station.id} load={loadDetails} />}
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
