import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { FUEL_SLUGS, fuelTypeName, isWhitelisted } from '../../features/fuel/fuel-types.ts';
import {
  loadHourlyAverages,
  pricesByHour,
  type HourlyAverages,
} from '../../features/fuel/hourly-averages.ts';
import {
  LOCATION_DENIED,
  LOCATION_SLOW,
  LOCATION_UNAVAILABLE,
  noStations,
  SEARCH_SLOW,
} from '../../features/fuel/messages.ts';
import { placeLabel, type FuelSearch } from '../../features/fuel/fuel-search.ts';
import type { Kiosk } from '../../src/widget-contract.ts';
import { actionButton } from '../../ui/action-button.ts';
import { Notice } from '../../ui/notice.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useUniqueId } from '../../ui/use-unique-id.ts';
import { locate } from './locate.ts';
import { PriceChart } from './price-chart.tsx';
import { Results } from './results.tsx';
import { SearchForm } from './search-form.tsx';
import { useStickyCompare } from './use-sticky-compare.ts';

const LOCATION_HINTS = { denied: LOCATION_DENIED, unavailable: LOCATION_UNAVAILABLE, timeout: LOCATION_SLOW };

interface FuelSearchViewProps {
  search: FuelSearch;
  kiosk: Kiosk;
  timeoutMs: number;
}

/** issue 15: the fuel station search with its results and the hourly price chart. */
export function FuelSearchView({ search, kiosk, timeoutMs }: FuelSearchViewProps) {
  const settings = useStore(search.store, (state) => state.settings);
  const searched = useStore(search.store, (state) => state.searched);
  const status = useStore(search.store, (state) => state.status);
  const stations = useStore(search.store, (state) => state.stations);
  const history = useStore(search.store, (state) => state.history);
  const slow = useStore(search.store, (state) => state.slow);
  const storeMessage = useStore(search.store, (state) => state.message);
  // 'Erneut versuchen' only where it can help: not for an empty field, an unknown place or no stations.
  const retryable = useStore(search.store, (state) => state.retryable);
  const id = useUniqueId('kiosk-fuel');
  const [locating, setLocating] = useState(false);
  const [locationHint, setLocationHint] = useState<string>();
  const [averages, setAverages] = useState<HourlyAverages>();
  const compareButton = useRef<HTMLButtonElement>(null);
  const section = useRef<HTMLElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const sticky = useStickyCompare(kiosk, section, compareButton);

  useEffect(() => {
    let live = true;
    void loadHourlyAverages(kiosk.api, timeoutMs).then((value) => live && setAverages(value));
    return () => {
      live = false;
    };
  }, [kiosk.api, timeoutMs]);

  // Stable callbacks: the form (memo) re-renders only when its settings or the locating state change,
  // not with every loading step or answer.
  const compare = useCallback(
    (isSticky: boolean) => {
      kiosk.bus.emit('analytics-event', { name: 'fuel_search_compare', props: { sticky: isSticky } });
      setLocationHint(undefined);
      void search.search();
      if (isSticky) results.current?.scrollIntoView({ block: 'start' });
    },
    [kiosk, search],
  );

  const onLocate = useCallback(async () => {
    setLocating(true);
    setLocationHint(undefined);
    const outcome = await locate();
    setLocating(false);
    kiosk.bus.emit('analytics-event', { name: 'fuel_search_location', props: { result: outcome.result } });
    if (outcome.result == 'granted') void search.searchNear(outcome.lat, outcome.lng);
    else setLocationHint(LOCATION_HINTS[outcome.result]);
  }, [kiosk, search]);

  const chartFuel = isWhitelisted(settings.fuelType) ? settings.fuelType : '2';
  const chartPrices = pricesByHour(averages, FUEL_SLUGS[chartFuel] ?? '');
  const empty = status == 'done' && searched && stations.length == 0;
  const message = storeMessage ?? (empty ? noStations(searched.settings.range) : undefined);
  return (
    <section
      className={sticky ? 'kiosk-fuel kiosk-fuel--sticky' : 'kiosk-fuel'}
      ref={section}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="kiosk-fuel__title">
        Tankstellen und Spritpreise
      </h2>
      <SearchForm
        search={search}
        kiosk={kiosk}
        settings={settings}
        timeoutMs={timeoutMs}
        locating={locating}
        onLocate={onLocate}
        onCompare={compare}
        compareButton={compareButton}
      />
      <Notice message={locationHint} tone="info" />
      {history.length > 0 && (
        <nav className="kiosk-fuel-history" aria-label="Letzte Suchen">
          <h3 className="kiosk-fuel-history__title">Letzte Suchen</h3>
          <ul>
            {history.map((entry, index) => (
              <li key={index}>
                <button type="button" className="kiosk-fuel__link" onClick={() => void search.repeat(entry)}>
                  {placeLabel(entry.selectedSearchPOI)} · {entry.range} km · {fuelTypeName(entry.fuelType)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="kiosk-fuel__answer" ref={results} aria-busy={status == 'loading'}>
        {status == 'loading' && <Spinner label="Tankstellen werden gesucht …" />}
        <Notice
          message={status == 'loading' && slow ? SEARCH_SLOW : message}
          tone={empty || slow ? 'info' : 'error'}
          onRetry={retryable || (status == 'loading' && slow) ? () => void search.search() : undefined}
        />
        {searched && stations.length > 0 && status != 'failed' && (
          <Results search={search} searched={searched} />
        )}
      </div>
      {chartPrices && <PriceChart prices={chartPrices} fuelName={fuelTypeName(chartFuel) ?? ''} />}
      {sticky && (
        <button
          type="button"
          className={`${actionButton} kiosk-fuel__primary kiosk-fuel__sticky`}
          onClick={() => compare(true)}
        >
          Spritpreise vergleichen
        </button>
      )}
    </section>
  );
}
