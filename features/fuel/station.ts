/** One station as the station search answers it (the Tankerkönig shape, plus hours and price age). */
export interface Station {
  id: string;
  name: string;
  /** The brand's name as the pump shows it; `brandId` is its id in spec 9.3's enumeration. */
  brand: string;
  brandId: string;
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
  /** Opening hours as the station posts them ('Mo–Fr', '06:00', '22:00'). */
  openingTimes: ReadonlyArray<{ days: string; start: string; end: string }>;
  /** Euros per litre of the asked fuel; null when the station reports none (or the type has none). */
  price: number | null;
  /** When the price last changed (ISO 8601); null without a price. */
  priceChangedAt: string | null;
}

/** A place a search starts from (spec 3.10 selectedSearchPOI): `_id` is the postcode, `name` the city. */
export interface Place {
  _id: string;
  name: string;
  lat: number;
  lng: number;
}

export type SortOrder = 'price' | 'dist';
