import { apiCall, apiSettings } from '../../src/api-call.ts';
import type { BackendCall } from '../../src/kit/backend-call.ts';
import { pageShared } from '../../src/kit/page-shared.ts';
import { logWarning } from '../../src/log.ts';
import type { Kiosk } from '../../src/widget-contract.ts';
import { readSeason, type Season } from './season.ts';

/** What the generic call adds to every query (issue 25). */
const CLIENT_QUERY = {
  client: { type: 'string', description: "the site's apiClient (every generic call sends it)" },
  ab: { type: 'number', description: '1 in an A/B test, else 0' },
} as const;

export const SEASON_PATH = '/f1/season';
export const SEASON_ICS_PATH = '/f1/season.ics';
export const SEASON_TIMEOUT_MS = 8_000;

declare module '../../src/kit/page-shared.ts' {
  interface PageSharedValues {
    /** The season, loaded once per page for the countdown, the teaser and the calendar. */
    f1Season: Promise<Season | undefined>;
  }
}

/**
 * The season of the page, asked for once however many F1 widgets it holds. Undefined when the call
 * failed or the answer is not a season: the widgets then keep their server markup and show no time
 * rather than a wrong one (issue 30). Logged once, with the widget that asked first.
 */
export const loadSeason = (
  kiosk: Pick<Kiosk, 'config' | 'session'>,
  widget: string,
): Promise<Season | undefined> =>
  pageShared('f1Season', async () => {
    // Below apiHost, so through the generic call: the site's client and ab go along (issue 25).
    const result = await apiCall(
      'GET',
      SEASON_PATH,
      {},
      undefined,
      {},
      { timeoutMs: SEASON_TIMEOUT_MS },
      apiSettings(kiosk),
    );
    const season = result.ok ? readSeason(result.value) : undefined;
    if (!season)
      logWarning(
        widget,
        `the F1 season could not be loaded (${result.ok ? 'not a season' : result.error.kind}); server markup stays`,
      );
    return season;
  });

const SESSION_FIELDS = {
  id: { type: 'string', required: true, description: 'stable across time changes: the calendar UID' },
  kind: {
    type: 'string',
    required: true,
    description: "'fp1', 'fp2', 'fp3', 'sprint-qualifying', 'sprint', 'qualifying' or 'race'",
  },
  start: { type: 'string', required: true, description: 'instant, ISO 8601 with `Z`' },
  end: { type: 'string', required: true, description: 'instant, ISO 8601 with `Z`' },
  local: {
    type: 'string',
    description:
      "the start as the track's wall time, `YYYY-MM-DDTHH:MM` without offset ('2026-03-29T14:00'), from which the server computed `start`; Kiosk ignores it and shows times from the instants only",
  },
  sequence: { type: 'number', description: 'raised whenever the time changes (RFC 5545 SEQUENCE)' },
} as const;

/** The season call as a contract for the integration guide; `readSeason` reads the answer described here. */
export const F1_SEASON: BackendCall = {
  summary: 'the season with every session as an instant, loaded once per page by the F1 widgets',
  method: 'GET',
  path: SEASON_PATH,
  query: CLIENT_QUERY,
  response: {
    year: { type: 'number', required: true },
    nextSeasonStart: { type: 'string', description: "the next season's first race (instant), for the break" },
    rounds: {
      type: 'array',
      required: true,
      fields: {
        round: { type: 'number', required: true },
        id: { type: 'string', required: true },
        name: { type: 'string', required: true, description: "German GP name: 'Großer Preis von Japan'" },
        circuit: { type: 'string' },
        city: { type: 'string' },
        country: { type: 'string' },
        zone: { type: 'string', required: true, description: "the track's IANA zone ('Asia/Tokyo')" },
        sprint: { type: 'boolean' },
        url: { type: 'string', description: 'the GP ticker page; must pass the URL check' },
        sessions: {
          type: 'array',
          required: true,
          description: 'must hold the race',
          fields: SESSION_FIELDS,
        },
        podium: {
          type: 'array',
          description: 'past rounds only',
          fields: {
            position: { type: 'number', required: true },
            driver: { type: 'string', required: true },
            team: { type: 'string' },
          },
        },
      },
    },
  },
  misfit:
    'A failed call, a timeout or an answer without `year` and `rounds` leaves every F1 widget on its server markup: the countdown shows no time rather than a wrong one, the calendar keeps the season as a plain list. Rounds without id, name, a known zone or a race are left out, with one console line.',
  demo: { path: SEASON_PATH },
};
