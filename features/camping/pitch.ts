/**
 * The camping search's wire shapes (issue 28, spec 1 'a camping pitch search with map and list'): what
 * the demo backend answers and the widget reads. Coordinates are WGS 84 decimal degrees; prices whole
 * euros per night.
 */

/** A Wohnmobilstellplatz or a Campingplatz. */
export type PitchType = 'stellplatz' | 'campingplatz';

export const PITCH_TYPES: Readonly<Record<PitchType, string>> = {
  stellplatz: 'Wohnmobilstellplatz',
  campingplatz: 'Campingplatz',
};

/** The amenities a pitch may have, by their key in URLs and answers. */
export const AMENITIES = {
  strom: 'Strom',
  entsorgung: 'Ver- und Entsorgung',
  wlan: 'WLAN',
  hunde: 'Hunde erlaubt',
  barrierefrei: 'barrierefrei',
  ganzjaehrig: 'ganzjährig geöffnet',
  wasser: 'am Wasser',
} as const;

export type Amenity = keyof typeof AMENITIES;

export const isAmenity = (key: string): key is Amenity => Object.hasOwn(AMENITIES, key);

/** West, south, east, north. */
export type Bbox = readonly [west: number, south: number, east: number, north: number];

/** A place the reader can search around: a town, a region or a postcode. */
export interface CampingPlace {
  id: string;
  name: string;
  /** What kind of place, for the suggestion ('Region', 'Ort', a postcode). */
  kind: 'ort' | 'region';
  /** The region a town lies in ('Nordsee'), or the country of a region. */
  detail: string;
  postcode?: string;
  lat: number;
  lng: number;
  bbox: Bbox;
}

/** A pin: as little as the map needs for thousands of pitches. */
export interface PitchPoint {
  id: string;
  lat: number;
  lng: number;
  /** Euros per night. */
  price: number;
  type: PitchType;
}

/** A list entry. */
export interface PitchEntry extends PitchPoint {
  name: string;
  place: string;
  region: string;
  /** km from the searched place; null in an area search without one. */
  distanceKm: number | null;
  /** The total for the searched dates and persons; null without dates or when not bookable then. */
  total: number | null;
  nights: number;
  rating: number;
  reviews: number;
  amenities: Amenity[];
  image: string;
}

/** The pitch overlay's content. */
export interface PitchDetail extends PitchEntry {
  description: string;
  images: string[];
  /** Day of the year as 'MM-DD', from and to; the whole year for a pitch open all year. */
  season: { from: string; to: string };
  maxLength: number;
  instantBooking: boolean;
  country: string;
  /** The partner's booking page without dates. */
  bookingUrl: string;
}

/** The price for the reader's dates (spec 1: a camper pitch booking partnership). */
export interface PitchQuote {
  from: string;
  to: string;
  nights: number;
  persons: number;
  /** Every night free and in season. */
  available: boolean;
  total: number;
  /** The partner's booking page for these dates. */
  bookingUrl: string;
}

/** A pitch's nights for the next 12 months, and the price for the reader's dates when they gave some. */
export interface PitchAvailability {
  /** The first night, 'YYYY-MM-DD' (today on the server's clock). */
  start: string;
  /** One character a night from `start`: '1' free, '0' booked, '-' closed. */
  calendar: string;
  quote: PitchQuote | null;
}
