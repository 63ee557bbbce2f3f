import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useStore } from 'zustand';
import { withoutFilter, type SortOrder } from '../../features/camping/search-query.ts';
import { actionButtonSecondary } from '../../ui/action-button.ts';
import { field } from '../../ui/field.ts';
import { Notice } from '../../ui/notice.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useFocusItem } from '../../ui/use-focus-item.ts';
import { useUniqueId } from '../../ui/use-unique-id.ts';
import type { CampingSearch } from './camping-controller.ts';
import { filterName, NO_RESULTS, pitchCount, SEARCH_SLOW, withoutAdvice } from './messages.ts';
import { PitchEntry } from './pitch-entry.tsx';

interface PitchListProps {
  search: CampingSearch;
  heading: RefObject<HTMLHeadingElement | null>;
  onOpen(id: string, opener: HTMLElement): void;
}

/**
 * The entries (issue 28), the full equivalent of the map: count, sort, the entries, 'Weitere
 * Stellplätze laden' (focus to the first new entry), and with no results the filter to drop.
 */
export function PitchList({ search, heading, onOpen }: PitchListProps) {
  const answer = useStore(search.store, (state) => state.answer);
  const status = useStore(search.store, (state) => state.status);
  const slow = useStore(search.store, (state) => state.slow);
  const message = useStore(search.store, (state) =>
    state.messageAt == 'results' ? state.message : undefined,
  );
  const query = useStore(search.store, (state) => state.query);
  const marked = useStore(search.store, (state) => state.marked);
  const chosen = useStore(search.store, (state) => state.chosen);
  const loadingMore = useStore(search.store, (state) => state.loadingMore);
  const id = useUniqueId('kiosk-camping-list');
  const list = useRef<HTMLUListElement>(null);
  // The first new entry after 'Weitere Stellplätze laden', focused once it is rendered.
  const focusEntry = useFocusItem(list, '.kiosk-camping-entry__link');

  // A pin chose this entry: it scrolls into view, focus stays where it is (issue 28).
  useLayoutEffect(() => {
    if (!chosen) return;
    list.current?.querySelector(`[data-pitch="${CSS.escape(chosen)}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [chosen]);

  const entries = answer?.entries ?? [];
  const advice = answer?.advice;
  const empty = status == 'done' && answer?.total === 0;
  return (
    <section className="kiosk-camping-list" aria-labelledby={`${id}-title`} aria-busy={status == 'loading'}>
      <div className="kiosk-camping-list__head">
        {/* The spinner beside the count, not above the entries: a search never pushes the list down. */}
        <div className="kiosk-camping-list__count">
          <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="kiosk-camping-list__title">
            {answer ? pitchCount(answer.total) : 'Stellplätze'}
          </h3>
          {/* Its place is kept while idle: a spinner coming in widened the row, and at 375 px the sort
              control wrapped below it and pushed the entries down. */}
          <span className="kiosk-camping-list__busy">
            {status == 'loading' && <Spinner label="Stellplätze werden gesucht …" />}
          </span>
        </div>
        <div className="kiosk-camping-list__sort">
          <label className="kiosk-camping__label" htmlFor={`${id}-sort`}>
            Sortieren nach
          </label>
          <select
            id={`${id}-sort`}
            className={`${field} kiosk-camping__input`}
            value={query.sort}
            onChange={(event) => void search.setSort(event.currentTarget.value as SortOrder)}
          >
            <option value="distance">Entfernung</option>
            <option value="price">Preis</option>
            <option value="rating">Bewertung</option>
          </select>
        </div>
      </div>
      {/* A search slower than usual says so over the entries it will replace, not above them: they stay. */}
      <div
        className={
          status == 'loading' && slow && entries.length
            ? 'kiosk-camping-list__results kiosk-camping-list__results--slow'
            : 'kiosk-camping-list__results'
        }
      >
        <Notice
          message={status == 'loading' && slow ? SEARCH_SLOW : message}
          tone={status == 'loading' ? 'info' : 'error'}
          onRetry={message ? () => void search.retry() : undefined}
        />
        {empty && (
          <div className="kiosk-camping-list__empty">
            <p>{NO_RESULTS}</p>
            {advice && (
              <button
                type="button"
                className={actionButtonSecondary}
                onClick={() => {
                  void search.setFilters(withoutFilter(query.filters, advice.filter));
                  heading.current?.focus();
                }}
              >
                {withoutAdvice(filterName(advice.filter, query.filters), advice.total)}
              </button>
            )}
          </div>
        )}
        <ul ref={list} className="kiosk-camping-list__entries">
          {entries.map((entry) => (
            <PitchEntry
              key={entry.id}
              entry={entry}
              marked={entry.id == marked}
              onMark={search.mark}
              onOpen={onOpen}
            />
          ))}
        </ul>
      </div>
      {answer && entries.length < answer.total && (
        <button
          type="button"
          className={`${actionButtonSecondary} kiosk-camping-list__more`}
          aria-busy={loadingMore}
          onClick={async () => {
            const first = await search.loadMore();
            if (first !== undefined) focusEntry(first);
          }}
        >
          {loadingMore ? 'Wird geladen …' : 'Weitere Stellplätze laden'}
        </button>
      )}
    </section>
  );
}
