import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { TOKEN_COOKIE } from '../../../src/session/token-cookie.ts';
import type { BackendOptions } from '../backend.ts';
import { DEMO_USERS } from '../community/seed.ts';
import { accountFragment, fragmentPage, pollForm, pollProblem, pollResults } from './fragments.ts';
import { HANG_MS, HOSTILE_FRAGMENT, POLL, SLOW_MS, type PollAnswer } from './seed.ts';

/** How an element answers: normally, after {@link SLOW_MS}, with a 503, or not at all. */
export type ElementMode = 'ok' | 'slow' | 'fail' | 'hang';
const MODES: readonly ElementMode[] = ['ok', 'slow', 'fail', 'hang'];

/** The demo's elements: the account box, the poll, one that always fails, one with script payloads. */
export const ELEMENTS = ['mein-konto', 'umfrage', 'fehler', 'feindlich'] as const;
type ElementName = (typeof ELEMENTS)[number];
const isElement = (name: unknown): name is ElementName => ELEMENTS.includes(name as ElementName);

/** An element request as the backend received it, for tests and a look in the browser. */
export interface ElementRequest {
  query: Record<string, string>;
  /** The body's fields; a form's values as sent, a JSON body's as parsed. */
  body: Record<string, unknown>;
  /** `json` or `form`. */
  sentAs: 'json' | 'form';
  /** Whether the login cookie came along (only when the widget asks for credentials). */
  withCookie: boolean;
}

/** Enough for the tests; older requests drop off. */
const KEPT_REQUESTS = 50;

const readBody = async (c: Context): Promise<{ body: Record<string, unknown>; sentAs: 'json' | 'form' }> => {
  if (c.req.header('Content-Type')?.includes('application/json')) {
    const parsed: unknown = await c.req.json().catch(() => undefined);
    const body = parsed && typeof parsed == 'object' && !Array.isArray(parsed) ? parsed : {};
    return { body: body as Record<string, unknown>, sentAs: 'json' };
  }
  return { body: await c.req.parseBody(), sentAs: 'form' };
};

const text = (value: unknown) => (typeof value == 'string' ? value : undefined);

/**
 * Server-rendered elements (spec 7.9, issue 25): `POST /api/irelements/element?project=mh&ab={0|1}`
 * with the element's name in the body (JSON or form data) answers the element as an HTML fragment.
 * `mein-konto` follows the login cookie (`ape_token`, sent only when the widget asks for credentials),
 * `umfrage` is a poll (a form; a vote answers the results, an invalid one the form with an error and
 * the reader's input), `fehler` always answers 503, `feindlich` answers script payloads. A form posted
 * without script (no `X-Requested-With`) gets a whole page around the fragment. The query must carry
 * `project=mh` and `ab` as 0 or 1 (400 otherwise), so a client that forgets them fails here too.
 * `POST /api/irelements/demo/mode/{element}/{ok|slow|fail|hang}` switches an element's answer;
 * `GET /api/irelements/requests` lists the last requests, newest last.
 */
export function createIrelements(_options?: BackendOptions) {
  const app = new Hono();
  const modes = new Map<ElementName, ElementMode>();
  const votes: Record<PollAnswer, number> = Object.fromEntries(
    POLL.answers.map(({ value, votes: seeded }) => [value, seeded]),
  ) as Record<PollAnswer, number>;
  const requests: ElementRequest[] = [];

  app.get('/requests', (c) => c.json(requests));

  app.post('/demo/mode/:element/:mode', (c) => {
    const element = c.req.param('element');
    const mode = c.req.param('mode') as ElementMode;
    if (!isElement(element) || !MODES.includes(mode))
      return c.json({ error: 'unknown element or mode' }, 404);
    modes.set(element, mode);
    return c.json({ element, mode });
  });

  app.post('/element', async (c) => {
    const query = c.req.query();
    if (query.project != 'mh' || !['0', '1'].includes(query.ab ?? ''))
      return c.text('project=mh and ab=0|1 required', 400);
    const { body, sentAs } = await readBody(c);
    const token = getCookie(c, TOKEN_COOKIE);
    requests.push({ query, body, sentAs, withCookie: token !== undefined });
    requests.splice(0, Math.max(0, requests.length - KEPT_REQUESTS));

    const element = body.element;
    if (!isElement(element)) return c.text('unknown element', 404);
    const mode = modes.get(element) ?? 'ok';
    if (mode == 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    if (mode == 'hang') {
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, HANG_MS);
        c.req.raw.signal.addEventListener('abort', () => resolve(clearTimeout(timer)), { once: true });
      });
      return c.text('gave up', 504);
    }
    if (mode == 'fail' || element == 'fehler') return c.text('element unavailable', 503);

    const origin = new URL(c.req.url).origin;
    const context = { origin };
    let fragment: string;
    if (element == 'mein-konto')
      fragment = accountFragment(
        context,
        DEMO_USERS.find((user) => user.token == token),
      );
    else if (element == 'feindlich') fragment = HOSTILE_FRAGMENT;
    else {
      const input = { answer: text(body.antwort), comment: text(body.kommentar) };
      const voted = body.antwort !== undefined || body.kommentar !== undefined;
      const problem = voted ? pollProblem(input) : undefined;
      if (voted && !problem) {
        const answer = input.answer as PollAnswer;
        votes[answer]++;
        fragment = pollResults(votes, answer);
      } else fragment = pollForm(context, input, problem);
    }
    c.header('Cache-Control', 'no-store');
    if (c.req.header('X-Requested-With') != 'XMLHttpRequest')
      return c.html(fragmentPage(fragment, c.req.header('Referer') ?? `${origin}/`));
    return c.html(fragment);
  });

  return { app };
}
