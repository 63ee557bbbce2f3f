import type { Bbox } from '../../features/camping/pitch.ts';
import {
  filterParams,
  NO_FILTERS,
  readFilterParams,
  SORT_ORDERS,
  type PitchFilters,
  type SortOrder,
} from '../../features/camping/search-query.ts';

/** Everything a search is, as the URL holds it (issue 28: all search state in the URL). */
export interface SearchState {
  /** The place as the reader reads it ('Büsum'). */
  place: string;
  /** The area searched: the place's box, or the map's after an area search. */
  area?: Bbox;
  /** The place distances are measured from. */
  near?: { lat: number; lng: number };
  from: string;
  to: string;
  persons: number;
  filters: PitchFilters;
  sort: SortOrder;
}

export const EMPTY_SEARCH: SearchState = {
  place: '',
  from: '',
  to: '',
  persons: 2,
  filters: NO_FILTERS,
  sort: 'distance',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PARAMS = [
  'ort',
  'gebiet',
  'nahe',
  'anreise',
  'abreise',
  'personen',
  'sortierung',
  'typ',
  'preis',
  'ausstattung',
  'laenge',
  'sofort',
  'offen',
];

function numbers(text: string | null, count: number) {
  const values = (text ?? '').split(',').map(Number);
  return text && values.length == count && values.every(Number.isFinite) ? values : undefined;
}

/** Reads the search from a query string; what does not fit is left at its default. */
export function readSearch(search: string): SearchState {
  const params = new URLSearchParams(search);
  const area = numbers(params.get('gebiet'), 4);
  const near = numbers(params.get('nahe'), 2);
  const [west = 0, south = 0, east = 0, north = 0] = area ?? [];
  const persons = Number(params.get('personen'));
  const sort = params.get('sortierung') as SortOrder;
  const from = params.get('anreise') ?? '';
  const to = params.get('abreise') ?? '';
  return {
    place: (params.get('ort') ?? '').slice(0, 80),
    ...(area && west < east && south < north ? { area: [west, south, east, north] as const } : {}),
    ...(near ? { near: { lat: near[0] ?? 0, lng: near[1] ?? 0 } } : {}),
    from: DATE.test(from) ? from : '',
    to: DATE.test(to) ? to : '',
    persons: Number.isInteger(persons) && persons >= 1 && persons <= 8 ? persons : 2,
    filters: readFilterParams((name) => params.get(name)),
    sort: SORT_ORDERS.includes(sort) ? sort : 'distance',
  };
}

const round = (value: number) => String(Math.round(value * 1e4) / 1e4);

/** The search written into `search` (a page's own parameters stay). */
export function writeSearch(state: SearchState, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of PARAMS) params.delete(name);
  const own: Record<string, string | undefined> = {
    ort: state.place || undefined,
    gebiet: state.area?.map(round).join(','),
    nahe: state.near ? `${round(state.near.lat)},${round(state.near.lng)}` : undefined,
    anreise: state.from || undefined,
    abreise: state.to || undefined,
    personen: state.persons == 2 ? undefined : String(state.persons),
    sortierung: state.sort == 'distance' ? undefined : state.sort,
    ...filterParams(state.filters),
  };
  for (const [name, value] of Object.entries(own)) if (value !== undefined) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** spec 2.5 leaves other hashes to the page; this one is the pitch overlay's. */
export const PITCH_HASH = /^#stellplatz-([A-Za-z0-9_-]{1,40})$/;
export const pitchHash = (id: string) => `#stellplatz-${id}`;
export const openPitchOf = (hash: string) => PITCH_HASH.exec(hash)?.[1];
