import type { Context } from 'hono';

/** Reads a JSON body or a posted form (a script-free `<form method="post">`) as one object. */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('Content-Type') ?? '';
  if (type.includes('application/json'))
    return ((await c.req.json().catch(() => undefined)) ?? {}) as Record<string, unknown>;
  if (type.includes('form')) return (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
  return {};
}

/** A script-free form post (as opposed to the widget's JSON call). */
export const isFormPost = (c: Context) => (c.req.header('Content-Type') ?? '').includes('form');

/**
 * The answer to a form call: JSON for the widget, or, for the same form posted without script (issue
 * 26: the server markup is a real `<form method="post">`), a 303 back to the page it came from with
 * `?ergebnis=<outcome>` (the browser's `Referer`; another site's is not followed), so the reader lands on a page again instead of a JSON document.
 */
export function formAnswer(
  c: Context,
  outcome: string,
  json: object,
  status: 200 | 400 | 401 | 403 | 422 | 429,
) {
  if (!isFormPost(c)) return c.json(json, status);
  const from = c.req.header('Referer');
  const here = new URL(c.req.url);
  const back = new URL(from && new URL(from, here).host == here.host ? from : '/', here);
  back.searchParams.set('ergebnis', outcome);
  return c.redirect(`${back.pathname}${back.search}`, 303);
}
