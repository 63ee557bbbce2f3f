import { useEffect, useRef, useState } from 'react';
import { pitchAvailability, pitchDetail, type Stay } from '../../features/camping/camping-api.ts';
import {
  AMENITIES,
  PITCH_TYPES,
  type PitchAvailability,
  type PitchDetail,
} from '../../features/camping/pitch.ts';
import { safeUrl } from '../../src/kit/safe-url.ts';
import type { PlatformApi } from '../../src/platform-api.ts';
import { actionButton, actionButtonSecondary } from '../../ui/action-button.ts';
import { iconButton } from '../../ui/icon-button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useModalDialog } from '../../ui/use-modal-dialog.ts';
import { useUniqueId } from '../../ui/use-unique-id.ts';
import { AVAILABILITY_FAILED, DETAIL_FAILED, euros } from './messages.ts';

interface PitchDialogProps {
  api: PlatformApi;
  timeoutMs: number;
  /** The pitch in the URL (`#stellplatz-{id}`); undefined: closed. */
  pitchId: string | undefined;
  stay: Stay | undefined;
  close(): void;
}

const SOURCE = { source: 'camping-search' };
const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
/** 'MM-DD' as '1. April'. */
const dayText = (day: string) => `${Number(day.slice(3))}. ${MONTHS[Number(day.slice(0, 2)) - 1] ?? ''}`;

type Load<T> = { status: 'loading' } | { status: 'failed' } | { status: 'done'; value: T };

/**
 * The pitch overlay (issue 28) in the ui dialog, through the overlay layer: photos, description,
 * amenities, season, rating, the price for the dates, 'Route planen' and 'Jetzt buchen' (checked URL,
 * new tab, `rel="sponsored"`). Closing returns focus to the pin or entry that opened it.
 */
export function PitchDialog({ api, timeoutMs, pitchId, stay, close }: PitchDialogProps) {
  const { dialogProps } = useModalDialog(pitchId !== undefined, close, { overlayId: 'camping-pitch' });
  const id = useUniqueId('kiosk-camping-pitch');
  const [attempt, setAttempt] = useState(0);
  // Each answer is kept with the request it answers: a new pitch, new dates or a retry read as loading.
  const key = `${pitchId}|${stay?.from}|${stay?.to}|${stay?.persons}|${attempt}`;
  const [detailAnswer, setDetail] = useState<{ key: string; load: Load<PitchDetail> }>();
  const [nightsAnswer, setNights] = useState<{ key: string; load: Load<PitchAvailability> }>();
  const detail: Load<PitchDetail> = detailAnswer?.key == key ? detailAnswer.load : { status: 'loading' };
  const nights: Load<PitchAvailability> =
    nightsAnswer?.key == key ? nightsAnswer.load : { status: 'loading' };
  const heading = useRef<HTMLHeadingElement>(null);
  const from = stay?.from;
  const to = stay?.to;
  const persons = stay?.persons;

  useEffect(() => {
    if (!pitchId) return;
    const controller = new AbortController();
    const options = { timeoutMs, signal: controller.signal };
    void pitchDetail(api, pitchId, options).then((result) => {
      if (!controller.signal.aborted)
        setDetail({ key, load: result.ok ? { status: 'done', value: result.value } : { status: 'failed' } });
    });
    const dates = from && to && persons ? { from, to, persons } : undefined;
    void pitchAvailability(api, pitchId, dates, options).then((result) => {
      if (!controller.signal.aborted)
        setNights({ key, load: result.ok ? { status: 'done', value: result.value } : { status: 'failed' } });
    });
    return () => controller.abort();
  }, [api, timeoutMs, pitchId, from, to, persons, key]);

  useEffect(() => {
    if (pitchId) heading.current?.focus();
  }, [pitchId]);

  const pitch = detail.status == 'done' ? detail.value : undefined;
  const quote = nights.status == 'done' ? nights.value.quote : null;
  const booking = pitch && safeUrl(quote?.bookingUrl ?? pitch.bookingUrl, { ...SOURCE, field: 'bookingUrl' });
  const route =
    pitch &&
    safeUrl(`https://www.openstreetmap.org/directions?to=${pitch.lat}%2C${pitch.lng}`, {
      ...SOURCE,
      field: 'route',
    });
  return (
    <dialog {...dialogProps} className="kiosk-camping-pitch" aria-labelledby={`${id}-title`}>
      <div className="kiosk-camping-pitch__head">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="kiosk-camping-pitch__title">
          {pitch?.name ?? 'Stellplatz'}
        </h2>
        <button type="button" className={iconButton} aria-label="Schließen" onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {detail.status == 'loading' && <Spinner label="Stellplatz wird geladen …" />}
      <Notice
        message={detail.status == 'failed' ? DETAIL_FAILED : undefined}
        onRetry={() => setAttempt((n) => n + 1)}
      />
      {pitch && (
        <>
          <p className="kiosk-camping-pitch__place">
            {PITCH_TYPES[pitch.type]} · {pitch.place}, {pitch.region} · {pitch.country}
          </p>
          <ul className="kiosk-camping-pitch__photos" aria-label="Fotos">
            {pitch.images.map((url, index) => {
              const src = safeUrl(url, { ...SOURCE, field: 'images' });
              return src ? (
                <li key={index}>
                  <img
                    src={src}
                    alt={`Bild ${index + 1} von ${pitch.images.length}: ${pitch.name}`}
                    width={300}
                    height={200}
                  />
                </li>
              ) : null;
            })}
          </ul>
          <p>{pitch.description}</p>
          <dl className="kiosk-camping-pitch__facts">
            <dt>Saison</dt>
            <dd>
              {pitch.season.from == '01-01' && pitch.season.to == '12-31'
                ? 'ganzjährig geöffnet'
                : `${dayText(pitch.season.from)} bis ${dayText(pitch.season.to)}`}
            </dd>
            <dt>Bewertung</dt>
            <dd>
              {new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1 }).format(pitch.rating)} von 5 (
              {pitch.reviews} Bewertungen)
            </dd>
            <dt>Fahrzeuge</dt>
            <dd>bis {pitch.maxLength} m</dd>
          </dl>
          <h3 className="kiosk-camping-pitch__subtitle">Ausstattung</h3>
          <ul className="kiosk-camping-pitch__amenities">
            {pitch.amenities.map((amenity) => (
              <li key={amenity}>{AMENITIES[amenity]}</li>
            ))}
          </ul>
          <div className="kiosk-camping-pitch__price" aria-live="polite">
            {nights.status == 'loading' && <Spinner label="Preis wird berechnet …" />}
            <Notice
              message={nights.status == 'failed' ? AVAILABILITY_FAILED : undefined}
              onRetry={() => setAttempt((n) => n + 1)}
            />
            {nights.status == 'done' &&
              (quote ? (
                <p>
                  {quote.nights} {quote.nights == 1 ? 'Nacht' : 'Nächte'}, {quote.persons}{' '}
                  {quote.persons == 1 ? 'Person' : 'Personen'}: <strong>{euros(quote.total)}</strong>
                  {quote.available ? ' – frei' : ' – an Ihren Reisedaten nicht frei'}
                </p>
              ) : (
                <p>
                  ab {euros(pitch.price)} / Nacht. Mit Anreise und Abreise sehen Sie den Preis für Ihre Reise.
                </p>
              ))}
          </div>
          <p className="kiosk-camping-pitch__actions">
            {route && (
              <a className={actionButtonSecondary} href={route} target="_blank" rel="noopener">
                Route planen
              </a>
            )}
            {booking && (
              <a className={actionButton} href={booking} target="_blank" rel="sponsored noopener">
                Jetzt buchen
              </a>
            )}
          </p>
        </>
      )}
    </dialog>
  );
}
