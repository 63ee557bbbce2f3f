import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import type { BackendOptions } from '../backend.ts';
import { systemClock } from '../clock.ts';
import { demoMode, HANG_MS, sleep, SLOW_MS } from '../demo-mode.ts';
import { formAnswer, isFormPost, readBody } from '../form-post.ts';
import { idempotent } from '../idempotent.ts';
import { outboxFor } from '../mailbox/outbox.ts';
import { brandList, subscriptionsFor } from '../newsletter/subscriptions.ts';
import { requireRequestedWith } from '../requested-with.ts';
import { TOKEN_COOKIE } from '../../../src/session/token-cookie.ts';
import { accountsFor, RESEND_COOLDOWN_MS, RESET_LINK_MS, type Account } from './accounts.ts';
import { isCommonPassword } from './common-passwords.ts';

/** Where the activation link leads once the account is active: the demo site's login form. */
export const LOGIN_PAGE = '/konto/anmelden/';
/** Where the reset mail's link leads: the demo site's 'Neues Passwort festlegen' form. */
export const NEW_PASSWORD_PAGE = '/konto/passwort-neu/';
export const MIN_PASSWORD = 8;
export const DISPLAY_NAME = { min: 3, max: 30 } as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why a field of a registration was refused; the form maps each code to its German message. */
export type RegisterProblem =
  'email-invalid' | 'password-short' | 'password-common' | 'name-length' | 'name-taken' | 'terms-required';

const text = (value: unknown) => (typeof value == 'string' ? value : '');

/** A same-site path to come back to, or undefined: the backend never redirects elsewhere. */
const localPath = (value: unknown) => {
  const path = text(value);
  return /^\/(?![/\\])/.test(path) ? path : undefined;
};

function nameProblem(name: string, taken: boolean): RegisterProblem | undefined {
  const length = [...name.trim()].length;
  if (length < DISPLAY_NAME.min || length > DISPLAY_NAME.max) return 'name-length';
  return taken ? 'name-taken' : undefined;
}

/**
 * The community service (spec 7.1 and issue 26). Spec 7.1's validate, logout and resend activation,
 * and the calls issue 26 designs: login (401 wrong credentials, 403 not activated, 429 with
 * Retry-After), registration (the same answer whether or not the address has an account: the mail
 * tells its owner; its newsletter tick asks for the brand list's double opt-in), the activation link, the password reset (request, then the new password with the link's code) and the display-name check.
 * Every POST honours `Idempotency-Key`; an address `name+slow@…`, `+fail@…` or `+hang@…` makes its
 * call slow, fail with a 500 or hang (demo-mode.ts). Mails go to the demo mailbox (`/postfach/`).
 */
export function createCommunity({ now = systemClock }: Partial<BackendOptions> = {}) {
  const app = new Hono();
  const accounts = accountsFor(now);
  const outbox = outboxFor(now);
  const newsletter = subscriptionsFor(now);

  const sendActivation = (account: Account, returnUrl?: string) => {
    account.activationSentAt = now().getTime();
    const query = new URLSearchParams({ code: account.activationCode ?? '' });
    if (returnUrl) query.set('returnUrl', returnUrl);
    outbox.send({
      to: account.email,
      subject: 'Bitte aktivieren Sie Ihr Konto',
      text: `Hallo ${account.name}, bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren.`,
      links: [{ label: 'Konto aktivieren', href: `/api/community/activate?${query}` }],
    });
  };

  app.use('*', idempotent());
  // The demo modes, by the address in the body: only the form calls have one.
  app.use('*', async (c, next) => {
    if (c.req.method != 'POST') return next();
    const mode = demoMode((await readBody(c)).email);
    if (mode == 'slow') await sleep(SLOW_MS);
    if (mode == 'hang') await sleep(HANG_MS);
    if (mode == 'hang') return c.json({ error: 'demo hang' }, 504);
    if (mode == 'fail') return c.json({ error: 'demo failure' }, 500);
    return next();
  });

  // spec 7.1: 200 with the user for a known token, else 401 (validate failed).
  app.get('/validate', requireRequestedWith, (c) => {
    const account = accounts.byToken(c.req.query('rkm_auth_token') ?? '');
    if (!account?.activated) return c.json({ error: 'invalid token' }, 401);
    return c.json({
      __current_login_token: account.token,
      name: account.name,
      email: account.email,
      hasAbo: account.hasAbo,
      hasNewAbo: account.hasNewAbo ?? false,
      hasOneDayAbo: false,
    });
  });

  app.post('/logout', requireRequestedWith, (c) => c.json({ success: true }));

  app.post('/login', async (c) => {
    const body = await readBody(c);
    if (!text(body.email) || !text(body.password) || !text(body.project))
      return c.json({ error: 'email, password and project required' }, 400);
    const outcome = accounts.login(text(body.email), text(body.password));
    switch (outcome.kind) {
      case 'ok':
        // A script-free login gets its token cookie from here (spec 9.1: the cookie the session reads).
        if (!c.req.header('Content-Type')?.includes('json'))
          setCookie(c, TOKEN_COOKIE, outcome.account.token, { path: '/', sameSite: 'Lax' });
        return formAnswer(c, 'angemeldet', { token: outcome.account.token, name: outcome.account.name }, 200);
      case 'wrong':
        return formAnswer(c, 'falsch', { error: 'invalid credentials' }, 401);
      case 'not-activated':
        return formAnswer(c, 'nicht-aktiviert', { error: 'not activated' }, 403);
      case 'locked':
        c.header('Retry-After', String(outcome.retryAfterSeconds));
        return formAnswer(
          c,
          'gesperrt',
          { error: 'too many attempts', retryAfter: outcome.retryAfterSeconds },
          429,
        );
    }
  });

  app.post('/register', async (c) => {
    const body = await readBody(c);
    const email = text(body.email).trim();
    const password = text(body.password);
    const name = text(body.displayName);
    const problems: Partial<Record<string, RegisterProblem>> = {};
    if (!EMAIL.test(email)) problems.email = 'email-invalid';
    if (password.length < MIN_PASSWORD) problems.password = 'password-short';
    else if (isCommonPassword(password)) problems.password = 'password-common';
    const existing = EMAIL.test(email) ? accounts.byEmail(email) : undefined;
    const nameIssue = nameProblem(name, !existing && accounts.displayNameTaken(name));
    if (nameIssue) problems.displayName = nameIssue;
    if (body.terms !== true && body.terms !== 'on') problems.terms = 'terms-required';
    if (!text(body.project)) return c.json({ error: 'project required' }, 400);
    if (Object.keys(problems).length) return formAnswer(c, 'ungueltig', { error: 'invalid', problems }, 422);
    if (existing)
      // No enumeration: the answer is the same; the mail tells the address's owner.
      outbox.send({
        to: existing.email,
        subject: 'Sie haben bereits ein Konto',
        text: 'Jemand wollte sich mit Ihrer E-Mail-Adresse registrieren. Sie haben schon ein Konto: melden Sie sich an oder setzen Sie Ihr Passwort zurück.',
        links: [{ label: 'Anmelden', href: LOGIN_PAGE }],
      });
    else sendActivation(accounts.register(email, password, name), localPath(body.returnUrl));
    // The optional newsletter tick: double opt-in for the brand's list, whether or not the address had
    // an account (the answer stays the same; the confirmation mail goes to the address's owner).
    const list = brandList(text(body.project));
    if (list && (body.newsletter === true || body.newsletter === 'on'))
      newsletter.subscribe(list, email, list.rhythms[0] ?? '');
    return formAnswer(c, 'registriert', { success: true }, 200);
  });

  // The link in the activation mail: activates, then leads to the login form (with the return address).
  app.get('/activate', (c) => {
    const account = accounts.byActivationCode(c.req.query('code') ?? '');
    if (!account) return c.text('Dieser Aktivierungslink ist ungültig oder wurde schon benutzt.', 404);
    account.activated = true;
    account.activationCode = undefined;
    const query = new URLSearchParams({ aktiviert: '1' });
    const returnUrl = localPath(c.req.query('returnUrl'));
    if (returnUrl) query.set('returnUrl', returnUrl);
    return c.redirect(`${LOGIN_PAGE}?${query}`, 303);
  });

  // spec 7.1: email and project. The same 200 for every address; a second mail waits 60 s.
  app.post('/resendactivation', async (c) => {
    const body = await readBody(c);
    if (!text(body.email).includes('@') || !text(body.project))
      return c.json({ error: 'email and project required' }, 400);
    const account = accounts.byEmail(text(body.email));
    if (account && !account.activated) {
      const wait = (account.activationSentAt ?? -Infinity) + RESEND_COOLDOWN_MS - now().getTime();
      if (wait > 0) {
        c.header('Retry-After', String(Math.ceil(wait / 1000)));
        return c.json({ error: 'too many attempts' }, 429);
      }
      sendActivation(account);
    }
    return c.json({ success: true, sent: text(body.email) });
  });

  app.post('/passwordreset', async (c) => {
    const body = await readBody(c);
    if (!text(body.email).includes('@') || !text(body.project))
      return c.json({ error: 'email and project required' }, 400);
    const account = accounts.byEmail(text(body.email));
    if (account)
      outbox.send({
        to: account.email,
        subject: 'Passwort zurücksetzen',
        text: `Über den Link wählen Sie ein neues Passwort. Er gilt ${RESET_LINK_MS / 60_000} Minuten und nur einmal.`,
        links: [
          {
            label: 'Neues Passwort festlegen',
            href: `${NEW_PASSWORD_PAGE}?${new URLSearchParams({ code: accounts.startReset(account) })}`,
          },
        ],
      });
    return formAnswer(c, 'zuruecksetzen', { success: true }, 200);
  });

  // The form behind the reset link: the code from the link (expiring, single use) and a new password
  // under the registration's rules; then the login. A code that does not work keeps the password:
  // 'link-ungueltig' says to ask for a new link.
  app.post('/newpassword', async (c) => {
    const body = await readBody(c);
    const code = text(body.code);
    const password = text(body.password);
    if (!accounts.resetAccount(code))
      return formAnswer(c, 'link-ungueltig', { error: 'invalid or expired code' }, 400);
    const problem: RegisterProblem | undefined =
      password.length < MIN_PASSWORD
        ? 'password-short'
        : isCommonPassword(password)
          ? 'password-common'
          : undefined;
    if (problem)
      return formAnswer(c, 'passwort-ungueltig', { error: 'invalid', problems: { password: problem } }, 422);
    accounts.finishReset(code, password);
    if (isFormPost(c)) return c.redirect(`${LOGIN_PAGE}?ergebnis=passwort-neu`, 303);
    return c.json({ success: true });
  });

  app.get('/displayname', requireRequestedWith, (c) => {
    const name = c.req.query('name') ?? '';
    const problem = nameProblem(name, accounts.displayNameTaken(name));
    return c.json(problem ? { available: false, problem } : { available: true });
  });

  return { app };
}
