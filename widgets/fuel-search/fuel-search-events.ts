/**
 * spec 2.7: the fuel station search's analytics areas. The spec names the areas, not the events; the
 * names follow spec 9.6's snake_case, the props carry the reader's choice.
 */
export type FuelSearchEvents = {
  /** The radius choice, in km. */
  fuel_search_radius: { range: number };
  /** The fuel type choice (spec 9.3 id). */
  fuel_search_fuel_type: { fuelType: string };
  /** The station brand choice (spec 9.3 id; '' for all brands). */
  fuel_search_brand: { brand: string };
  /** 'Spritpreise vergleichen', in the form or as its sticky variant on small screens. */
  fuel_search_compare: { sticky: boolean };
  /** 'Standort ermitteln', with how it ended. */
  fuel_search_location: { result: 'granted' | 'denied' | 'unavailable' | 'timeout' };
};

declare module '../../src/analytics/catalogue.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merging adds these events
  interface DeclaredEvents extends FuelSearchEvents {}
}
