import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { PitchEntry } from '../../features/camping/pitch.ts';
import { visuallyHidden } from '../../ui/visually-hidden.tsx';
import { useUniqueId } from '../../ui/use-unique-id.ts';
import type { CampingSearch } from './camping-controller.ts';
import type { AppOverlay } from './app-overlay.ts';
import { AppSheet } from './app-sheet.tsx';
import { FilterChips } from './filter-chips.tsx';
import { FilterPanel } from './filter-panel.tsx';
import type { BaseLayer } from './map-base-layer.ts';
import { pitchCount } from './messages.ts';
import { PitchDialog } from './pitch-dialog.tsx';
import { PitchList } from './pitch-list.tsx';
import { PitchMap } from './pitch-map.tsx';
import { SearchForm } from './search-form.tsx';
import { usePitchHash } from './use-pitch-hash.ts';
import { useWideScreen } from './use-wide-screen.ts';

interface CampingSearchViewProps {
  search: CampingSearch;
  Base: BaseLayer;
  timeoutMs: number;
  /** The app the phone's bottom sheet offers, when config names one. */
  app: { overlay: AppOverlay; name: string; url: string } | undefined;
}

const NO_ENTRIES: readonly PitchEntry[] = [];

/**
 * issue 28: the camping pitch search. From 1024 px list and map side by side; below, a sticky
 * 'Karte' / 'Liste' switch shows one of them and keeps the marked pitch.
 */
export function CampingSearchView({ search, Base, timeoutMs, app }: CampingSearchViewProps) {
  const id = useUniqueId('kiosk-camping');
  const entries = useStore(search.store, (state) => state.answer?.entries ?? NO_ENTRIES);
  const total = useStore(search.store, (state) => (state.status == 'done' ? state.answer?.total : undefined));
  const query = useStore(search.store, (state) => state.query);
  const wide = useWideScreen();
  const [view, setView] = useState<'liste' | 'karte'>('liste');
  const heading = useRef<HTMLHeadingElement>(null);
  const { openId, open, close } = usePitchHash();
  const byId = useMemo(() => new Map(entries.map((entry) => [entry.id, entry])), [entries]);
  const track = search.kiosk.bus.emit.bind(search.kiosk.bus, 'analytics-event');

  const openFromMap = useCallback(
    (pitch: string) => {
      track({ name: 'camping_pitch_overlay', props: { pitch, from: 'karte' } });
      open(pitch);
      app?.overlay.pitchOpened();
    },
    [open, track, app],
  );
  const openFromList = useCallback(
    (pitch: string) => {
      track({
        name: 'camping_list_entry',
        props: { pitch, position: entries.findIndex((entry) => entry.id == pitch) + 1 },
      });
      track({ name: 'camping_pitch_overlay', props: { pitch, from: 'liste' } });
      open(pitch);
      app?.overlay.pitchOpened();
    },
    [open, track, entries, app],
  );
  // The app sheet's turn comes when a pitch overlay has closed (by 'Schließen', Escape or back).
  const shownPitch = useRef<string>(undefined);
  useEffect(() => {
    if (openId) shownPitch.current = openId;
    else if (shownPitch.current) {
      shownPitch.current = undefined;
      void app?.overlay.pitchClosed();
    }
  }, [openId, app]);
  const choose = (next: 'liste' | 'karte') => {
    track({ name: 'camping_list_view', props: { view: next } });
    setView(next);
  };

  const stay =
    query.from && query.to ? { from: query.from, to: query.to, persons: query.persons } : undefined;
  const showMap = wide || view == 'karte';
  return (
    <section className={`kiosk-camping kiosk-camping--${view}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="kiosk-camping__title">
        Stellplätze finden
      </h2>
      <SearchForm search={search} timeoutMs={timeoutMs} onSearched={() => heading.current?.focus()} />
      <FilterPanel search={search} />
      <FilterChips search={search} after={() => heading.current} />
      <p className={visuallyHidden} role="status">
        {total === undefined ? '' : `${pitchCount(total)} gefunden`}
      </p>
      <div className="kiosk-camping__results">
        <div className="kiosk-camping__list-pane" hidden={!wide && view != 'liste'}>
          <PitchList search={search} heading={heading} onOpen={openFromList} />
        </div>
        {showMap && (
          <div className="kiosk-camping__map-pane">
            <PitchMap search={search} Base={Base} entries={byId} onOpen={openFromMap} />
          </div>
        )}
      </div>
      {!wide && (
        <div className="kiosk-camping__switch" role="group" aria-label="Ansicht">
          <button
            type="button"
            className="kiosk-camping__switch-button"
            aria-pressed={view == 'liste'}
            onClick={() => choose('liste')}
          >
            Liste
          </button>
          <button
            type="button"
            className="kiosk-camping__switch-button"
            aria-pressed={view == 'karte'}
            onClick={() => choose('karte')}
          >
            Karte
          </button>
        </div>
      )}
      {app && <AppSheet overlay={app.overlay} appName={app.name} appUrl={app.url} />}
      <PitchDialog api={search.kiosk.api} timeoutMs={timeoutMs} pitchId={openId} stay={stay} close={close} />
    </section>
  );
}
