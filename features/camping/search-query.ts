import { AMENITIES, isAmenity, type Amenity, type PitchType } from './pitch.ts';

/** The filters of the camping search (issue 28), as the URL and the backend both spell them. */
export interface PitchFilters {
  type: PitchType | '';
  /** Euros per night at most; 0: any. */
  priceMax: number;
  amenities: readonly Amenity[];
  /** The reader's vehicle in metres; 0: any. */
  length: number;
  /** 'sofort buchbar': online booking, and free every night of the dates. */
  instant: boolean;
  /** 'am Reisedatum geöffnet': in season every night of the dates. */
  open: boolean;
}

export type SortOrder = 'distance' | 'price' | 'rating';
export const SORT_ORDERS: readonly SortOrder[] = ['distance', 'price', 'rating'];

export const NO_FILTERS: PitchFilters = {
  type: '',
  priceMax: 0,
  amenities: [],
  length: 0,
  instant: false,
  open: false,
};

/** One filter the no-results advice can drop: an amenity key, or the name of another filter. */
export type FilterKey = Amenity | 'type' | 'priceMax' | 'length' | 'instant' | 'open';

/** The filters that are on, each as a key the advice and the chips name. */
export function activeFilters(filters: PitchFilters): FilterKey[] {
  return [
    ...(filters.type ? (['type'] as const) : []),
    ...(filters.priceMax ? (['priceMax'] as const) : []),
    ...filters.amenities,
    ...(filters.length ? (['length'] as const) : []),
    ...(filters.instant ? (['instant'] as const) : []),
    ...(filters.open ? (['open'] as const) : []),
  ];
}

/** The filters without one of them. */
export function withoutFilter(filters: PitchFilters, key: FilterKey): PitchFilters {
  if (isAmenity(key)) return { ...filters, amenities: filters.amenities.filter((amenity) => amenity != key) };
  return { ...filters, [key]: NO_FILTERS[key] };
}

export const isFilterKey = (key: string): key is FilterKey =>
  isAmenity(key) || ['type', 'priceMax', 'length', 'instant', 'open'].includes(key);

/** The filters as query parameters, only those that are on (the URL stays short and readable). */
export function filterParams(filters: PitchFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.type) params.typ = filters.type;
  if (filters.priceMax) params.preis = String(filters.priceMax);
  if (filters.amenities.length) params.ausstattung = filters.amenities.join(',');
  if (filters.length) params.laenge = String(filters.length);
  if (filters.instant) params.sofort = '1';
  if (filters.open) params.offen = '1';
  return params;
}

const wholeNumber = (text: string | null | undefined, max: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 && value <= max ? value : 0;
};

/** Reads `filterParams` back; what does not fit is left off (a hand-edited URL still opens). */
export function readFilterParams(get: (name: string) => string | null | undefined): PitchFilters {
  const type = get('typ');
  const amenities = (get('ausstattung') ?? '').split(',').filter(isAmenity);
  return {
    type: type == 'stellplatz' || type == 'campingplatz' ? type : '',
    priceMax: wholeNumber(get('preis'), 500),
    amenities: Object.keys(AMENITIES).filter((key): key is Amenity => amenities.includes(key as Amenity)),
    length: wholeNumber(get('laenge'), 20),
    instant: get('sofort') == '1',
    open: get('offen') == '1',
  };
}
