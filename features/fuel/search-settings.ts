/** spec 3.10: the search settings kept in browser storage. */
export interface SearchSettings {
  searchText: string;
  /** The radius in km. */
  range: number;
  fuelType: string;
  /** '' means all brands. */
  brand: string;
}

/** spec 9.3: the defaults. */
export const DEFAULT_SETTINGS: SearchSettings = { searchText: '', range: 5, fuelType: '2', brand: '' };

/** The radii a reader picks from; 25 km is the station search's limit. */
export const RANGES: readonly number[] = [1, 2, 5, 10, 15, 20, 25];
