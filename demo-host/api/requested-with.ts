import { createMiddleware } from 'hono/factory';

/**
 * Answers 400 unless the request says `X-Requested-With: XMLHttpRequest`, as the real platform API
 * does for its authenticated calls (spec 5.2), so a client that forgets the header fails here too.
 */
export const requireRequestedWith = createMiddleware(async (c, next) => {
  if (c.req.header('X-Requested-With') != 'XMLHttpRequest')
    return c.json({ error: 'X-Requested-With required' }, 400);
  await next();
});
