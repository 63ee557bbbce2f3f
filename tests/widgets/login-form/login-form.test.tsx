import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_ERROR_EVENT } from '../../../src/analytics/catalogue.ts';
import { FORM_MESSAGES } from '../../../features/forms/form-messages.ts';
import { mount } from '../../../widgets/login-form/index.ts';
import { LOGIN_LABELS } from '../../../widgets/login-form/labels.ts';
import { meta } from '../../../widgets/login-form/meta.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

const PASSWORD = 'Kiosk-Demo-2026';
/** Each test's mounts, unmounted after it: the page-wide visibility observer must let go of them. */
const mounted: (() => void)[] = [];

async function loginForm(options: Parameters<typeof kioskOnDemoHost>[1] = {}) {
  const host = kioskOnDemoHost({}, options);
  const events: { name: string; props?: object }[] = [];
  host.kiosk.bus.on('analytics-event', (event) => events.push(event));
  await host.kiosk.session.revalidate();
  const { element, unmount } = await host.mountOn(mount, {}, meta.example.markup);
  mounted.push(unmount);
  const serverEmail = element.querySelector<HTMLInputElement>('input[name="email"]')!;
  return { ...host, element, unmount, events, serverEmail };
}

/** Reaches for the server form (focus), types into it, and waits for the interactive form. */
async function handOver(element: HTMLElement, serverEmail: HTMLInputElement, typed = 'anna@example.de') {
  serverEmail.value = typed;
  serverEmail.focus();
  fireEvent.focusIn(serverEmail);
  // The first test imports the interactive form's modules: give it time.
  await waitFor(() => expect(element.querySelector('form[novalidate]')).not.toBeNull(), { timeout: 5_000 });
  const form = within(element);
  return {
    email: form.getByLabelText(LOGIN_LABELS.email) as HTMLInputElement,
    password: form.getByLabelText(LOGIN_LABELS.password) as HTMLInputElement,
    submit: () => fireEvent.submit(element.querySelector('form')!),
    form,
  };
}

describe('login-form (issue 26)', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
  afterEach(() => {
    for (const unmount of mounted.splice(0)) unmount();
    document.body.innerHTML = '';
    document.cookie = 'ape_token=; max-age=0; path=/';
    FakeIntersectionObserver.reset();
    vi.unstubAllGlobals();
  });

  it('takes over the server form with what was typed and the focus, and logs in (Standard)', async () => {
    const { element, serverEmail, events, kiosk } = await loginForm();
    const { email, password, submit, form } = await handOver(element, serverEmail);
    expect(email.value).toBe('anna@example.de');
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('autocomplete')).toBe('username');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    fireEvent.change(password, { target: { value: PASSWORD } });
    submit();
    await waitFor(() => expect(form.getByText('Angemeldet als Anna Schmidt')).toBeTruthy());
    expect(kiosk.session.store.getState().loggedIn).toBe(true);
    expect(events.map((event) => event.name)).toEqual(['login_start', 'login_submit', 'login_successful']);
    expect(events[2]).toEqual({ name: 'login_successful', props: { login_type: 'Standard' } });
    // No address or name in any event.
    expect(JSON.stringify(events)).not.toMatch(/anna|Schmidt|@/i);
  });

  it("tracks a subscriber's login as 'Subscription' and goes to the return address", async () => {
    history.replaceState(null, '', '/konto/anmelden/?returnUrl=/auto/');
    const navigate = vi.fn();
    const { renderLoginForm } = await import('../../../widgets/login-form/mount-form.tsx');
    const { kiosk } = kioskOnDemoHost();
    const events: { name: string; props?: object }[] = [];
    kiosk.bus.on('analytics-event', (event) => events.push(event));
    const element = document.createElement('div');
    document.body.append(element);
    const formEventsModule = await import('../../../features/forms/form-events.ts');
    const events2 = formEventsModule.formEvents(kiosk.bus, {
      impression: 'login_impression',
      submit: 'login_submit',
    });
    await renderLoginForm(
      kiosk,
      events2,
      navigate,
    )(element, { values: { email: 'ben@example.de', password: PASSWORD } });
    fireEvent.submit(element.querySelector('form')!);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`${location.origin}/auto/`));
    expect(events.at(-1)).toEqual({ name: 'login_successful', props: { login_type: 'Subscription' } });
    history.replaceState(null, '', '/');
  });

  it('ignores an open redirect: returnUrl to another site is not followed', async () => {
    history.replaceState(null, '', '/konto/anmelden/?returnUrl=https://evil.example/');
    const navigate = vi.fn();
    const { renderLoginForm } = await import('../../../widgets/login-form/mount-form.tsx');
    const { formEvents } = await import('../../../features/forms/form-events.ts');
    const { kiosk } = kioskOnDemoHost();
    const element = document.createElement('div');
    document.body.append(element);
    await renderLoginForm(
      kiosk,
      formEvents(kiosk.bus, { impression: 'login_impression', submit: 'login_submit' }),
      navigate,
    )(element, { values: { email: 'anna@example.de', password: PASSWORD } });
    fireEvent.submit(element.querySelector('form')!);
    await waitFor(() => expect(within(element).getByText('Angemeldet als Anna Schmidt')).toBeTruthy());
    expect(navigate).not.toHaveBeenCalled();
    history.replaceState(null, '', '/');
  });

  it('says wrong credentials without saying which, empties and focuses only the password', async () => {
    const { element, serverEmail, events } = await loginForm();
    const { email, password, submit, form } = await handOver(element, serverEmail);
    fireEvent.change(password, { target: { value: 'falsch-falsch' } });
    submit();
    await waitFor(() => expect(form.getByText(LOGIN_LABELS.wrongCredentials)).toBeTruthy());
    expect(email.value).toBe('anna@example.de');
    expect(password.value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(events.map((event) => event.name)).toContain(LOGIN_ERROR_EVENT);
  });

  it("sends a failed login's events in this order: impression, start, submit, 'Benutzer / Loginstatus / fehlerhaft'", async () => {
    const { element, serverEmail, events } = await loginForm();
    FakeIntersectionObserver.reveal(element, 1);
    const { password, submit, form } = await handOver(element, serverEmail);
    fireEvent.change(password, { target: { value: 'falsch-falsch' } });
    submit();
    await waitFor(() => expect(form.getByText(LOGIN_LABELS.wrongCredentials)).toBeTruthy());
    expect(events).toEqual([
      { name: 'login_impression' },
      { name: 'login_start' },
      { name: 'login_submit' },
      { name: 'Benutzer / Loginstatus / fehlerhaft' },
    ]);
  });

  it("'Passwort anzeigen': one named checkbox that shows and hides the password, keeping focus and value", async () => {
    const { element, serverEmail } = await loginForm();
    const { password, form } = await handOver(element, serverEmail);
    fireEvent.change(password, { target: { value: PASSWORD } });
    const show = form.getByRole('checkbox', { name: 'Passwort anzeigen' });
    expect(form.getAllByRole('checkbox', { name: 'Passwort anzeigen' })).toHaveLength(1);
    expect([password.type, (show as HTMLInputElement).checked]).toEqual(['password', false]);
    show.focus();
    fireEvent.click(show);
    await waitFor(() => expect(password.type).toBe('text'));
    expect([document.activeElement, password.value]).toEqual([show, PASSWORD]);
    // The same field, so a password manager's fill and the reader's caret stay where they are.
    expect(form.getByLabelText(LOGIN_LABELS.password)).toBe(password);
    fireEvent.click(show);
    await waitFor(() => expect(password.type).toBe('password'));
    expect([document.activeElement, password.value, password.getAttribute('autocomplete')]).toEqual([
      show,
      PASSWORD,
      'current-password',
    ]);
  });

  it('shows the GOV.UK summary and inline errors on an empty submit, and sends nothing', async () => {
    const { element, serverEmail, backend } = await loginForm();
    const { email, password, submit, form } = await handOver(element, serverEmail, '');
    const sent = backend.requests.length;
    submit();
    const summary = await form.findByRole('alert', { name: FORM_MESSAGES.summaryTitle });
    expect(document.activeElement).toBe(summary);
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      FORM_MESSAGES.emailMissing,
      FORM_MESSAGES.passwordMissing,
    ]);
    expect(links[0]!.getAttribute('href')).toBe(`#${email.id}`);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(`${email.id}-error`);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(backend.requests.length).toBe(sent);
    // Live only on a field in error: fixing the address clears its error at once.
    fireEvent.change(email, { target: { value: 'anna@example.de' } });
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('offers the activation mail to an unactivated account, with a 60 s cooldown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { element, serverEmail } = await loginForm();
      const { password, submit, form } = await handOver(element, serverEmail, 'erik@example.de');
      fireEvent.change(password, { target: { value: PASSWORD } });
      submit();
      await waitFor(() => expect(form.getByText(LOGIN_LABELS.notActivated)).toBeTruthy());
      fireEvent.click(form.getByRole('button', { name: LOGIN_LABELS.resend }));
      await waitFor(() => expect(form.getByText(LOGIN_LABELS.resent)).toBeTruthy());
      const button = form.getByRole('button', { name: /Aktivierungs-E-Mail erneut senden \(in 60 s/ });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      vi.advanceTimersByTime(60_000);
      await waitFor(() => expect(form.getByRole('button', { name: LOGIN_LABELS.resend })).toBeTruthy());
    } finally {
      vi.useRealTimers();
    }
  });

  it("says a failed resend ('resendActivationMail failed') in German and lets the reader try again", async () => {
    const { element, serverEmail, backend } = await loginForm();
    const { password, submit, form } = await handOver(element, serverEmail, 'erik@example.de');
    fireEvent.change(password, { target: { value: PASSWORD } });
    submit();
    await waitFor(() => expect(form.getByText(LOGIN_LABELS.notActivated)).toBeTruthy());
    backend.answerNext(503);
    fireEvent.click(form.getByRole('button', { name: LOGIN_LABELS.resend }));
    await waitFor(() =>
      expect(
        form.getByText(
          'Die Aktivierungs-E-Mail konnte gerade nicht gesendet werden. Bitte versuchen Sie es gleich noch einmal.',
        ),
      ).toBeTruthy(),
    );
    expect(form.queryByText(LOGIN_LABELS.resent)).toBeNull();
    // No cooldown after a failure: the button works at once.
    const button = form.getByRole('button', { name: LOGIN_LABELS.resend });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    const resends = () => backend.requests.filter((request) => request.url.includes('/resendactivation'));
    fireEvent.click(button);
    await waitFor(() => expect(resends()).toHaveLength(1));
  });

  it('counts a 429 down from Retry-After; a submit meanwhile sends nothing and says the wait again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { element, serverEmail, backend, events } = await loginForm();
      const { password, submit, form } = await handOver(element, serverEmail, 'frieda@example.de');
      fireEvent.change(password, { target: { value: PASSWORD } });
      submit();
      // Announced once as it came (hidden), shown counting down.
      await waitFor(() =>
        expect(form.getAllByText('Zu viele Versuche. Bitte warten Sie 30 Sekunden.')).toHaveLength(2),
      );
      vi.advanceTimersByTime(10_000);
      await waitFor(() =>
        expect(form.getByText('Zu viele Versuche. Bitte warten Sie 20 Sekunden.')).toBeTruthy(),
      );
      expect(
        form.getByText('Zu viele Versuche. Bitte warten Sie 30 Sekunden.').closest('[role="alert"]'),
      ).not.toBeNull();
      // GOV.UK: the button stays usable; a submit during the wait is answered, not sent.
      const logins = () => backend.requests.filter((request) => request.url.includes('/community/login'));
      const sent = logins().length;
      const submits = () => events.filter((event) => event.name == 'login_submit').length;
      const submitted = submits();
      const button = form.getByRole('button', { name: LOGIN_LABELS.submit });
      expect(button.hasAttribute('disabled')).toBe(false);
      submit();
      await waitFor(() =>
        expect(
          form.getByText('Zu viele Versuche. Bitte warten Sie 20 Sekunden.').closest('[role="alert"]'),
        ).not.toBeNull(),
      );
      expect(logins()).toHaveLength(sent);
      // Nothing went out, so nothing counts as a submit (login_submit is a submit that is sent).
      expect(submits()).toBe(submitted);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps every input, password included, when the call fails; a double submit sends once', async () => {
    const { element, serverEmail, backend } = await loginForm();
    const { password, submit, form, email } = await handOver(element, serverEmail, 'anna+fail@example.de');
    fireEvent.change(password, { target: { value: PASSWORD } });
    const before = backend.requests.length;
    submit();
    submit();
    await waitFor(() => expect(form.getByText(FORM_MESSAGES.failed)).toBeTruthy());
    const logins = backend.requests
      .slice(before)
      .filter((request) => request.url.includes('/community/login'));
    expect(logins).toHaveLength(1);
    expect([email.value, password.value]).toEqual(['anna+fail@example.de', PASSWORD]);
    // The retry reuses the key of the failed try.
    submit();
    await waitFor(() =>
      expect(
        backend.requests.slice(before).filter((request) => request.url.includes('/community/login')),
      ).toHaveLength(2),
    );
    const keys = backend.requests
      .slice(before)
      .filter((request) => request.url.includes('/community/login'))
      .map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it("counts a token that fails validation ('validate failed') as a failed login and keeps the input", async () => {
    const { element, serverEmail, backend, events, kiosk } = await loginForm();
    const { password, submit, form, email } = await handOver(element, serverEmail);
    fireEvent.change(password, { target: { value: PASSWORD } });
    const login = backend.hold();
    submit();
    await login.answered;
    // The validation that follows the login is the next request: it fails.
    backend.failNext(1);
    await login.release();
    await waitFor(() => expect(form.getByText(FORM_MESSAGES.failed)).toBeTruthy());
    expect(kiosk.session.store.getState().loggedIn).toBe(false);
    expect(events.map((event) => event.name)).toContain(LOGIN_ERROR_EVENT);
    expect(events.map((event) => event.name)).not.toContain('login_successful');
    expect([email.value, password.value]).toEqual(['anna@example.de', PASSWORD]);
  });

  it('takes over at mount when the reader is in the form already', async () => {
    const host = kioskOnDemoHost();
    const element = document.createElement('div');
    element.innerHTML = meta.example.markup;
    document.body.append(element);
    const serverEmail = element.querySelector<HTMLInputElement>('input[name="email"]')!;
    serverEmail.focus();
    serverEmail.value = 'frueh@example.de';
    mounted.push((await mount(element, {}, host.kiosk)) as () => void);
    await waitFor(() => expect(element.querySelector('form[novalidate]')).not.toBeNull(), { timeout: 5_000 });
    const email = within(element).getByLabelText(LOGIN_LABELS.email) as HTMLInputElement;
    expect([email.value, document.activeElement]).toEqual(['frueh@example.de', email]);
  });

  it('tracks login_impression once, when half of the form is in view', async () => {
    const { element, events } = await loginForm();
    FakeIntersectionObserver.reveal(element, 0.3);
    FakeIntersectionObserver.reveal(element, 0.6);
    FakeIntersectionObserver.reveal(element, 1);
    expect(events.filter((event) => event.name == 'login_impression')).toHaveLength(1);
  });
});

describe('login-form: forgotten password and logout (issue 26, spec 7.1)', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
  afterEach(() => {
    for (const unmount of mounted.splice(0)) unmount();
    document.body.innerHTML = '';
    document.cookie = 'ape_token=; max-age=0; path=/';
    FakeIntersectionObserver.reset();
    vi.unstubAllGlobals();
  });

  it("'Passwort vergessen?' asks for the address first, then sends the same answer for any address", async () => {
    const { element, serverEmail, backend } = await loginForm();
    const { email, form } = await handOver(element, serverEmail, '');
    fireEvent.click(form.getByRole('button', { name: LOGIN_LABELS.forgot }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(backend.requests.some((request) => request.url.includes('/passwordreset'))).toBe(false);
    fireEvent.change(email, { target: { value: 'ben@example.de' } });
    fireEvent.click(form.getByRole('button', { name: LOGIN_LABELS.forgot }));
    await waitFor(() => expect(form.getByText(LOGIN_LABELS.resetSent)).toBeTruthy());
    const reset = backend.requests.find((request) => request.url.includes('/community/passwordreset'));
    expect(reset?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('says a refused or unreadable reset request did not work, never that a link is on its way', async () => {
    const { element, serverEmail, backend } = await loginForm();
    const { email, form } = await handOver(element, serverEmail, 'ben@example.de');
    for (const status of [404, 401]) {
      backend.answerNext(status);
      fireEvent.click(form.getByRole('button', { name: LOGIN_LABELS.forgot }));
      await waitFor(() => expect(form.getByText(FORM_MESSAGES.failed)).toBeTruthy());
      expect(form.queryByText(LOGIN_LABELS.resetSent)).toBeNull();
      expect(email.value).toBe('ben@example.de');
    }
    backend.truncateNext();
    fireEvent.click(form.getByRole('button', { name: LOGIN_LABELS.forgot }));
    await waitFor(() =>
      expect(backend.requests.filter((r) => r.url.includes('/passwordreset'))).toHaveLength(1),
    );
    await waitFor(() => expect(form.getByText(FORM_MESSAGES.failed)).toBeTruthy());
    expect(form.queryByText(LOGIN_LABELS.resetSent)).toBeNull();
    fireEvent.click(form.getByRole('button', { name: LOGIN_LABELS.forgot }));
    await waitFor(() => expect(form.getByText(LOGIN_LABELS.resetSent)).toBeTruthy());
  });

  it("sets a new password from the reset link's code on the kit, then offers the login; a used link is said", async () => {
    const host = kioskOnDemoHost();
    await host.kiosk.session.revalidate();
    const json = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
    await host.backend.app.request('/api/community/passwordreset', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'ben@example.de', project: 'ams' }),
    });
    const mails = (await (await host.backend.app.request('/postfach/mails?an=ben@example.de')).json()) as {
      mails: { links: { href: string }[] }[];
    };
    const code = new URL(mails.mails[0]!.links[0]!.href, location.origin).searchParams.get('code')!;
    const serverForm = `<form method="post" action="/api/community/newpassword"><input type="hidden" name="code" value="${code}"><input name="password" type="password" autocomplete="new-password"><button type="submit">Passwort speichern</button></form>`;
    const { element, unmount } = await host.mountOn(mount, {}, serverForm);
    mounted.push(unmount);
    const serverPassword = element.querySelector<HTMLInputElement>('input[name="password"]')!;
    serverPassword.value = 'kurz';
    serverPassword.focus();
    fireEvent.focusIn(serverPassword);
    await waitFor(() => expect(element.querySelector('form[novalidate]')).not.toBeNull(), { timeout: 5_000 });
    const form = within(element);
    const password = form.getByLabelText(LOGIN_LABELS.newPassword) as HTMLInputElement;
    expect([password.value, password.getAttribute('autocomplete')]).toEqual(['kurz', 'new-password']);
    const submit = () => fireEvent.submit(element.querySelector('form')!);
    submit();
    // The registration's rules, checked here first and by the backend (a common password).
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    const sent = () => host.backend.requests.filter((request) => request.url.includes('/newpassword'));
    expect(sent()).toHaveLength(0);
    fireEvent.change(password, { target: { value: 'Passwort1' } });
    submit();
    await waitFor(() => expect(form.getAllByText(FORM_MESSAGES.passwordCommon).length).toBeGreaterThan(0));
    fireEvent.change(password, { target: { value: 'Neues-Fahrrad-2026' } });
    submit();
    await waitFor(() => expect(form.getByText(LOGIN_LABELS.passwordSaved)).toBeTruthy());
    expect(form.getByLabelText(LOGIN_LABELS.email)).toBeTruthy();
    expect(document.activeElement).not.toBe(document.body);
    // The login works with the new password.
    const login = await host.backend.app.request('/api/community/login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'ben@example.de', password: 'Neues-Fahrrad-2026', project: 'ams' }),
    });
    expect(login.status).toBe(200);

    // The same link again: said above the form, nothing lost.
    const again = await host.mountOn(mount, {}, serverForm);
    mounted.push(again.unmount);
    const againPassword = again.element.querySelector<HTMLInputElement>('input[name="password"]')!;
    againPassword.value = 'Noch-ein-Fahrrad';
    fireEvent.focusIn(againPassword);
    await waitFor(() => expect(again.element.querySelector('form[novalidate]')).not.toBeNull());
    fireEvent.submit(again.element.querySelector('form')!);
    await waitFor(() => expect(within(again.element).getByText(LOGIN_LABELS.resetLinkInvalid)).toBeTruthy());
    expect((within(again.element).getByLabelText(LOGIN_LABELS.newPassword) as HTMLInputElement).value).toBe(
      'Noch-ein-Fahrrad',
    );
  });

  it("says 'logout failed' in German; the reader is logged out on the page anyway", async () => {
    document.cookie = 'ape_token=demo-anna-2026; path=/';
    const { element, serverEmail, backend, kiosk } = await loginForm();
    fireEvent.focusIn(serverEmail);
    const form = within(element);
    await waitFor(() => expect(form.getByText('Angemeldet als Anna Schmidt')).toBeTruthy(), {
      timeout: 5_000,
    });
    backend.failNext(1);
    fireEvent.click(form.getByRole('button', { name: LOGIN_LABELS.logout }));
    await waitFor(() => expect(form.getByText(LOGIN_LABELS.logoutFailed)).toBeTruthy());
    expect(kiosk.session.store.getState().loggedIn).toBe(false);
    expect(form.getByLabelText(LOGIN_LABELS.email)).toBeTruthy();
  });
});
