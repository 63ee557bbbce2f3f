import type { Page, Request, Route } from '@playwright/test';

/**
 * The ways a backend fails a reader, as the fault table applies them (issue 10). Every fault is
 * answered by the test, never by the demo host, so a failed mutation leaves the server's cart as it
 * was — except `slow`, which forwards the request and hands back the real answer late.
 */
export const FAULTS = [
  '500',
  '401',
  '404',
  'hang',
  'slow',
  'malformed-json',
  'truncated',
  'html-page',
  'graphql-errors',
  'dropped',
] as const;
export type Fault = (typeof FAULTS)[number];

/**
 * The faults a row meets in the browser unless it names its own: a refusing status, one cell per
 * action on the production bundle. The same row's hang and late answer run in happy-dom, in the
 * widget's `<widget>.faults.test.ts` under tests/ (tests/support/fault-table.ts, which runs the 500
 * too), where a cell costs milliseconds, not a browser's 2 CPU-seconds: `faults.spec.ts` refuses a
 * row that has no cells there. A widget's call hands it a Result (src/http.ts) and an image or a script
 * meets one error event, so an unreadable body or a dropped connection reaches it as the same failure
 * as the status, with the same message. The generic call's row proves in the browser that each of the
 * ten wire faults ends in its error kind, tests/src/http.test.ts proves the kinds, and rows whose
 * outcome depends on the fault name all ten.
 */
export const FAULT_KINDS: readonly Fault[] = ['500'];

/**
 * The faults of a row whose hang and late answer have no unit cells yet, so they still run here:
 * the refusing status, no answer in time, a late answer. A row moves to FAULT_KINDS when its widget's
 * `<widget>.faults.test.ts` runs its action.
 */
export const BROWSER_FAULT_KINDS: readonly Fault[] = ['500', 'hang', 'slow'];

/**
 * A Storefront row's faults, all in the browser: also no answer in time and a late one, a 200 whose
 * GraphQL errors say the operation failed (a status check lets it through), an unreadable body and a
 * dropped connection, since the cart id a shop reader has must survive each.
 */
export const GRAPHQL_FAULT_KINDS: readonly Fault[] = [
  ...BROWSER_FAULT_KINDS,
  'html-page',
  'dropped',
  'graphql-errors',
];

/** How long a `slow` answer is held back (the 3 s): longer than any spinner, shorter than a timeout. */
export const SLOW_MS = 3_000;

/** Faults after which the action succeeds anyway (a late answer is still an answer). */
export const SUCCEEDS: ReadonlySet<Fault> = new Set<Fault>(['slow']);

export interface FaultOptions {
  /** Only requests this accepts get the fault (one GraphQL operation of many); others pass. */
  only?: (request: Request) => boolean;
  /**
   * The page runs on Playwright's clock (`page.clock.install()`, in step with real time) and its
   * caller gives up after `hangMs`: each hung request moves that clock past it at once (a second one,
   * such as a lookup before an add, too), so the caller's own timer ends the wait, not real time.
   */
  hangMs?: number;
}

export interface AppliedFault {
  /** How many requests got the fault so far. */
  hits(): number;
  /**
   * Every request that got the fault so far has its answer (a `slow` one after SLOW_MS): the page's
   * reaction is then measured from the answer, not from a start that a loaded machine delayed.
   * Never for `hang`.
   */
  answered(): Promise<void>;
  /** The server recovers: later requests pass. A hung request stays unanswered until the test ends. */
  release(): Promise<void>;
}

const json = (body: string) => ({ contentType: 'application/json; charset=utf-8', body });

async function answer(route: Route, fault: Fault): Promise<void> {
  switch (fault) {
    case '500':
      return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
    case '401':
      return route.fulfill({ status: 401, ...json('{"errors":[{"message":"Unauthorized"}]}') });
    case '404':
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    case 'hang':
      // No answer at all: only the caller's own timeout can end the wait.
      return new Promise<void>(() => {});
    case 'slow': {
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      // The page may have given up (or closed) meanwhile; then there is nobody left to answer.
      try {
        return await route.fulfill({ response: await route.fetch() });
      } catch {
        return;
      }
    }
    case 'malformed-json':
      return route.fulfill({ status: 200, ...json('{"data": {"cart": nope}') });
    case 'truncated':
      // A body cut off mid-way (a proxy or a dropped connection after the headers): status and type say JSON.
      return route.fulfill({
        status: 200,
        ...json('{"data":{"cart":{"id":"gid://shopify/Cart/c1","lines":{"no'),
      });
    case 'html-page':
      // A CDN's maintenance page that answers 200: the case a status check alone lets through.
      return route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><html><body><h1>Wartungsarbeiten</h1><p>Bitte später erneut.</p></body></html>',
      });
    case 'graphql-errors':
      return route.fulfill({ status: 200, ...json('{"errors":[{"message":"Throttled"}]}') });
    case 'dropped':
      return route.abort('connectionreset');
  }
}

/**
 * Makes the backend route `url` answer with `fault` until `release()`. One helper for every widget's
 * backend: the Storefront GraphQL endpoint (with `only` naming the operation), the community API, and
 * whatever a new widget calls.
 */
export async function routeFault(
  page: Page,
  url: string | RegExp,
  fault: Fault,
  { only, hangMs }: FaultOptions = {},
): Promise<AppliedFault> {
  let hits = 0;
  const answers: Promise<void>[] = [];
  const others = hangMs === undefined ? undefined : callsInFlight(page);
  // Requests that hang together share one move of the clock; the page may be gone when it comes.
  let forwarding: Promise<void> | undefined;
  const forwardPastTimeout = (ms: number) =>
    (forwarding ??= others!
      .settled()
      .then(() => page.clock.fastForward(ms + 1))
      .catch(() => {})
      .finally(() => (forwarding = undefined)));
  const handler = async (route: Route) => {
    if (only && !only(route.request())) return route.fallback();
    hits++;
    if (fault == 'hang' && others) {
      others.hung.add(route.request());
      await forwardPastTimeout(hangMs!);
    }
    const answering = answer(route, fault);
    answers.push(answering);
    await answering;
  };
  await page.route(url, handler);
  return {
    hits: () => hits,
    answered: async () => void (await Promise.allSettled(answers)),
    release: () => page.unroute(url, handler),
  };
}

/** How long a jump of the clock waits for the page's other calls; none of ours takes longer. */
const OTHERS_WAIT_MS = 15_000;

/**
 * The page's calls (fetch and XHR) still waiting for an answer, besides the ones the test hangs.
 * The jump past a hung call's timeout fires every due timer, also the timeout of a call that is
 * merely slow on a loaded machine (the subscriptions list asks for contracts and purchases at once):
 * so the jump waits until only hung calls are left.
 */
function callsInFlight(page: Page) {
  const waiting = new Set<Request>();
  const hung = new Set<Request>();
  page.on('request', (request) => {
    if (['fetch', 'xhr'].includes(request.resourceType())) waiting.add(request);
  });
  const done = (request: Request) => waiting.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    hung,
    async settled(): Promise<void> {
      const until = Date.now() + OTHERS_WAIT_MS;
      while ([...waiting].some((request) => !hung.has(request)) && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

/** `only` for one Storefront operation, by the name in its document (`mutation cartLinesAdd`). */
export const graphqlOperation =
  (name: string) =>
  (request: Request): boolean =>
    request.method() == 'POST' &&
    new RegExp(`(?:query|mutation)\\s+${name}\\b`).test(request.postData() ?? '');

/**
 * A lying server: the real answer of `url`, with its JSON body changed by `edit` (a `javascript:`
 * checkoutUrl, a script payload in a title). Until `release()`.
 */
export async function routeAnswer(
  page: Page,
  url: string | RegExp,
  edit: (body: unknown) => unknown,
): Promise<Pick<AppliedFault, 'release'>> {
  const handler = async (route: Route) => {
    const response = await route.fetch();
    const body: unknown = await response.json();
    await route.fulfill({ response, json: edit(body) });
  };
  await page.route(url, handler);
  return { release: () => page.unroute(url, handler) };
}
