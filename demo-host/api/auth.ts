import { createMiddleware } from 'hono/factory';
import { DEMO_USERS, type DemoUser } from './community/seed.ts';

/** The query parameter that carries the community login token on every platform call (spec 5.2). */
export const AUTH_TOKEN_PARAM = 'rkm_auth_token';

/** The demo user behind a login token, from the community seed; undefined for none or an unknown one. */
const findDemoUser = (token: string | undefined): DemoUser | undefined =>
  token ? DEMO_USERS.find((user) => user.token == token) : undefined;

/**
 * For routes that work for everyone but answer a logged-in reader differently: `c.var.user` is the
 * reader, or undefined.
 */
export const readUser = createMiddleware<{ Variables: { user: DemoUser | undefined } }>(async (c, next) => {
  c.set('user', findDemoUser(c.req.query(AUTH_TOKEN_PARAM)));
  await next();
});

/**
 * For routes that need a login: 401 `{error: 'invalid token'}` without a known token, as the real
 * community service answers; otherwise `c.var.user` is the reader.
 *
 * @example
 * api.get('/bookmarks', requireRequestedWith, needsLogin, (c) => c.json(bookmarksOf(c.var.user)));
 */
export const needsLogin = createMiddleware<{ Variables: { user: DemoUser } }>(async (c, next) => {
  const user = findDemoUser(c.req.query(AUTH_TOKEN_PARAM));
  if (!user) return c.json({ error: 'invalid token' }, 401);
  c.set('user', user);
  await next();
});
