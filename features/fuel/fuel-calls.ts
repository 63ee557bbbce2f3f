import type { BackendCall, WireFields } from '../../src/kit/backend-call.ts';
import { HOURS_FAILED, SEARCH_FAILED } from './messages.ts';

/**
 * The fuel search's calls (`fuel-api.ts`, `hourly-averages.ts`) as contracts for the integration guide
 * (spec 7.7, the Tankerkönig shape). `readPlace`, `readStation`, `listOf` and `detailsOf` in fuel-api.ts and
 * `pricesByHour` in hourly-averages.ts read the answers described here.
 */
const PLACE: WireFields = {
  _id: { type: 'string', required: true, description: 'the postcode' },
  name: { type: 'string', required: true, description: 'the city' },
  lat: { type: 'number', required: true },
  lng: { type: 'number', required: true },
};

const PLACE_LEFT_OUT = 'A place missing a field, or with one of the wrong type, is left out without a word.';

export const FUEL_PLACES: BackendCall = {
  summary:
    'the places for what the reader types (a city or postcode prefix, 2 characters or more): the suggestions, and on search the first one',
  method: 'GET',
  xhr: true,
  path: '/mt/places',
  query: { q: { type: 'string', required: true, description: 'what the reader typed' } },
  response: {
    ok: { type: 'boolean', required: true, description: 'must be `true`' },
    pois: { type: 'array', required: true, description: 'best match first', fields: PLACE },
  },
  misfit: `Any status but 2xx, a timeout, a dropped connection, unreadable JSON or an answer without \`ok: true\` and a \`pois\` array: no suggestions are shown, and a search says '${SEARCH_FAILED}' with 'Erneut versuchen'. An empty list makes a search say that no place was found. ${PLACE_LEFT_OUT}`,
  demo: { path: '/mt/places?q=Berl' },
};

export const FUEL_NEAREST_PLACE: BackendCall = {
  summary: "after 'Standort ermitteln': the place nearest to the reader",
  method: 'GET',
  xhr: true,
  path: '/mt/places',
  query: {
    lat: { type: 'number', required: true, description: 'decimal degrees' },
    lng: { type: 'number', required: true, description: 'decimal degrees' },
  },
  response: {
    ok: { type: 'boolean', required: true, description: 'must be `true`' },
    pois: { type: 'array', required: true, description: 'the first one is used', fields: PLACE },
  },
  misfit: `A failed call, an answer that does not fit or an empty list says '${SEARCH_FAILED}'. ${PLACE_LEFT_OUT}`,
  demo: { path: '/mt/places?lat=52.52&lng=13.40' },
};

export const FUEL_STATIONS: BackendCall = {
  summary:
    "the stations around a place that sell the chosen fuel, slim: what a row, the map and the order need (a 25 km search in a city answers a thousand stations); each station's posted hours come from its details call",
  method: 'GET',
  xhr: true,
  path: '/mt/stations',
  query: {
    lat: { type: 'number', required: true, description: "the place's latitude" },
    lng: { type: 'number', required: true, description: "the place's longitude" },
    rad: { type: 'number', required: true, description: 'radius in km, 1 to 25' },
    type: { type: 'string', required: true, description: 'fuel type id (`1` E10, `2` E5, `4` Diesel, …)' },
    brand: { type: 'string', required: true, description: "brand id; empty: 'Alle Tankstellenmarken'" },
    sort: { type: 'string', required: true, description: '`price` or `dist`' },
  },
  response: {
    ok: { type: 'boolean', required: true, description: 'must be `true`' },
    stations: {
      type: 'array',
      required: true,
      fields: {
        id: {
          type: 'string',
          required: true,
          description: 'asks for its details (`/mt/stations/{stationId}`)',
        },
        brand: { type: 'string', required: true, description: 'as the pump shows it' },
        street: { type: 'string', required: true },
        houseNumber: { type: 'string', required: true },
        postCode: { type: 'string', required: true },
        place: { type: 'string', required: true },
        lat: { type: 'number', required: true },
        lng: { type: 'number', required: true },
        dist: { type: 'number', required: true, description: 'km from the place' },
        isOpen: { type: 'boolean', required: true },
        wholeDay: { type: 'boolean', required: true, description: 'open 24 hours' },
        opensAt: {
          type: ['string', 'null'],
          required: true,
          description: 'ISO 8601: when a closed station opens next; null when open',
        },
        price: {
          type: ['number', 'null'],
          required: true,
          description: 'euros per litre, above 0; null: no price reported',
        },
        priceChangedAt: {
          type: ['string', 'null'],
          required: true,
          description: 'ISO 8601: when the price last changed',
        },
      },
    },
  },
  misfit: `Any status but 2xx, a timeout, a dropped connection, unreadable JSON or an answer without \`ok: true\` and a \`stations\` array says '${SEARCH_FAILED}' with 'Erneut versuchen'. A station missing a required field, or with one of the wrong type, is left out (one console line for all left out). Fields beyond these are not read.`,
  demo: { path: '/mt/stations?lat=52.52&lng=13.40&rad=5&type=2&brand=&sort=price' },
};

/** A Berlin station of the demo seed (open 06:00 to 23:00 every day), for the contract's demo request. */
export const DEMO_STATION_ID = 'c7ac8f12-10aa-86f1-5f14-e41433927475';

export const FUEL_STATION_DETAILS: BackendCall = {
  summary:
    "a station's posted hours, when the reader opens its 'Öffnungszeiten' (not for a station open around the clock); once per station and page",
  method: 'GET',
  xhr: true,
  path: '/mt/stations/{stationId}',
  response: {
    ok: { type: 'boolean', required: true, description: 'must be `true`' },
    station: {
      type: 'object',
      required: true,
      fields: {
        id: { type: 'string', required: true, description: 'the station asked for' },
        openingTimes: {
          type: 'array',
          required: true,
          description: 'empty: the station posts none',
          fields: {
            days: { type: 'string', required: true, description: "e.g. 'Mo–Fr'" },
            start: { type: 'string', required: true, description: "'06:00'" },
            end: { type: 'string', required: true, description: "'22:00'" },
          },
        },
      },
    },
  },
  misfit: `Any status but 2xx, a timeout (\`fuelSearch.timeoutMs\`), a dropped connection, unreadable JSON, or an answer without \`ok: true\` and a \`station\` with the asked \`id\` and an \`openingTimes\` array says '${HOURS_FAILED}' in the opened row with 'Erneut versuchen' (opening the row again also asks again); the rest of the list stays as it is. A line missing a field, or with one of the wrong type, is left out (one console line).`,
  demo: { path: `/mt/stations/${DEMO_STATION_ID}` },
};

export const FUEL_HOURLY_AVERAGES: BackendCall = {
  summary: 'the hourly price averages for the chart: once per page, however many widgets mount',
  method: 'POST',
  xhr: true,
  path: '/mt/hourly-price-average',
  headers: { 'Content-Type': 'application/json' },
  response: {
    hours: {
      type: 'object',
      required: true,
      description: 'by fuel: `s95_e10`, `s95_e5`, `diesel`, each an array of 24 prices (euros, from 0 h)',
    },
    updatedAt: { type: 'string', description: 'ISO 8601; not read' },
  },
  misfit:
    'A failed call or an answer that is not a JSON object is logged once; the search works without the chart. A fuel whose entry is not 24 positive numbers gets no chart.',
  demo: { path: '/mt/hourly-price-average' },
};
