import { vi } from 'vitest';
import type { Clock } from '../../demo-host/api/clock.ts';
import { API_PATH } from '../../demo-host/api/backend.ts';
import { createDemoBackends } from '../../demo-host/api/index.ts';
import { STOREFRONT_ACCESS_TOKEN } from '../../demo-host/api/storefront/access-token.ts';
import { STOREFRONT_API_PATH } from '../../demo-host/api/storefront/index.ts';
import { SLOW_MS } from '../../e2e/faults/support/route-fault.ts';
import { settle } from './settle.ts';

export { memoryStorage } from './memory-storage.ts';

export interface DemoHostOptions {
  /** What relative URLs resolve against, and the origin of `apiHost` and the storefront endpoint. */
  origin?: string;
  /** Every request waits this long before the backend sees it, as over a slow network. */
  latencyMs?: number;
  /** The backends' clock (demo-host/api/clock.ts). */
  now?: Clock;
}

/** A response the backend has already given, kept from the client until the test says so. */
export interface HeldResponse {
  /** Resolves once the held request has reached the backend and been answered there. */
  answered: Promise<void>;
  /** Hands the response to the client; resolves once the client has had a turn to take it in. */
  release(): Promise<void>;
}

/**
 * How a route fails a fault-table cell (tests/support/fault-table.ts), as e2e's fault kinds do: a
 * refusing status before the backend sees it, no answer until the caller gives up, or the real answer
 * SLOW_MS late on the test's clock.
 */
export type RouteFaultKind = '500' | 'hang' | 'slow';

/** A fault `routeFault` applies until `release()`. */
export interface AppliedRouteFault {
  /** How many requests met the fault so far. */
  hits(): number;
  /** Every request that met a `slow` fault has had its answer (never for `hang`). */
  answered(): Promise<void>;
  /** The server recovers: later requests pass; a hung one stays unanswered until its caller gives up. */
  release(): void;
}

/** The request as fetch's caller sees it: rejected with the signal's reason once it aborts. */
function whenAborted(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise((_, reject) => {
    const abort = () =>
      reject(signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    if (signal?.aborted) abort();
    else signal?.addEventListener('abort', abort, { once: true });
  });
}

/** A GraphQL call as the backend received it: `kind`, operation name ('Cart', 'cartCreate', …), variables. */
export interface GraphQLCall {
  kind: 'query' | 'mutation';
  operation: string;
  variables: Record<string, unknown>;
}

/**
 * The GraphQL call a request body carries, or undefined for other calls. Read synchronously from the
 * body text (urql sends a string), so a test sees the call as soon as `fetch` is called.
 */
function graphQLCall(body: BodyInit | null | undefined): GraphQLCall | undefined {
  if (typeof body != 'string') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  const { query, variables } = (parsed ?? {}) as { query?: unknown; variables?: unknown };
  const match = typeof query == 'string' ? /\b(query|mutation)\s+(\w+)/.exec(query) : null;
  if (!match) return undefined;
  return {
    kind: match[1] as GraphQLCall['kind'],
    operation: match[2]!,
    variables: (variables ?? {}) as Record<string, unknown>,
  };
}

/**
 * The one integration fake of unit tests: routes `fetch` to the demo host's backends
 * (demo-host/api, the same routes the demo pages and e2e use), in process and fresh per call, so
 * tests talk to the real fake backends instead of hand-written mocks.
 *
 * @remarks
 * Controls for what a real network does to the client:
 * - `latencyMs` (option) delays every request;
 * - `failNext(n)` makes the next n requests fail as a dropped connection does (`TypeError`), before
 *   they reach the backend;
 * - `answerNext(status)` answers the next request with that status and a proxy's HTML error page,
 *   before it reaches the backend;
 * - `truncateNext()` lets the next request reach the backend (which acts on it) and cuts its answer's
 *   body in half, as a connection dropped mid-answer does: the client cannot tell whether it worked;
 * - `hold()` keeps the response of the next request from the client until `release()`: the backend
 *   has already acted on it (in arrival order, as a server would), only the answer is late. Race tests
 *   order replies this way.
 * `requests`, `operations` and `calls` (GraphQL, parsed) list what reached the backend, as soon as
 * `fetch` is called; `carts` reaches behind the Storefront API (`carts.expire(id)`,
 * `carts.catalogue.take(variantId, n)` to sell a variant out).
 *
 * Hint: only the backends are mounted, not the demo pages or the bundle: a unit test has no use for
 * them, and they need files a unit test does not build.
 */
export function routeFetchToDemoHost({
  origin = 'http://localhost:5173',
  latencyMs = 0,
  now,
}: DemoHostOptions = {}) {
  const { app, backends } = createDemoBackends({ now });
  const requests: Request[] = [];
  const operations: string[] = [];
  const calls: GraphQLCall[] = [];
  const holds: Array<{ gate: Promise<void>; answered: () => void }> = [];
  const faults: Array<{
    match: (request: Request) => boolean;
    kind: RouteFaultKind;
    hits: number;
    late: Promise<unknown>[];
  }> = [];
  let failures = 0;
  let truncations = 0;
  const errorStatuses: number[] = [];

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input instanceof Request ? input : new URL(String(input), origin), init);
    const fault = faults.find((entry) => entry.match(request));
    if (fault) fault.hits++;
    if (fault?.kind == '500')
      return new Response('Internal Server Error', {
        status: 500,
        headers: { 'Content-Type': 'text/plain' },
      });
    if (fault?.kind == 'hang') return whenAborted(init?.signal ?? request.signal);
    if (fault?.kind == 'slow') {
      const aborted = whenAborted(init?.signal ?? request.signal);
      // Answered in time, the request may still be aborted later by its caller: nobody waits then.
      aborted.catch(() => undefined);
      const late = Promise.race([settle(SLOW_MS), aborted]);
      fault.late.push(late.catch(() => undefined));
      await late;
    }
    if (failures > 0) {
      failures--;
      throw new TypeError('Failed to fetch');
    }
    const status = errorStatuses.shift();
    if (status)
      return new Response(`<html><body><h1>${status}</h1></body></html>`, {
        status,
        headers: { 'Content-Type': 'text/html' },
      });
    const call = graphQLCall(init?.body);
    requests.push(request.clone());
    operations.push(call?.operation ?? request.url);
    if (call) calls.push(call);
    const hold = holds.shift();
    if (latencyMs) await settle(latencyMs);
    let response = await app.fetch(request);
    if (truncations > 0) {
      truncations--;
      const text = await response.text();
      response = new Response(text.slice(0, Math.floor(text.length / 2)), response);
    }
    if (hold) {
      hold.answered();
      await hold.gate;
    }
    return response;
  });

  return {
    app,
    carts: backends.storefront.carts,
    vehicles: backends.vehicles,
    requests,
    operations,
    calls,
    /** The GraphQL mutations the backend received, in order: what the client changed. */
    mutations: () => calls.filter((call) => call.kind == 'mutation'),
    origin,
    apiHost: `${origin}${API_PATH}`,
    /** Settings for a Storefront client of this demo host (spec 3.5). */
    storefront: { endpoint: `${origin}${STOREFRONT_API_PATH}`, accessToken: STOREFRONT_ACCESS_TOKEN },
    failNext(count: number) {
      failures = count;
    },
    truncateNext() {
      truncations++;
    },
    answerNext(status: number) {
      errorStatuses.push(status);
    },
    /**
     * Until `release()`, every request `match` accepts meets `kind` (the fault table's cells). A hung
     * request rejects as a real one does when its caller aborts it; a slow one waits SLOW_MS on the
     * timers' clock, which a cell with fake timers moves on at once.
     */
    routeFault(match: (request: Request) => boolean, kind: RouteFaultKind): AppliedRouteFault {
      const fault = { match, kind, hits: 0, late: [] as Promise<unknown>[] };
      faults.push(fault);
      return {
        hits: () => fault.hits,
        // The wait, then a turn for the backend's answer to reach the caller.
        answered: async () => {
          await Promise.all(fault.late);
          await settle(0);
        },
        release() {
          faults.splice(faults.indexOf(fault), 1);
        },
      };
    },
    hold(): HeldResponse {
      let open!: () => void;
      let answered!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const reached = new Promise<void>((resolve) => (answered = resolve));
      holds.push({ gate, answered });
      return {
        answered: reached,
        release() {
          open();
          return settle(0);
        },
      };
    },
  };
}
