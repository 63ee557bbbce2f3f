import { apiCall, apiSettings } from '../../src/api-call.ts';
import type { BackendCall } from '../../src/kit/backend-call.ts';
import type { Kiosk } from '../../src/widget-contract.ts';
import { readTickerAnswer, type TickerAnswer } from './ticker-entry.ts';

/** What the generic call adds to every query (issue 25). */
const CLIENT_QUERY = {
  client: { type: 'string', description: "the site's apiClient (every generic call sends it)" },
  ab: { type: 'number', description: '1 in an A/B test, else 0' },
} as const;

export const tickerPath = (round: string) => `/f1/ticker/${encodeURIComponent(round)}`;
export const TICKER_TIMEOUT_MS = 8_000;

export type TickerQuery = { since: number } | { before: number } | Record<string, never>;

/**
 * One ticker request through the generic call (issue 25: the site's client and ab go along); undefined
 * when it failed, was given up (`signal`: the widget is gone) or did not read as a ticker.
 */
export async function loadTicker(
  kiosk: Pick<Kiosk, 'config' | 'session'>,
  round: string,
  query: TickerQuery = {},
  { timeoutMs = TICKER_TIMEOUT_MS, signal }: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<TickerAnswer | undefined> {
  const result = await apiCall(
    'GET',
    tickerPath(round),
    query,
    undefined,
    {},
    { timeoutMs, signal },
    apiSettings(kiosk),
  );
  return result.ok ? readTickerAnswer(result.value) : undefined;
}

/** The ticker call as a contract for the integration guide; `readTickerAnswer` reads the answer. */
export const F1_TICKER: BackendCall = {
  summary:
    'the GP ticker of one race: state, lap, top 10 and entries newest first; polled while the race is live, `since` the newest entry held',
  method: 'GET',
  path: '/f1/ticker/{round}',
  query: {
    since: { type: 'number', description: 'only entries with a higher `seq` (a poll)' },
    before: { type: 'number', description: "only entries with a lower `seq` ('Ältere Einträge laden')" },
    ...CLIENT_QUERY,
  },
  response: {
    round: {
      type: 'object',
      required: true,
      fields: { id: { type: 'string' }, name: { type: 'string', description: 'German GP name' } },
    },
    state: { type: 'string', required: true, description: "'pre', 'live' or 'finished'" },
    lap: { type: 'number' },
    laps: { type: 'number' },
    classification: {
      type: 'array',
      description: 'the top 10',
      fields: {
        position: { type: 'number', required: true },
        driver: { type: 'string', required: true },
        code: { type: 'string' },
        team: { type: 'string' },
        gap: { type: 'number', description: 'seconds behind the leader' },
      },
    },
    entries: {
      type: 'array',
      required: true,
      description: 'newest first, at most 30 without `since`',
      fields: {
        id: { type: 'string', required: true },
        seq: { type: 'number', required: true, description: 'the running number `since`/`before` refer to' },
        time: { type: 'string', required: true, description: 'instant, ISO 8601' },
        lap: { type: 'number' },
        kind: {
          type: 'string',
          description:
            "'info', 'start', 'overtake', 'pit', 'yellow', 'safety-car', 'vsc', 'red-flag', 'penalty', 'finish'; others shown as 'info'",
        },
        important: { type: 'boolean' },
        text: { type: 'string', required: true },
      },
    },
    more: { type: 'boolean', description: 'older entries exist' },
  },
  misfit:
    "A failed call or an answer without `round`, `state` and `entries`: the entries shown stay, the ticker says 'Aktualisierung fehlgeschlagen – wir versuchen es weiter.' and waits longer before the next try; the teaser keeps the countdown. Entries without id, seq, time or text are left out, with one console line.",
  demo: { path: '/f1/ticker/2026-japan' },
};
