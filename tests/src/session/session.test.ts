// @vitest-environment-options {"url": "https://www.auto-kiosk.de/artikel"}
import { readCookie, removeCookie } from '../../../src/cookies.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../../../demo-host/api/community/seed.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { createSession } from '../../../src/session/session.ts';
import { TOKEN_COOKIE } from '../../../src/session/token-cookie.ts';
import { blockCookieReads, recordCookieWrites } from '../../support/cookie-writes.ts';
import { routeFetchToDemoHost } from '../../support/demo-backend.ts';

const [anna] = DEMO_USERS;

describe('session (spec 4.1, 7.1)', () => {
  beforeEach(() => {
    resetLogMemory();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => removeCookie(TOKEN_COOKIE, { path: '/', domain: '.auto-kiosk.de' }));

  it('starts not logged in and not validated', () => {
    const session = createSession('https://api.example.de', 'ams');
    expect(session.store.getState()).toEqual({ loggedIn: false, loginValidated: false });
  });

  it('without a token cookie: logged out, validated, and no request', async () => {
    const { apiHost, requests } = routeFetchToDemoHost();
    const session = createSession(apiHost, 'ams');
    await session.revalidate();
    expect(session.store.getState()).toEqual({ user: undefined, loggedIn: false, loginValidated: true });
    expect(requests).toHaveLength(0);
  });

  it('login writes the token cookie and validates it: user stored, logged in', async () => {
    const { apiHost, requests } = routeFetchToDemoHost();
    const session = createSession(apiHost, 'ams');
    await session.login(anna.token);
    expect(readCookie(TOKEN_COOKIE)).toBe(anna.token);
    expect(session.store.getState()).toMatchObject({ loggedIn: true, loginValidated: true });
    expect(session.store.getState().user).toMatchObject({
      __current_login_token: anna.token,
      name: anna.name,
    });
    const validate = requests[0]!;
    expect(validate.url).toBe(`${apiHost}/community/validate?rkm_auth_token=${anna.token}`);
    expect(validate.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it("an invalid token: 'validate failed', logged out with loginValidated true", async () => {
    const { apiHost } = routeFetchToDemoHost();
    const session = createSession(apiHost, 'ams');
    await session.login('nicht-gueltig');
    expect(session.store.getState()).toMatchObject({
      loggedIn: false,
      loginValidated: true,
      error: { kind: 'status', status: 401, message: 'validate failed' },
    });
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('an unreachable API counts as a failed validation, and keeps the token for the next try', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const session = createSession('https://api.example.de', 'ams');
    await session.login(anna.token);
    expect(session.store.getState()).toMatchObject({
      loggedIn: false,
      loginValidated: true,
      error: { kind: 'network' },
    });
    expect(readCookie(TOKEN_COOKIE)).toBe(anna.token);
  });

  it('logout removes the cookie, resets the state and POSTs the logout call', async () => {
    const { apiHost, requests } = routeFetchToDemoHost();
    const session = createSession(apiHost, 'ams');
    await session.login(anna.token);
    expect(await session.logout()).toEqual({ ok: true, value: true });
    expect(readCookie(TOKEN_COOKIE)).toBeUndefined();
    expect(session.store.getState()).toMatchObject({ loggedIn: false, loginValidated: true });
    const logout = requests.at(-1)!;
    expect([logout.method, logout.url]).toEqual(['POST', `${apiHost}/community/logout`]);
    expect(logout.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it("a failing logout call comes back as 'logout failed'; the reader is logged out locally anyway", async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }));
    const session = createSession('https://api.example.de', 'ams');
    expect(await session.logout()).toEqual({
      ok: false,
      error: { kind: 'status', status: 500, message: 'logout failed' },
    });
    expect(session.store.getState().loggedIn).toBe(false);
  });

  it("a 200 without a login token (a proxy's error object) is 'validate failed'; the cookie stays", async () => {
    vi.stubGlobal('fetch', async () => new Response('{"errors":[{"message":"Throttled"}]}'));
    const session = createSession('https://api.example.de', 'ams');
    await session.login(anna.token);
    expect(session.store.getState()).toMatchObject({ loggedIn: false, loginValidated: true });
    expect(session.store.getState().error?.message).toBe('validate failed');
    expect(readCookie(TOKEN_COOKIE)).toBe(anna.token);
  });

  it('revalidate re-checks the cookie: a token removed elsewhere logs the reader out', async () => {
    const { apiHost } = routeFetchToDemoHost();
    const session = createSession(apiHost, 'ams');
    await session.login(anna.token);
    removeCookie(TOKEN_COOKIE, { path: '/', domain: '.auto-kiosk.de' });
    await session.revalidate();
    expect(session.store.getState().loggedIn).toBe(false);
  });

  it('a slow validation of an old token never overwrites a newer logout', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', (url: string) =>
      url.includes('/validate')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Promise.resolve(new Response('{}')),
    );
    const session = createSession('https://api.example.de', 'ams');
    const login = session.login(anna.token);
    await session.logout();
    answer(new Response(JSON.stringify({ __current_login_token: anna.token })));
    await login;
    expect(session.store.getState()).toMatchObject({ loggedIn: false, loginValidated: true });
  });

  it("resendActivation POSTs email and project; a failure is 'resendActivationMail failed'", async () => {
    const { apiHost, requests } = routeFetchToDemoHost();
    const session = createSession(apiHost, 'mo');
    expect(await session.resendActivation('anna@example.de')).toMatchObject({ ok: true });
    expect(await requests[0]!.json()).toEqual({ email: 'anna@example.de', project: 'mo' });
    expect(await session.resendActivation('keine-adresse')).toEqual({
      ok: false,
      error: { kind: 'status', status: 400, message: 'resendActivationMail failed' },
    });
  });

  it('writes the token cookie with the spec attributes', async () => {
    const { apiHost } = routeFetchToDemoHost();
    const written = recordCookieWrites();
    await createSession(apiHost, 'ams').login(anna.token);
    // spec 9.1: 360 days, secure, SameSite=None, shared across the brand's subdomains.
    expect(written).toEqual([
      `${TOKEN_COOKIE}=${anna.token}; path=/; domain=.auto-kiosk.de; max-age=31104000; samesite=none; secure`,
    ]);
  });

  it('blocked cookies read as logged out instead of throwing', async () => {
    blockCookieReads();
    const session = createSession('https://api.example.de', 'ams');
    await session.revalidate();
    expect(session.store.getState()).toMatchObject({ loggedIn: false, loginValidated: true });
  });
});
