import type { BackendCall, WireFields } from '../../src/kit/backend-call.ts';
import { CRITERION_PREFIX } from './comparison-params.ts';
import { FIELDS } from './fields.ts';

/**
 * The vehicle calls (`vehicle-api.ts`) as contracts for the integration guide. `parseTree` (parse-tree.ts),
 * `parseVersions` and `parseSearch` (parse-vehicles.ts) read the answers described here; the
 * technical data keys are `FIELDS` (fields.ts), so the guide lists exactly the keys the table shows.
 */
const NAMED: WireFields = {
  id: { type: 'string', required: true, description: 'not empty' },
  name: { type: 'string', required: true, description: 'not empty' },
};

const SUMMARY: WireFields = {
  id: { type: 'string', required: true },
  brand: { type: 'string', required: true, description: "the make's name" },
  series: { type: 'string', required: true, description: "the series' name" },
  name: { type: 'string', required: true, description: "the version's own name, e.g. '1.5 eTSI DSG'" },
};

const KIND = { type: 'string', required: true, description: '`car` or `motorcycle`' } as const;

const ENTRY_LEFT_OUT = 'An entry missing a required field, or with one of the wrong type, is left out.';

/** `Leistung (kW; car, motorcycle)`: the label, unit and kinds of one technical data key. */
const technicalData: WireFields = Object.fromEntries(
  FIELDS.map((field) => [
    field.key,
    {
      type: field.type == 'number' ? 'number' : 'string',
      description: `${field.label.replaceAll('\u00ad', '')} (${field.type == 'number' ? field.unit : 'text'}; ${field.kinds.join(', ')})`,
    },
  ]),
);

export const VEHICLE_TREE: BackendCall = {
  summary: "the brand tree of the pickers: makes → series → versions ('Marke', 'Baureihe'/'Modell')",
  method: 'GET',
  xhr: true,
  path: '/vehicles/tree',
  query: { kind: KIND },
  response: {
    brands: {
      type: 'array',
      required: true,
      fields: {
        ...NAMED,
        series: {
          type: 'array',
          required: true,
          fields: { ...NAMED, versions: { type: 'array', required: true, fields: NAMED } },
        },
      },
    },
  },
  misfit: `Any status but 2xx, a timeout, a dropped connection, unreadable JSON or an answer without \`brands\` shows the German error with 'Erneut versuchen' where the reader acted. ${ENTRY_LEFT_OUT} A model teaser whose series the tree does not hold keeps its server markup and says why in one console line.`,
  demo: { path: '/vehicles/tree?kind=car' },
};

export const VEHICLE_VERSIONS: BackendCall = {
  summary: 'the technical data of the compared versions',
  method: 'GET',
  xhr: true,
  path: '/vehicles/versions',
  query: {
    ids: {
      type: 'string',
      required: true,
      description: 'repeated, one per version: `ids=a&ids=b` (at most 4)',
    },
  },
  response: {
    versions: {
      type: 'array',
      required: true,
      fields: {
        ...SUMMARY,
        kind: KIND,
        score: {
          type: 'number',
          description: "the '1000-Punkte-Wertung', 0 to 1000; anything else is not shown",
        },
        values: {
          type: 'object',
          required: true,
          description:
            'by key; a key that does not apply (the range of a petrol car) is left out and shows as –; a value that is neither a finite number nor text is ignored',
          fields: technicalData,
        },
      },
    },
  },
  misfit: `A failed call or an answer without \`versions\` shows the German error with 'Erneut versuchen'; the comparison in the URL is kept. ${ENTRY_LEFT_OUT}`,
  demo: { path: '/vehicles/versions?ids=vw-golf-2-0-tdi-dsg' },
};

export const VEHICLE_SEARCH: BackendCall = {
  summary:
    "'Suche anpassen': the number of matching versions and the first of them (the demo host sends up to 50)",
  method: 'GET',
  xhr: true,
  path: '/vehicles/search',
  query: {
    kind: KIND,
    [`${CRITERION_PREFIX}<key>`]: {
      type: 'string',
      description:
        'one per criterion, the key as in the technical data: a number range `min-max` (a dot for decimals, either side may be empty: `k_price=-30000`), or choices separated by commas (`k_fuel=Diesel,Elektro`); criteria combine with AND, the choices of one with OR',
    },
    exclude: { type: 'string', description: 'version ids to leave out, separated by commas' },
  },
  response: {
    count: { type: 'number', required: true, description: 'a whole number, 0 or more: all matches' },
    versions: { type: 'array', required: true, description: 'the first matches', fields: SUMMARY },
  },
  misfit: `A failed call or an answer without a whole \`count\` and a \`versions\` array shows the German error with 'Erneut versuchen'. ${ENTRY_LEFT_OUT}`,
  demo: {
    path: '/vehicles/search?kind=car&k_powerPs=100-200&k_fuel=Benzin,Diesel&exclude=vw-golf-2-0-tdi-dsg',
  },
};
