import { createMiddleware } from 'hono/factory';

/** How many answers one backend remembers; the oldest is forgotten first. */
const REMEMBERED = 1_000;

interface Kept {
  status: number;
  body: string;
  headers: [string, string][];
}

/**
 * Makes a POST idempotent per `Idempotency-Key` (issue 26): the first request with a key is handled
 * and its answer kept; a retry with the same key gets that answer again instead of a second account
 * or signup, and a retry arriving while the first is still being handled waits for it. Requests
 * without a key are handled as they come. One instance per backend, so every demo host has its own.
 */
export function idempotent() {
  const answers = new Map<string, Promise<Kept>>();
  return createMiddleware(async (c, next) => {
    const key = c.req.header('Idempotency-Key');
    if (c.req.method != 'POST' || !key) return next();
    const scoped = `${c.req.path} ${key}`;
    const earlier = answers.get(scoped);
    if (earlier) {
      const kept = await earlier;
      return new Response(kept.body, { status: kept.status, headers: kept.headers });
    }
    let keep!: (kept: Kept) => void;
    answers.set(scoped, new Promise<Kept>((resolve) => (keep = resolve)));
    const oldest = answers.keys().next().value;
    if (answers.size > REMEMBERED && oldest !== undefined) answers.delete(oldest);
    try {
      await next();
    } finally {
      const response = c.res;
      // A failed attempt (5xx) is not kept: the retry must get its chance to succeed.
      if (response.status >= 500) answers.delete(scoped);
      keep({
        status: response.status,
        body: await response.clone().text(),
        headers: [...response.headers.entries()],
      });
    }
  });
}
