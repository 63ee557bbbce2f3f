import { memo, type FormEvent, type RefObject } from 'react';
import { FUEL_GROUPS } from '../../features/fuel/fuel-types.ts';
import { RANGES, type SearchSettings } from '../../features/fuel/search-settings.ts';
import { BRAND_CHOICES } from '../../features/fuel/station-brands.ts';
import { findPlaces } from '../../features/fuel/fuel-api.ts';
import { placeLabel, type FuelSearch } from '../../features/fuel/fuel-search.ts';
import type { Kiosk } from '../../src/widget-contract.ts';
import { actionButton, actionButtonSecondary } from '../../ui/action-button.ts';
import { field } from '../../ui/field.ts';
import { cluster } from '../../ui/cluster.ts';
import { PlaceCombobox } from '../../ui/place-combobox.tsx';
import { useUniqueId } from '../../ui/use-unique-id.ts';

interface SearchFormProps {
  search: FuelSearch;
  kiosk: Kiosk;
  settings: SearchSettings;
  timeoutMs: number;
  locating: boolean;
  onLocate(): Promise<void>;
  onCompare(sticky: boolean): void;
  compareButton: RefObject<HTMLButtonElement | null>;
}

/** The search: place, 'Standort ermitteln', radius, fuel type (spec 9.3's groups), brand, compare. */
export const SearchForm = memo(function SearchForm({
  search,
  kiosk,
  settings,
  timeoutMs,
  locating,
  onLocate,
  onCompare,
  compareButton,
}: SearchFormProps) {
  const id = useUniqueId('kiosk-fuel');
  const track = kiosk.bus.emit.bind(kiosk.bus, 'analytics-event');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCompare(false);
  };
  return (
    <form className="kiosk-fuel-form" role="search" aria-label="Tankstellen suchen" onSubmit={submit}>
      <div className={`${cluster} kiosk-fuel-form__place`}>
        <PlaceCombobox
          label="Ort oder PLZ"
          className="kiosk-fuel-place"
          labelClassName="kiosk-fuel__label"
          inputClassName={`${field} kiosk-fuel__input`}
          value={settings.searchText}
          onType={search.setText}
          onChoose={search.choosePlace}
          find={(text, signal) => findPlaces(kiosk.api, text, { timeoutMs, signal })}
          optionLabel={placeLabel}
          optionKey={(place) => `${place._id}-${place.name}`}
        />
        <button
          type="button"
          className={`${actionButtonSecondary} kiosk-fuel__secondary`}
          aria-busy={locating}
          onClick={() => void onLocate()}
        >
          {locating ? 'Standort wird ermittelt …' : 'Standort ermitteln'}
        </button>
      </div>
      <div className="kiosk-fuel-form__choices">
        <div className="kiosk-fuel-form__field">
          <label className="kiosk-fuel__label" htmlFor={`${id}-range`}>
            Umkreis
          </label>
          <select
            id={`${id}-range`}
            className={`${field} kiosk-fuel__select`}
            value={String(settings.range)}
            onChange={(event) => {
              const range = Number(event.currentTarget.value);
              track({ name: 'fuel_search_radius', props: { range } });
              search.setRange(range);
            }}
          >
            {RANGES.map((range) => (
              <option key={range} value={String(range)}>
                {range} km
              </option>
            ))}
          </select>
        </div>
        <div className="kiosk-fuel-form__field">
          <label className="kiosk-fuel__label" htmlFor={`${id}-type`}>
            Kraftstoff
          </label>
          <select
            id={`${id}-type`}
            className={`${field} kiosk-fuel__select`}
            value={settings.fuelType}
            onChange={(event) => {
              const fuelType = event.currentTarget.value;
              track({ name: 'fuel_search_fuel_type', props: { fuelType } });
              search.setFuelType(fuelType);
            }}
          >
            {FUEL_GROUPS.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.types.map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <div className="kiosk-fuel-form__field">
          <label className="kiosk-fuel__label" htmlFor={`${id}-brand`}>
            Marke
          </label>
          <select
            id={`${id}-brand`}
            className={`${field} kiosk-fuel__select`}
            value={settings.brand}
            onChange={(event) => {
              const brand = event.currentTarget.value;
              track({ name: 'fuel_search_brand', props: { brand } });
              search.setBrand(brand);
            }}
          >
            {BRAND_CHOICES.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button type="submit" className={`${actionButton} kiosk-fuel__primary`} ref={compareButton}>
        Spritpreise vergleichen
      </button>
    </form>
  );
});
