import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { GpTicker as Ticker } from '../../features/f1/gp-ticker.ts';
import { ENTRY_KIND_LABELS, type TickerEntry, type TickerEntryKind } from '../../features/f1/ticker-entry.ts';
import { formatClock, GERMAN_ZONE } from '../../features/f1/zone-time.ts';
import { choice } from '../../ui/choice.ts';
import { Notice } from '../../ui/notice.tsx';
import { textButton } from '../../ui/text-button.ts';
import { useRenderedInSlices } from './use-rendered-in-slices.ts';
import './gp-ticker.css';

export const FAILED_TEXT = 'Aktualisierung fehlgeschlagen – wir versuchen es weiter.';

/** Glyphs every system font has (no emoji): the kind's text stands beside each, so none carries meaning alone. */
const ICONS: Readonly<Record<TickerEntryKind, string>> = {
  info: 'ℹ',
  start: '▶',
  overtake: '⇄',
  pit: '⚙',
  yellow: '⚑',
  'safety-car': '⚠',
  vsc: '⚠',
  'red-flag': '⚑',
  penalty: '⚖',
  finish: '⚐',
};

const gapText = (gap: number) => (gap == 0 ? 'Führung' : `+${gap.toFixed(3).replace('.', ',')} s`);
const countText = (count: number) => (count == 1 ? '1 neuer Eintrag' : `${count} neue Einträge`);

/** The first entry of `list` the reader can see, and where it is; none while the list is below the view. */
function firstInView(list: HTMLOListElement | null) {
  for (const entry of list?.children ?? []) {
    const { top, bottom } = entry.getBoundingClientRect();
    if (top >= innerHeight) return undefined;
    if (bottom > 0) return { entry, top };
  }
  return undefined;
}

/** Memoised: a poll or a filter change re-renders only the entries that changed, not all 300. */
const Entry = memo(function Entry({ entry }: { entry: TickerEntry }) {
  return (
    <li
      className={`kiosk-gp-ticker__entry${entry.important ? ' kiosk-gp-ticker__entry--important' : ''}`}
      data-seq={entry.seq}
    >
      <p className="kiosk-gp-ticker__when">
        <time dateTime={entry.time}>{formatClock(entry.time, GERMAN_ZONE)}</time>
        {entry.lap > 0 && <span> · Runde {entry.lap}</span>}
        <span className="kiosk-gp-ticker__kind">
          <span aria-hidden="true">{ICONS[entry.kind]}</span> {ENTRY_KIND_LABELS[entry.kind]}
        </span>
      </p>
      <p className="kiosk-gp-ticker__text">{entry.text}</p>
    </li>
  );
});

/**
 * issue 30: the GP ticker detail. Entries arriving while the reader is scrolled into the list wait
 * behind 'n neue Einträge' instead of pushing what they read; with the list's top in view they go in
 * at once. A polite live region announces only the count, never the entries.
 */
export function GpTicker({ ticker }: { ticker: Ticker }) {
  const { store } = ticker;
  const loading = useStore(store, (state) => state.loading);
  const name = useStore(store, (state) => state.name);
  const raceState = useStore(store, (state) => state.state);
  const lap = useStore(store, (state) => state.lap);
  const laps = useStore(store, (state) => state.laps);
  const classification = useStore(store, (state) => state.classification);
  const entries = useStore(store, (state) => state.entries);
  const more = useStore(store, (state) => state.more);
  const failed = useStore(store, (state) => state.failed);
  const [importantOnly, setImportantOnly] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  // The newest entry the reader has been shown; newer ones wait while they read further down.
  const [shownUpTo, setShownUpTo] = useState<number | undefined>(undefined);
  const newest = entries[0]?.seq;

  // The first entry in view when new ones go in at the top, and where it was.
  const reading = useRef<{ entry: Element; top: number } | undefined>(undefined);

  useEffect(
    () =>
      store.subscribe((state) => {
        const seq = state.entries[0]?.seq;
        // With the list's top in view new entries go in; further down they wait for the reader.
        const atTop = (list.current?.getBoundingClientRect().top ?? 0) >= 0;
        reading.current = atTop ? firstInView(list.current) : undefined;
        if (atTop) setShownUpTo(seq);
        else setShownUpTo((shown) => shown ?? seq);
      }),
    [store],
  );

  const visible = entries.filter(
    (entry) => (shownUpTo === undefined || entry.seq <= shownUpTo) && (!importantOnly || entry.important),
  );
  const rendered = useRenderedInSlices(visible, (entry) => entry.id);

  // issue 30: at the top, new entries go in above the one the reader is reading, and the page scrolls by
  // their height before it is painted, so what they read stays where it was (the browser's own scroll
  // anchoring would hold the page's first visible element instead, often the heading above the list).
  // Entries that come in later slices go in above it too, so it is held until all are in.
  useLayoutEffect(() => {
    const kept = reading.current;
    if (rendered.length == visible.length) reading.current = undefined;
    if (!kept?.entry.isConnected) return;
    const moved = kept.entry.getBoundingClientRect().top - kept.top;
    if (moved) window.scrollBy({ top: moved, behavior: 'instant' });
  }, [rendered, visible]);
  const waiting =
    shownUpTo === undefined
      ? 0
      : entries.filter((entry) => entry.seq > shownUpTo && (!importantOnly || entry.important)).length;
  const status =
    raceState == 'pre' ? 'Vorbericht' : raceState == 'live' ? `Live – Runde ${lap}/${laps}` : 'Beendet';
  const showNew = () => {
    reading.current = undefined;
    setShownUpTo(newest);
    // Focus goes to the list before the button goes away, so it never falls to <body>.
    list.current?.focus({ preventScroll: true });
    list.current?.scrollIntoView({ block: 'start' });
  };
  const older = async () => {
    setLoadingOlder(true);
    await ticker.loadOlder();
    setLoadingOlder(false);
  };

  if (loading) return <p className="kiosk-gp-ticker__loading">Ticker wird geladen …</p>;
  return (
    <section className="kiosk-gp-ticker" aria-label={`GP-Ticker: ${name}`}>
      <header className="kiosk-gp-ticker__head">
        <h2 className="kiosk-gp-ticker__name">{name}</h2>
        <p className={`kiosk-gp-ticker__state kiosk-gp-ticker__state--${raceState}`}>{status}</p>
      </header>
      <Notice message={failed ? FAILED_TEXT : undefined} onRetry={ticker.retry} />
      {classification.length > 0 && (
        <table className="kiosk-gp-ticker__top">
          <caption>Top 10</caption>
          <thead>
            <tr>
              <th scope="col">Pos.</th>
              <th scope="col">Fahrer</th>
              <th scope="col">Abstand</th>
            </tr>
          </thead>
          <tbody>
            {classification.map((car) => (
              <tr key={car.position}>
                <td>{car.position}</td>
                <td>
                  {car.driver} <span className="kiosk-gp-ticker__team">{car.team}</span>
                </td>
                <td>{gapText(car.gap)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <label className={choice}>
        <input
          type="checkbox"
          checked={importantOnly}
          onChange={(event) => {
            reading.current = undefined;
            setImportantOnly(event.target.checked);
          }}
        />
        Nur wichtige Ereignisse
      </label>
      <p className="kiosk-gp-ticker__announce" role="status">
        {waiting > 0 ? countText(waiting) : ''}
      </p>
      {/* A slot of no height: the button floats over the list, so its arrival moves nothing. */}
      <div className="kiosk-gp-ticker__new-slot">
        {waiting > 0 && (
          <button type="button" className="kiosk-gp-ticker__new" onClick={showNew}>
            {countText(waiting)}
          </button>
        )}
      </div>
      <ol ref={list} className="kiosk-gp-ticker__entries" tabIndex={-1} aria-label="Einträge">
        {rendered.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </ol>
      {more && (
        <button
          type="button"
          className={`${textButton} kiosk-gp-ticker__older`}
          disabled={loadingOlder}
          onClick={() => void older()}
        >
          Ältere Einträge laden
        </button>
      )}
    </section>
  );
}
