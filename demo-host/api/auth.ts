import { createMiddleware } from 'hono/factory';
import type { Clock } from './clock.ts';
import { accountsFor } from './community/accounts.ts';
import type { DemoUser } from './community/seed.ts';

/** The query parameter that carries the community login token on every platform call (spec 5.2). */
export const AUTH_TOKEN_PARAM = 'rkm_auth_token';

/**
 * The login checks of one demo host, bound to its account list (community/accounts.ts): the seeded
 * demo users and whoever registered and activated since (issue 26), the same list the community
 * service logs in against.
 *
 * @example
 * const { needsLogin } = loginChecks(now);
 * api.get('/bookmarks', requireRequestedWith, needsLogin, (c) => c.json(bookmarksOf(c.var.user)));
 */
export function loginChecks(now: Clock) {
  const accounts = accountsFor(now);
  /** The reader behind a login token; undefined for none, an unknown one or a not yet activated account. */
  const findUser = (token: string | undefined): DemoUser | undefined => {
    const account = token ? accounts.byToken(token) : undefined;
    return account?.activated ? account : undefined;
  };

  return {
    /**
     * For routes that work for everyone but answer a logged-in reader differently: `c.var.user` is the
     * reader, or undefined.
     */
    readUser: createMiddleware<{ Variables: { user: DemoUser | undefined } }>(async (c, next) => {
      c.set('user', findUser(c.req.query(AUTH_TOKEN_PARAM)));
      await next();
    }),
    /**
     * For routes that need a login: 401 `{error: 'invalid token'}` without a known token, as the real
     * community service answers; otherwise `c.var.user` is the reader.
     */
    needsLogin: createMiddleware<{ Variables: { user: DemoUser } }>(async (c, next) => {
      const user = findUser(c.req.query(AUTH_TOKEN_PARAM));
      if (!user) return c.json({ error: 'invalid token' }, 401);
      c.set('user', user);
      await next();
    }),
  };
}
