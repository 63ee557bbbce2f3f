import { useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { fuelTypeName, isWhitelisted } from '../../features/fuel/fuel-types.ts';
import { NOT_PRICED } from '../../features/fuel/messages.ts';
import { placeLabel, type FuelSearch } from '../../features/fuel/fuel-search.ts';
import { sortStations } from '../../features/fuel/sort-stations.ts';
import type { Place } from '../../features/fuel/station.ts';
import type { SearchSettings } from '../../features/fuel/search-settings.ts';
import { actionButtonSecondary } from '../../ui/action-button.ts';
import { choice } from '../../ui/choice.ts';
import { useFocusItem } from '../../ui/use-focus-item.ts';
import { useUniqueId } from '../../ui/use-unique-id.ts';
import { StationItem } from './station-item.tsx';
import { StationMap } from './station-map.tsx';

/** Stations listed at first and per 'Weitere …': a page a phone renders without a long task. */
export const PAGE_SIZE = 10;

const count = new Intl.NumberFormat('de-DE');

interface ResultsProps {
  search: FuelSearch;
  searched: { place: Place; settings: SearchSettings; at: number };
}

/** The answer: summary, order ('Preis' or 'Entfernung'), 'nur geöffnete', map, list. */
export function Results({ search, searched }: ResultsProps) {
  const stations = useStore(search.store, (state) => state.stations);
  const chosenSort = useStore(search.store, (state) => state.sort);
  const openOnly = useStore(search.store, (state) => state.openOnly);
  const id = useUniqueId('kiosk-fuel-results');
  const { place, settings } = searched;
  const priced = isWhitelisted(settings.fuelType);
  const sort = priced ? chosenSort : 'dist';
  const filtered = useMemo(
    () => (openOnly ? stations.filter((station) => station.isOpen) : stations),
    [stations, openOnly],
  );
  const shown = useMemo(() => sortStations(filtered, sort), [filtered, sort]);
  const [visible, setVisible] = useState({ for: stations, count: PAGE_SIZE });
  const listed = visible.for == stations ? visible.count : PAGE_SIZE;
  const list = useRef<HTMLOListElement>(null);
  // After 'Weitere …' focus goes to the first row it added: the button itself is gone after the last page.
  const focusRow = useFocusItem(list, '.kiosk-fuel-station__brand');
  const where = `im Umkreis von ${settings.range} km um ${placeLabel(place)}`;
  const summary = `${count.format(shown.length)} ${shown.length == 1 ? 'Tankstelle' : 'Tankstellen'} ${where}`;
  return (
    <section className="kiosk-fuel-results" aria-labelledby={`${id}-summary`}>
      <h3 id={`${id}-summary`} className="kiosk-fuel-results__summary">
        {summary}
        <span className="kiosk-fuel-results__fuel"> · {fuelTypeName(settings.fuelType)}</span>
      </h3>
      {!priced && <p className="kiosk-fuel-results__note">{NOT_PRICED}</p>}
      <div className="kiosk-fuel-results__controls">
        {priced && (
          <fieldset className="kiosk-fuel-results__sort">
            <legend>Sortieren nach</legend>
            {(['price', 'dist'] as const).map((order) => (
              <label key={order} className={`${choice} kiosk-fuel__choice`}>
                <input
                  type="radio"
                  name={`${id}-sort`}
                  checked={chosenSort == order}
                  onChange={() => search.setSort(order)}
                />
                {order == 'price' ? 'Preis' : 'Entfernung'}
              </label>
            ))}
          </fieldset>
        )}
        <label className={`${choice} kiosk-fuel__choice`}>
          <input
            type="checkbox"
            checked={openOnly}
            onChange={(event) => search.setOpenOnly(event.currentTarget.checked)}
          />
          nur geöffnete
        </label>
      </div>
      <div className="kiosk-fuel-results__body">
        <StationMap
          stations={filtered}
          centre={place}
          range={settings.range}
          label={`Karte: ${summary}; offene Tankstellen als volle Punkte, geschlossene blass.`}
        />
        <div className="kiosk-fuel-results__list">
          <ol className="kiosk-fuel-results__stations" ref={list}>
            {shown.slice(0, listed).map((station) => (
              <StationItem
                key={station.id}
                station={station}
                now={searched.at}
                priced={priced}
                loadDetails={search.stationDetails}
              />
            ))}
          </ol>
          {shown.length > listed && (
            <button
              type="button"
              className={`${actionButtonSecondary} kiosk-fuel__secondary`}
              onClick={() => {
                setVisible({ for: stations, count: listed + PAGE_SIZE });
                focusRow(listed);
              }}
            >
              Weitere {Math.min(PAGE_SIZE, shown.length - listed)} Tankstellen anzeigen
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
