import { Hono } from 'hono';
import type { EventPayload } from '../../../src/analytics/sender.ts';
import { API_PATH, type BackendOptions } from '../backend.ts';

/** An event as the sink keeps it: the body as sent, and when it arrived. */
export interface ReceivedEvent extends EventPayload {
  receivedAt: string;
}

/** Spec 7.12 puts `POST /event` right below `apiHost`; the demo's `GET /events` sits beside it. */
export const mountPath = API_PATH;

/** Enough for the monitor page and the tests; older events drop off. */
const KEPT_EVENTS = 50;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The problem with a body, or the event it holds (spec 7.12 fields). */
function readEvent(text: string): { error: string } | { event: EventPayload } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { error: 'body must be JSON (sent as text/plain)' };
  }
  if (!isObject(body)) return { error: 'body must be a JSON object' };
  const { n, u, d, r, w, m, p } = body;
  if (!isText(n) || !isText(u) || !isText(d)) {
    const missing = Object.entries({ n, u, d }).filter(([, value]) => !isText(value));
    return { error: `missing or empty string field(s): ${missing.map(([field]) => field).join(', ')}` };
  }
  if (r !== undefined && r !== null && typeof r !== 'string') return { error: 'r must be a string or null' };
  if (w !== undefined && typeof w !== 'number') return { error: 'w must be a number' };
  if (m !== undefined && !isObject(m)) return { error: 'm must be an object' };
  if (p !== undefined && !isObject(p)) return { error: 'p must be an object' };
  return {
    event: {
      n,
      u,
      d,
      r: r ?? null,
      w: w ?? 0,
      ...(m && { m }),
      ...(p && { p }),
    },
  };
}

/**
 * The web-analytics endpoint of the demo (spec 7.12): `POST /event` takes an event,
 * `GET /events` lists the last ones (newest first) for the monitor page at /ereignisse/, and
 * `DELETE /events` clears them for tests. Events live in memory, per app.
 */
export function createEvents({ now }: BackendOptions) {
  const sink = new Hono();
  const received: ReceivedEvent[] = [];

  sink.post('/event', async (c) => {
    const read = readEvent(await c.req.text());
    if ('error' in read) return c.json({ error: read.error }, 400);
    received.unshift({ receivedAt: now().toISOString(), ...read.event });
    received.splice(KEPT_EVENTS);
    return c.json({ ok: true }, 202);
  });
  sink.get('/events', (c) => c.json(received));
  sink.delete('/events', (c) => {
    received.length = 0;
    return c.body(null, 204);
  });
  return { app: sink };
}
