/**
 * One station as the station search lists it (the Tankerkönig list shape, plus open state and price
 * age): what a row, the map and the order need. Its posted hours come on demand (`StationDetails`), so
 * a 25 km answer of a thousand stations stays small enough to parse and sort without a long task
 * (issue 22).
 */
export interface Station {
  id: string;
  /** The brand's name as the pump shows it. */
  brand: string;
  street: string;
  houseNumber: string;
  postCode: string;
  place: string;
  lat: number;
  lng: number;
  /** Kilometres from the search centre. */
  dist: number;
  isOpen: boolean;
  wholeDay: boolean;
  /** When a closed station opens next (ISO 8601); null when open. */
  opensAt: string | null;
  /** Euros per litre of the asked fuel; null when the station reports none (or the type has none). */
  price: number | null;
  /** When the price last changed (ISO 8601); null without a price. */
  priceChangedAt: string | null;
}

/** One line of posted hours, as the station posts it ('Mo–Fr', '06:00', '22:00'). */
export interface OpeningTime {
  days: string;
  start: string;
  end: string;
}

/** What a station's details call adds to its row: the posted hours (none when open around the clock). */
export interface StationDetails {
  id: string;
  openingTimes: readonly OpeningTime[];
}

/** A place a search starts from (spec 3.10 selectedSearchPOI): `_id` is the postcode, `name` the city. */
export interface Place {
  _id: string;
  name: string;
  lat: number;
  lng: number;
}

export type SortOrder = 'price' | 'dist';
