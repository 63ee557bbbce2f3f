import { useRef } from 'react';
import { useStore } from 'zustand';
import { activeFilters, withoutFilter } from '../../features/camping/search-query.ts';
import type { CampingSearch } from './camping-controller.ts';
import { filterName } from './messages.ts';

/**
 * The filters that are on, as removable chips. Removing one moves focus to the next chip (or the
 * list's heading when none is left), never to the page.
 */
export function FilterChips({ search, after }: { search: CampingSearch; after: () => HTMLElement | null }) {
  const filters = useStore(search.store, (state) => state.query.filters);
  const list = useRef<HTMLUListElement>(null);
  const keys = activeFilters(filters);
  if (keys.length == 0) return null;
  return (
    <ul ref={list} className="kiosk-camping-chips" aria-label="Aktive Filter">
      {keys.map((key, index) => {
        const name = filterName(key, filters);
        return (
          <li key={key}>
            <button
              type="button"
              className="kiosk-camping-chip"
              aria-label={`Filter „${name}“ entfernen`}
              onClick={() => {
                void search.setFilters(withoutFilter(filters, key));
                const buttons = list.current?.querySelectorAll('button');
                const next = buttons?.[index + 1] ?? buttons?.[index - 1];
                (next ?? after())?.focus();
              }}
            >
              {name} <span aria-hidden="true">×</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
