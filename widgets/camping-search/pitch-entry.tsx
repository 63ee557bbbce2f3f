import { memo, type MouseEvent } from 'react';
import { AMENITIES, PITCH_TYPES, type PitchEntry as Entry } from '../../features/camping/pitch.ts';
import { safeUrl } from '../../src/kit/safe-url.ts';
import { pitchHash } from './search-url.ts';
import { euros, kilometres } from './messages.ts';

interface PitchEntryProps {
  entry: Entry;
  marked: boolean;
  onMark(id: string | undefined): void;
  onOpen(id: string, opener: HTMLElement): void;
}

const ratingText = (rating: number) =>
  new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1 }).format(rating);

/**
 * A list entry (issue 28): image in a fixed ratio, name, place, distance, 'ab 18 € / Nacht' or the
 * total for the dates, rating, three amenities. Hovering or focusing it marks its pin.
 */
export const PitchEntry = memo(function PitchEntry({ entry, marked, onMark, onOpen }: PitchEntryProps) {
  const image = safeUrl(entry.image, { source: 'camping-search', field: 'entries.image' });
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button != 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onOpen(entry.id, event.currentTarget);
  };
  return (
    <li
      className={marked ? 'kiosk-camping-entry kiosk-camping-entry--marked' : 'kiosk-camping-entry'}
      data-pitch={entry.id}
      onMouseEnter={() => onMark(entry.id)}
      onMouseLeave={() => onMark(undefined)}
      onFocus={() => onMark(entry.id)}
    >
      {image ? (
        <img
          className="kiosk-camping-entry__image"
          alt=""
          width={300}
          height={200}
          loading="lazy"
          // The address last (see src/kit/element-helper.ts: preact sets attributes as written).
          src={image}
        />
      ) : (
        <span className="kiosk-camping-entry__image" aria-hidden="true" />
      )}
      <div className="kiosk-camping-entry__text">
        <h3 className="kiosk-camping-entry__name">
          <a className="kiosk-camping-entry__link" href={pitchHash(entry.id)} onClick={open}>
            {entry.name}
          </a>
        </h3>
        <p className="kiosk-camping-entry__place">
          {PITCH_TYPES[entry.type]} · {entry.place}
          {entry.distanceKm === null ? '' : ` · ${kilometres(entry.distanceKm)} entfernt`}
        </p>
        <p className="kiosk-camping-entry__price">
          {entry.total === null ? (
            <>ab {euros(entry.price)} / Nacht</>
          ) : (
            <>
              {euros(entry.total)} für {entry.nights} {entry.nights == 1 ? 'Nacht' : 'Nächte'}
            </>
          )}
        </p>
        <p className="kiosk-camping-entry__rating">
          <span aria-hidden="true">★ </span>
          {ratingText(entry.rating)} von 5 ({entry.reviews} Bewertungen)
        </p>
        <ul className="kiosk-camping-entry__amenities" aria-label="Ausstattung">
          {entry.amenities.slice(0, 3).map((amenity) => (
            <li key={amenity}>{AMENITIES[amenity]}</li>
          ))}
        </ul>
      </div>
    </li>
  );
});
