// @vitest-environment node
// (the whole demo host: pages and backends; happy-dom's Response would hide the login's Set-Cookie)
import { describe, expect, it } from 'vitest';
import { RESET_LINK_MS } from '../../demo-host/api/community/accounts.ts';
import { DEMO_PASSWORD } from '../../demo-host/api/community/seed.ts';
import { createDemoApp } from '../../demo-host/app.ts';
import { FORM_MESSAGES } from '../../features/forms/form-messages.ts';
import { LOGIN_LABELS } from '../../widgets/login-form/labels.ts';
import { NEWSLETTER_LABELS } from '../../widgets/newsletter-form/labels.ts';
import { LOGIN_MARKUP } from '../../widgets/login-form/markup.ts';

const ORIGIN = 'http://localhost:5173';

/** A demo host with its own clock, as a browser without script uses it: form posts, redirects, pages. */
function browser() {
  let time = Date.parse('2026-03-01T10:00:00Z');
  const app = createDemoApp({ now: () => new Date(time) });
  /** Posts a form from `page` as a browser does (Referer), and follows the 303 to the page it names. */
  const post = async (page: string, action: string, fields: Record<string, string>) => {
    const answer = await app.request(`${ORIGIN}${action}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Referer: `${ORIGIN}${page}` },
    });
    expect(answer.status).toBe(303);
    const location = answer.headers.get('Location')!;
    return { location, html: await (await app.request(`${ORIGIN}${location}`)).text() };
  };
  const mails = async (to: string) =>
    (
      (await (await app.request(`${ORIGIN}/postfach/mails?an=${to}`)).json()) as {
        mails: { subject: string; links: { label: string; href: string }[] }[];
      }
    ).mails;
  return { app, post, mails, advance: (ms: number) => (time += ms) };
}

/** The status a page shows for `?ergebnis=` (issue 26: the no-script path is whole). */
const status = (html: string) => /<p class="demo-form-result" role="status">([^<]*)<\/p>/.exec(html)?.[1];
const unescape = (text: string | undefined) =>
  text?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

describe('forms without script (issue 26)', () => {
  it('show the result of a login, registration and newsletter post on the page they came from', async () => {
    const { post } = browser();
    const login = (password: string) =>
      post('/konto/anmelden/', '/api/community/login', {
        email: 'anna@example.de',
        password,
        project: 'ams',
      });
    const wrong = await login('falsch-falsch');
    expect(wrong.location).toBe('/konto/anmelden/?ergebnis=falsch');
    expect(unescape(status(wrong.html))).toBe(LOGIN_LABELS.wrongCredentials);
    expect(unescape(status((await login(DEMO_PASSWORD)).html))).toBe('Sie sind angemeldet.');
    const registered = await post('/konto/registrieren/', '/api/community/register', {
      email: 'ohne-skript@example.de',
      password: 'Zugspitze-im-Nebel',
      displayName: 'Ohne Skript',
      terms: 'on',
      project: 'ams',
    });
    expect(unescape(status(registered.html))).toMatch(
      /^Fast geschafft! Wir haben Ihnen eine E-Mail geschickt\./,
    );
    const refused = await post('/konto/registrieren/', '/api/community/register', {
      email: 'x',
      project: 'ams',
    });
    expect(unescape(status(refused.html))).toMatch(/^Die Registrierung hat nicht geklappt\./);
    const signup = { email: 'leser@example.de', list: 'ams-news', project: 'ams' };
    expect(unescape(status((await post('/newsletter/', '/api/newsletter/subscribe', signup)).html))).toBe(
      NEWSLETTER_LABELS.confirm,
    );
    const badSignup = { ...signup, email: 'kein-at' };
    expect(unescape(status((await post('/newsletter/', '/api/newsletter/subscribe', badSignup)).html))).toBe(
      FORM_MESSAGES.emailInvalid,
    );
  });

  it('shows no status for an outcome the page does not know, and never the parameter itself', async () => {
    const { app } = browser();
    const html = await (await app.request(`${ORIGIN}/konto/anmelden/?ergebnis=<b>x</b>`)).text();
    expect(status(html)).toBeUndefined();
    expect(html).not.toContain('<b>x</b>');
  });

  it("leads from 'Passwort vergessen?' through the mailed link to a new password, once, then to the login", async () => {
    const { app, post, mails } = browser();
    // The login form's server markup links to the script-free request.
    expect(LOGIN_MARKUP).toContain(
      '<a class="kiosk-form__link" href="/konto/passwort-vergessen/">Passwort vergessen?</a>',
    );
    const requested = await post('/konto/passwort-vergessen/', '/api/community/passwordreset', {
      email: 'ben@example.de',
      project: 'ams',
    });
    expect(unescape(status(requested.html))).toBe(LOGIN_LABELS.resetSent);
    const link = (await mails('ben@example.de'))[0]!.links[0]!;
    expect(link.label).toBe('Neues Passwort festlegen');
    const page = await (await app.request(`${ORIGIN}${link.href}`)).text();
    expect(page).toContain('<h1>Neues Passwort festlegen</h1>');
    expect(page).toContain('autocomplete="new-password"');
    const code = /name="code" value="([^"]+)"/.exec(page)?.[1];
    expect(code).toBe(new URL(link.href, ORIGIN).searchParams.get('code'));

    // The registration's rules: 8+ characters, not a common password; the link still works after.
    const short = await post(link.href, '/api/community/newpassword', { code: code!, password: 'kurz' });
    expect(short.location).toBe(`${link.href}&ergebnis=passwort-ungueltig`);
    expect(unescape(status(short.html))).toMatch(/^Das Passwort muss mindestens 8 Zeichen lang sein\./);
    const common = await post(link.href, '/api/community/newpassword', {
      code: code!,
      password: 'Passwort1',
    });
    expect(common.location).toBe(`${link.href}&ergebnis=passwort-ungueltig`);

    const saved = await post(link.href, '/api/community/newpassword', {
      code: code!,
      password: 'Neues-Fahrrad-2026',
    });
    expect(saved.location).toBe('/konto/anmelden/?ergebnis=passwort-neu');
    expect(unescape(status(saved.html))).toBe(
      'Ihr neues Passwort ist gespeichert. Sie können sich jetzt anmelden.',
    );
    const loginWith = (password: string) =>
      post('/konto/anmelden/', '/api/community/login', { email: 'ben@example.de', password, project: 'ams' });
    expect((await loginWith(DEMO_PASSWORD)).location).toBe('/konto/anmelden/?ergebnis=falsch');
    expect((await loginWith('Neues-Fahrrad-2026')).location).toBe('/konto/anmelden/?ergebnis=angemeldet');

    // Single use.
    const again = await post(link.href, '/api/community/newpassword', {
      code: code!,
      password: 'Noch-ein-Fahrrad',
    });
    expect(unescape(status(again.html))).toMatch(/^Dieser Link ist abgelaufen oder wurde schon benutzt\./);
  });

  it('lets a reset link expire', async () => {
    const { post, mails, advance } = browser();
    await post('/konto/passwort-vergessen/', '/api/community/passwordreset', {
      email: 'anna@example.de',
      project: 'ams',
    });
    const link = (await mails('anna@example.de'))[0]!.links[0]!;
    const code = new URL(link.href, ORIGIN).searchParams.get('code')!;
    advance(RESET_LINK_MS + 1);
    const late = await post(link.href, '/api/community/newpassword', {
      code,
      password: 'Neues-Fahrrad-2026',
    });
    expect(late.location).toBe(`${link.href}&ergebnis=link-ungueltig`);
  });
});
