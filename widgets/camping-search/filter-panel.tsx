import { useStore } from 'zustand';
import { AMENITIES, type Amenity } from '../../features/camping/pitch.ts';
import type { PitchFilters } from '../../features/camping/search-query.ts';
import { choice } from '../../ui/choice.ts';
import { field } from '../../ui/field.ts';
import { useUniqueId } from '../../ui/use-unique-id.ts';
import type { CampingSearch } from './camping-controller.ts';
import { pitchCount } from './messages.ts';

const PRICES = [15, 20, 25, 30, 40];
const LENGTHS = [6, 7, 8, 9, 10, 12];

/**
 * The filters (issue 28): type, price per night, amenities, vehicle length, 'sofort buchbar', 'am
 * Reisedatum geöffnet'. Each change searches at once; the count beside them follows.
 */
export function FilterPanel({ search }: { search: CampingSearch }) {
  const filters = useStore(search.store, (state) => state.query.filters);
  const hasDates = useStore(search.store, (state) => !!state.query.from);
  const total = useStore(search.store, (state) => state.answer?.total);
  const id = useUniqueId('kiosk-camping-filter');
  const change = (patch: Partial<PitchFilters>) => void search.setFilters({ ...filters, ...patch });
  const toggleAmenity = (amenity: Amenity, on: boolean) =>
    change({
      amenities: (Object.keys(AMENITIES) as Amenity[]).filter((key) =>
        key == amenity ? on : filters.amenities.includes(key),
      ),
    });
  return (
    <details className="kiosk-camping-filters">
      <summary className="kiosk-camping-filters__summary">
        Filter{total === undefined ? '' : ` · ${pitchCount(total)}`}
      </summary>
      <div className="kiosk-camping-filters__body">
        <div className="kiosk-camping-form__field">
          <label className="kiosk-camping__label" htmlFor={`${id}-type`}>
            Art
          </label>
          <select
            id={`${id}-type`}
            className={`${field} kiosk-camping__input`}
            value={filters.type}
            onChange={(event) => change({ type: event.currentTarget.value as PitchFilters['type'] })}
          >
            <option value="">Alle</option>
            <option value="stellplatz">Wohnmobilstellplatz</option>
            <option value="campingplatz">Campingplatz</option>
          </select>
        </div>
        <div className="kiosk-camping-form__field">
          <label className="kiosk-camping__label" htmlFor={`${id}-price`}>
            Preis pro Nacht
          </label>
          <select
            id={`${id}-price`}
            className={`${field} kiosk-camping__input`}
            value={String(filters.priceMax)}
            onChange={(event) => change({ priceMax: Number(event.currentTarget.value) })}
          >
            <option value="0">beliebig</option>
            {PRICES.map((price) => (
              <option key={price} value={String(price)}>
                bis {price} €
              </option>
            ))}
          </select>
        </div>
        <div className="kiosk-camping-form__field">
          <label className="kiosk-camping__label" htmlFor={`${id}-length`}>
            Fahrzeuglänge
          </label>
          <select
            id={`${id}-length`}
            className={`${field} kiosk-camping__input`}
            value={String(filters.length)}
            onChange={(event) => change({ length: Number(event.currentTarget.value) })}
          >
            <option value="0">beliebig</option>
            {LENGTHS.map((length) => (
              <option key={length} value={String(length)}>
                bis {length} m
              </option>
            ))}
          </select>
        </div>
        <fieldset className="kiosk-camping-filters__set">
          <legend className="kiosk-camping__label">Ausstattung</legend>
          {(Object.entries(AMENITIES) as [Amenity, string][]).map(([key, label]) => (
            <label key={key} className={choice}>
              <input
                type="checkbox"
                checked={filters.amenities.includes(key)}
                onChange={(event) => toggleAmenity(key, event.currentTarget.checked)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <fieldset className="kiosk-camping-filters__set">
          <legend className="kiosk-camping__label">Buchung</legend>
          <label className={choice}>
            <input
              type="checkbox"
              checked={filters.instant}
              onChange={(event) => change({ instant: event.currentTarget.checked })}
            />
            sofort buchbar
          </label>
          <label className={choice}>
            <input
              type="checkbox"
              checked={filters.open}
              disabled={!hasDates}
              aria-describedby={`${id}-open-hint`}
              onChange={(event) => change({ open: event.currentTarget.checked })}
            />
            am Reisedatum geöffnet
          </label>
          {!hasDates && (
            <p id={`${id}-open-hint`} className="kiosk-camping__hint">
              Mit Anreise und Abreise wählbar.
            </p>
          )}
        </fieldset>
      </div>
    </details>
  );
}
