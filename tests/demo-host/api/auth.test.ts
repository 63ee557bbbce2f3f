// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_PARAM, loginChecks } from '../../../demo-host/api/auth.ts';
import { DEMO_USERS } from '../../../demo-host/api/community/seed.ts';
import { createDemoBackends } from '../../../demo-host/api/index.ts';

const [anna] = DEMO_USERS;

/** A backend as the next ones will write it: one route that needs a login, one open to everyone. */
function bookmarksLike() {
  const { needsLogin, readUser } = loginChecks(() => new Date());
  const app = new Hono();
  app.get('/mine', needsLogin, (c) => c.json({ owner: c.var.user.email }));
  app.get('/greeting', readUser, (c) => c.json({ hello: c.var.user?.name ?? 'Gast' }));
  return app;
}

describe('shared auth middleware (rkm_auth_token, spec 5.2)', () => {
  it('lets a route that needs a login read the demo user behind the token', async () => {
    const response = await bookmarksLike().request(`/mine?${AUTH_TOKEN_PARAM}=${anna.token}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ owner: anna.email });
  });

  it.each([
    ['without a token', '/mine'],
    ['with an unknown token', `/mine?${AUTH_TOKEN_PARAM}=nicht-bekannt`],
    ['with an empty token', `/mine?${AUTH_TOKEN_PARAM}=`],
  ])('answers 401 %s and never runs the route', async (_, path) => {
    const response = await bookmarksLike().request(path);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'invalid token' });
  });

  it('gives open routes the user when there is one, and undefined otherwise', async () => {
    const app = bookmarksLike();
    expect(await (await app.request(`/greeting?${AUTH_TOKEN_PARAM}=${anna.token}`)).json()).toEqual({
      hello: anna.name,
    });
    expect(await (await app.request('/greeting')).json()).toEqual({ hello: 'Gast' });
  });

  it('is what the community validate route uses: 400 without X-Requested-With, then 401 or the user', async () => {
    const { app } = createDemoBackends();
    const validate = (query: string, headers: Record<string, string> = {}) =>
      app.request(`/api/community/validate${query}`, { headers });
    const ajax = { 'X-Requested-With': 'XMLHttpRequest' };
    expect((await validate(`?${AUTH_TOKEN_PARAM}=${anna.token}`)).status).toBe(400);
    expect((await validate('', ajax)).status).toBe(401);
    const response = await validate(`?${AUTH_TOKEN_PARAM}=${anna.token}`, ajax);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ __current_login_token: anna.token, name: anna.name });
  });
});
