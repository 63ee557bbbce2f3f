// @vitest-environment node
// (happy-dom's Response hides Set-Cookie, as a browser does; the script-free login sets one)
import { describe, expect, it } from 'vitest';
import { createDemoBackends } from '../../../../demo-host/api/index.ts';
import { LOCKED_RETRY_SECONDS, MAX_FAILURES } from '../../../../demo-host/api/community/accounts.ts';
import { DEMO_PASSWORD } from '../../../../demo-host/api/community/seed.ts';

/** A demo host with its own clock, so its outbox and its lockouts are this test's alone. */
function demoHost() {
  let time = Date.parse('2026-03-01T10:00:00Z');
  const { app } = createDemoBackends({ now: () => new Date(time) });
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(`/api/community${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...headers },
    });
  const mails = async (to: string) =>
    (
      (await (await app.request(`/postfach/mails?an=${to}`)).json()) as {
        mails: { subject: string; links: { href: string }[] }[];
      }
    ).mails;
  return { app, post, mails, advance: (ms: number) => (time += ms) };
}

const login = (email: string, password = DEMO_PASSWORD) => ({ email, password, project: 'ams' });
const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: 'Zugspitze-im-Nebel',
  displayName: 'Neue Leserin',
  terms: true,
  project: 'ams',
  ...extra,
});

describe('demo community: login (issue 26)', () => {
  it('gives a seeded user their token, which validate knows', async () => {
    const { app, post } = demoHost();
    const response = await post('/login', login('anna@example.de'));
    expect(response.status).toBe(200);
    const { token, name } = (await response.json()) as { token: string; name: string };
    expect(name).toBe('Anna Schmidt');
    const validated = await app.request(`/api/community/validate?rkm_auth_token=${token}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(validated.status).toBe(200);
  });

  it('answers 401 alike for a wrong password and an unknown address, 403 before activation', async () => {
    const { post } = demoHost();
    const wrong = await post('/login', login('anna@example.de', 'falsch-falsch'));
    const unknown = await post('/login', login('niemand@example.de'));
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(await wrong.json()).toEqual(await unknown.json());
    expect((await post('/login', login('erik@example.de'))).status).toBe(403);
  });

  it(`locks an address for a minute after ${MAX_FAILURES} wrong passwords, with Retry-After`, async () => {
    const { post, advance } = demoHost();
    for (let attempt = 0; attempt < MAX_FAILURES; attempt++)
      expect((await post('/login', login('ben@example.de', 'falsch'))).status).toBe(401);
    const locked = await post('/login', login('ben@example.de'));
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBe('60');
    advance(45_000);
    expect((await post('/login', login('ben@example.de'))).headers.get('Retry-After')).toBe('15');
    advance(15_000);
    expect((await post('/login', login('ben@example.de'))).status).toBe(200);
  });

  it('keeps the seeded locked user locked', async () => {
    const response = await demoHost().post('/login', login('frieda@example.de'));
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe(String(LOCKED_RETRY_SECONDS));
  });

  it('answers a script-free form post with a redirect back and the token cookie', async () => {
    const { app } = demoHost();
    const response = await app.request('/api/community/login', {
      method: 'POST',
      body: new URLSearchParams(login('anna@example.de')),
    });
    expect(response.status).toBe(303);
    // The browser's Referer leads back; fetch cannot set it here, so this lands on the home page.
    expect(response.headers.get('Location')).toBe('/?ergebnis=angemeldet');
    expect(response.headers.get('Set-Cookie')).toContain('ape_token=demo-anna-2026');
  });
});

describe('demo community: registration and activation (issue 26)', () => {
  it('registers, mails the activation link, and the link activates and leads back to the login', async () => {
    const { app, post, mails } = demoHost();
    const email = 'neu@example.de';
    const response = await post('/register', registration(email, { returnUrl: '/auto/artikel/' }));
    expect(await response.json()).toEqual({ success: true });
    expect((await post('/login', login(email, 'Zugspitze-im-Nebel'))).status).toBe(403);
    const [mail] = await mails(email);
    expect(mail?.subject).toBe('Bitte aktivieren Sie Ihr Konto');
    const activated = await app.request(mail!.links[0]!.href);
    expect(activated.status).toBe(303);
    expect(activated.headers.get('Location')).toBe(
      '/konto/anmelden/?aktiviert=1&returnUrl=%2Fauto%2Fartikel%2F',
    );
    const loggedIn = await post('/login', login(email, 'Zugspitze-im-Nebel'));
    expect(loggedIn.status).toBe(200);
    expect((await app.request(mail!.links[0]!.href)).status).toBe(404);
    // One account list (auth.ts): the other backends that need a login know the new reader.
    const { token } = (await loggedIn.json()) as { token: string };
    const bookmarks = await app.request(`/api/bookmarks/get?rkm_auth_token=${token}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(bookmarks.status).toBe(200);
  });

  it('lets no backend take the token of an account before it is activated', async () => {
    const { app } = demoHost();
    const ajax = { headers: { 'X-Requested-With': 'XMLHttpRequest' } };
    // erik@example.de is seeded unactivated; his token must not open bookmarks or issues.
    expect((await app.request('/api/bookmarks/get?rkm_auth_token=demo-erik-new', ajax)).status).toBe(401);
    expect((await app.request('/api/issues/ams/owned?rkm_auth_token=demo-erik-new', ajax)).status).toBe(401);
  });

  it('answers a known address as a new one and tells the owner by mail (no enumeration)', async () => {
    const { post, mails } = demoHost();
    const known = await post('/register', registration('anna@example.de', { displayName: 'Anna S.' }));
    const fresh = await post('/register', registration('frisch@example.de'));
    expect([known.status, await known.json()]).toEqual([fresh.status, await fresh.json()]);
    expect((await mails('anna@example.de'))[0]?.subject).toBe('Sie haben bereits ein Konto');
  });

  it("subscribes the newsletter tick to the brand's list by double opt-in, answering as without it", async () => {
    const { app, post, mails } = demoHost();
    const status = async (email: string) =>
      (
        (await (await app.request(`/api/newsletter/demo-status?list=ams-news&email=${email}`)).json()) as {
          status: string;
        }
      ).status;
    const plain = await post('/register', registration('ohne@example.de'));
    const ticked = await post(
      '/register',
      registration('mit@example.de', { newsletter: true, displayName: 'Mit Brief' }),
    );
    const known = await post(
      '/register',
      registration('ben@example.de', { newsletter: true, displayName: 'B. W.' }),
    );
    for (const response of [ticked, known])
      expect([response.status, await response.json()]).toEqual([plain.status, await plain.clone().json()]);
    expect(await status('ohne@example.de')).toBe('none');
    expect(await status('mit@example.de')).toBe('pending');
    const confirmation = (await mails('mit@example.de')).find((mail) => mail.subject.includes('Auto-News'));
    expect(confirmation?.subject).toBe('Bitte bestätigen Sie Ihre Anmeldung zu „Auto-News“');
    expect((await app.request(confirmation!.links[0]!.href)).status).toBe(200);
    expect(await status('mit@example.de')).toBe('confirmed');
    // A script-free form post sends the tick as 'on'.
    await app.request('/api/community/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...registration('formular@example.de'),
        displayName: 'Ohne Skript',
        terms: 'on',
        newsletter: 'on',
      } as Record<string, string>),
    });
    expect(await status('formular@example.de')).toBe('pending');
  });

  it('refuses short and common passwords, bad names and a missing consent, per field', async () => {
    const { post } = demoHost();
    const response = await post('/register', {
      email: 'kein-at',
      password: 'Passwort1',
      displayName: 'ab',
      project: 'ams',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: 'invalid',
      problems: {
        email: 'email-invalid',
        password: 'password-common',
        displayName: 'name-length',
        terms: 'terms-required',
      },
    });
    const short = await post('/register', registration('kurz@example.de', { password: 'kurz' }));
    expect(((await short.json()) as { problems: object }).problems).toEqual({ password: 'password-short' });
  });

  it('makes one account for a retried registration with the same Idempotency-Key', async () => {
    const { post, mails } = demoHost();
    const headers = { 'Idempotency-Key': 'reg-1' };
    const [first, second] = await Promise.all([
      post('/register', registration('zweimal@example.de'), headers),
      post('/register', registration('zweimal@example.de'), headers),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await mails('zweimal@example.de')).toHaveLength(1);
    // Without the key, a second registration is a second request (and mails the owner).
    await post('/register', registration('zweimal@example.de'));
    expect(await mails('zweimal@example.de')).toHaveLength(2);
  });

  it('checks a display name: length 3–30 and not taken', async () => {
    const { app } = demoHost();
    const check = async (name: string) =>
      (
        await app.request(`/api/community/displayname?name=${encodeURIComponent(name)}`, {
          headers: { 'X-Requested-With': 'XMLHttpRequest' },
        })
      ).json();
    expect(await check('Anna Schmidt')).toEqual({ available: false, problem: 'name-taken' });
    expect(await check('ab')).toEqual({ available: false, problem: 'name-length' });
    expect(await check('x'.repeat(31))).toEqual({ available: false, problem: 'name-length' });
    expect(await check('Rennrad-Rita')).toEqual({ available: true });
  });

  it('resends the activation mail at most once a minute (429 with Retry-After)', async () => {
    const { post, mails, advance } = demoHost();
    const resend = () => post('/resendactivation', { email: 'erik@example.de', project: 'ams' });
    expect((await resend()).status).toBe(200);
    const early = await resend();
    expect([early.status, early.headers.get('Retry-After')]).toEqual([429, '60']);
    advance(60_000);
    expect((await resend()).status).toBe(200);
    expect(await mails('erik@example.de')).toHaveLength(2);
  });

  it('mails a reset link to a known address and answers alike for an unknown one', async () => {
    const { post, mails } = demoHost();
    const known = await post('/passwordreset', { email: 'ben@example.de', project: 'ams' });
    const unknown = await post('/passwordreset', { email: 'nobody@example.de', project: 'ams' });
    expect(await known.json()).toEqual(await unknown.json());
    expect((await mails('ben@example.de'))[0]?.subject).toBe('Passwort zurücksetzen');
    expect(await mails('nobody@example.de')).toEqual([]);
  });

  it('fails and slows down on demand, by the address (+fail, +slow)', async () => {
    const { post } = demoHost();
    expect((await post('/login', login('anna+fail@example.de'))).status).toBe(500);
    const started = Date.now();
    expect((await post('/login', login('anna+slow@example.de'))).status).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
  });

  it('lets a retry after a 500 through instead of replaying the failure', async () => {
    const { post } = demoHost();
    const headers = { 'Idempotency-Key': 'retry-1' };
    expect((await post('/login', login('anna+fail@example.de'), headers)).status).toBe(500);
    expect((await post('/login', login('anna@example.de'), headers)).status).toBe(200);
  });
});
