import type { BackendCall, WireFields } from '../../src/kit/backend-call.ts';

/**
 * The camping search's calls (camping-api.ts reads their answers) as contracts for the integration
 * guide (issue 28). Coordinates are WGS 84 decimal degrees, prices whole euros.
 */
const BBOX = { type: 'array', required: true, description: '[west, south, east, north] in degrees' } as const;
const LEFT_OUT =
  'A record missing a required field, or with one of the wrong type, is left out and logged once.';
const FAILED_SEARCH =
  "Any status but 2xx, a timeout, a dropped connection, unreadable JSON or an answer that does not fit says 'Die Stellplätze konnten nicht geladen werden. Bitte versuchen Sie es erneut.' with 'Erneut versuchen'; the query, dates, filters and the last results stay.";

const ENTRY: WireFields = {
  id: { type: 'string', required: true },
  name: { type: 'string', required: true },
  type: { type: 'string', required: true, description: '`stellplatz` or `campingplatz`' },
  place: { type: 'string', required: true },
  region: { type: 'string', required: true },
  lat: { type: 'number', required: true },
  lng: { type: 'number', required: true },
  price: { type: 'number', required: true, description: 'euros per night' },
  distanceKm: { type: ['number', 'null'], required: true, description: 'from `near` or `center`' },
  total: { type: ['number', 'null'], required: true, description: 'for the dates when free every night' },
  nights: { type: 'number', required: true },
  rating: { type: 'number', required: true, description: '1 to 5' },
  reviews: { type: 'number', required: true },
  amenities: {
    type: 'array',
    required: true,
    description: 'keys: `strom`, `entsorgung`, `wlan`, `hunde`, `barrierefrei`, `ganzjaehrig`, `wasser`',
  },
  image: { type: 'string', required: true, description: 'URL of a 3:2 picture' },
};

export const CAMPING_PLACES: BackendCall = {
  summary:
    'the places for what the reader types (town, region, postcode): suggestions, and on search the first one',
  method: 'GET',
  xhr: true,
  path: '/camping/places',
  query: { q: { type: 'string', required: true, description: 'what the reader typed' } },
  response: {
    ok: { type: 'boolean', required: true, description: 'must be `true`' },
    places: {
      type: 'array',
      required: true,
      fields: {
        id: { type: 'string', required: true },
        name: { type: 'string', required: true },
        kind: { type: 'string', required: true, description: '`ort` or `region`' },
        detail: { type: 'string', required: true, description: "the town's region or the region's country" },
        postcode: { type: 'string' },
        lat: { type: 'number', required: true },
        lng: { type: 'number', required: true },
        bbox: BBOX,
      },
    },
    suggestion: { type: ['string', 'null'], description: "with no places: the name for 'meinten Sie …?'" },
  },
  misfit: `A failed call shows no suggestions, and a search says 'Die Ortssuche hat nicht geklappt. Bitte versuchen Sie es erneut.' with 'Erneut versuchen'. ${LEFT_OUT}`,
  demo: { path: '/camping/places?q=B%C3%BCs' },
};

export const CAMPING_SEARCH: BackendCall = {
  summary: 'the pitches of an area with the filters: every pin, one page of entries and the total',
  method: 'GET',
  xhr: true,
  path: '/camping/search',
  query: {
    bbox: { type: 'string', required: true, description: '`west,south,east,north`' },
    near: { type: 'string', description: '`lat,lng` the distances are measured from' },
    typ: { type: 'string', description: '`stellplatz` or `campingplatz`' },
    preis: { type: 'number', description: 'euros per night at most' },
    ausstattung: { type: 'string', description: 'amenity keys, comma-separated: all must be there' },
    laenge: { type: 'number', description: "the reader's vehicle in metres" },
    sofort: { type: 'string', description: "`1`: 'sofort buchbar' (and free every night of the dates)" },
    offen: { type: 'string', description: "`1`: 'am Reisedatum geöffnet'" },
    from: { type: 'string', description: 'arrival, YYYY-MM-DD' },
    to: { type: 'string', description: 'departure, YYYY-MM-DD' },
    persons: { type: 'number', description: '1 to 8, with dates' },
    sort: { type: 'string', required: true, description: '`distance`, `price` or `rating`' },
    offset: { type: 'number', required: true },
    limit: { type: 'number', required: true, description: '1 to 50' },
  },
  response: {
    ok: { type: 'boolean', required: true, description: 'must be `true`' },
    total: { type: 'number', required: true },
    points: {
      type: 'array',
      required: true,
      description: 'every pitch found, in list order, each `[id, lat, lng, price, "s" | "c"]`',
    },
    entries: { type: 'array', required: true, description: 'the page from `offset`', fields: ENTRY },
    advice: {
      type: ['object', 'null'],
      description:
        'with no results: `{filter, total}`, the filter (an amenity key, `type`, `priceMax`, `length`, `instant` or `open`) whose removal brings back the most, and how many then; otherwise null',
    },
  },
  misfit: `${FAILED_SEARCH} ${LEFT_OUT}`,
  demo: { path: '/camping/search?bbox=8.6,54,9.1,54.3&near=54.1337,8.8652&sort=distance&offset=0&limit=20' },
};

export const CAMPING_DETAIL: BackendCall = {
  summary: 'one pitch for its overlay',
  method: 'GET',
  xhr: true,
  path: '/camping/pitches/{id}',
  response: {
    ok: { type: 'boolean', required: true, description: 'must be `true`' },
    pitch: {
      type: 'object',
      required: true,
      fields: {
        ...ENTRY,
        description: { type: 'string', required: true },
        images: { type: 'array', required: true, description: 'picture URLs' },
        season: { type: 'object', required: true, description: '`from` and `to` as `MM-DD`' },
        maxLength: { type: 'number', required: true, description: 'metres' },
        instantBooking: { type: 'boolean', required: true },
        country: { type: 'string', required: true },
        bookingUrl: { type: 'string', required: true, description: "the partner's booking page" },
      },
    },
  },
  misfit:
    "The overlay says 'Der Stellplatz konnte nicht geladen werden. Bitte versuchen Sie es erneut.' with 'Erneut versuchen'.",
  demo: { path: '/camping/pitches/cp0001' },
};

export const CAMPING_AVAILABILITY: BackendCall = {
  summary: "a pitch's nights for 12 months and the price for the reader's dates",
  method: 'GET',
  xhr: true,
  path: '/camping/pitches/{id}/availability',
  query: {
    from: { type: 'string', description: 'YYYY-MM-DD' },
    to: { type: 'string', description: 'YYYY-MM-DD' },
    persons: { type: 'number' },
  },
  response: {
    ok: { type: 'boolean', required: true, description: 'must be `true`' },
    start: { type: 'string', required: true, description: 'the first night, YYYY-MM-DD' },
    calendar: {
      type: 'string',
      required: true,
      description: "a night a character: '1' free, '0' booked, '-' closed",
    },
    quote: {
      type: ['object', 'null'],
      required: true,
      description:
        'null without dates; else `{from, to, nights, persons, available, total, bookingUrl}`: the price for the stay, whether every night is free, and the booking page for the dates',
    },
  },
  misfit:
    "The overlay says 'Preis und freie Nächte konnten nicht geladen werden.' with 'Erneut versuchen'; the rest of it stays.",
  demo: { path: '/camping/pitches/cp0001/availability' },
};
