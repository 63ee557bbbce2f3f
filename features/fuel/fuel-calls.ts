import type { BackendCall, WireFields } from '../../src/kit/backend-call.ts';
import { SEARCH_FAILED } from './messages.ts';

/**
 * The fuel search's calls (`fuel-api.ts`, `hourly-averages.ts`) as contracts for the integration guide
 * (spec 7.7, the Tankerkönig shape). `readPlace`, `readStation` and `listOf` in fuel-api.ts and
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
  summary: 'the stations around a place that sell the chosen fuel',
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
        id: { type: 'string', required: true },
        name: { type: 'string', required: true },
        brand: { type: 'string', required: true, description: 'as the pump shows it' },
        brandId: { type: 'string', required: true },
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
        openingTimes: {
          type: 'array',
          required: true,
          description: 'lines missing a field are left out',
          fields: {
            days: { type: 'string', required: true, description: "e.g. 'Mo–Fr'" },
            start: { type: 'string', required: true, description: "'06:00'" },
            end: { type: 'string', required: true, description: "'22:00'" },
          },
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
  misfit: `Any status but 2xx, a timeout, a dropped connection, unreadable JSON or an answer without \`ok: true\` and a \`stations\` array says '${SEARCH_FAILED}' with 'Erneut versuchen'. A station missing a required field, or with one of the wrong type, is left out without a word (not logged).`,
  demo: { path: '/mt/stations?lat=52.52&lng=13.40&rad=5&type=2&brand=&sort=price' },
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
