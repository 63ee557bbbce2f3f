import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { FORM_MESSAGES } from '../../../features/forms/form-messages.ts';
import { mount } from '../../../widgets/login-form/index.ts';
import { LOGIN_LABELS, signedInAs } from '../../../widgets/login-form/labels.ts';
import {
  LOGIN_CALL,
  LOGIN_TIMEOUT_MS,
  NEW_PASSWORD_CALL,
  PASSWORD_RESET_CALL,
} from '../../../widgets/login-form/login-calls.ts';
import { meta } from '../../../widgets/login-form/meta.ts';
// The interactive form's chunk, loaded with the file: the first cell's time is then the cell's own.
import '../../../widgets/login-form/mount-form.tsx';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { faultTable } from '../../support/fault-table.ts';
import { field, type } from '../../support/form-field.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

/**
 * The login form's fault rows (e2e/faults/login-form.ts): the login, the activation mail's resend,
 * the reset link's request and the new password from that link; each keeps what was typed.
 */

const PASSWORD = 'Kiosk-Demo-2026';
const NEW_PASSWORD = 'Neues-Fahrrad-2026';
const JSON_POST = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };

type Demo = ReturnType<typeof kioskOnDemoHost>;
type Cell = Demo & { element: HTMLElement; unmount: () => void };

let fresh = 0;
/** An address of its own for each use, as e2e's `freshEmail`: no account, no server-side wait shared. */
const freshEmail = (prefix: string) => `${prefix}-${++fresh}@example.de`;

/** A demo host with the session settled, as the page has it before the reader reaches for the form. */
async function demoHost(): Promise<Demo> {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  const demo = kioskOnDemoHost();
  await demo.kiosk.session.revalidate();
  return demo;
}

/** The CMS's form on the page, taken over as a reader reaching for it takes it over. */
async function open(demo: Demo, markup: string = meta.example.markup): Promise<Cell> {
  const { element, unmount } = await demo.mountOn(mount, {}, markup);
  fireEvent.focusIn(element.querySelector('input[name="password"]')!);
  // The first cell imports the interactive form's modules: give it time.
  await waitFor(() => expect(element.querySelector('form[novalidate]')).not.toBeNull(), { timeout: 5_000 });
  return { ...demo, element, unmount };
}

/** The resend worked: said, and the button waits its 60 s (a second click then sends nothing). */
async function resent(element: HTMLElement) {
  const form = within(element);
  await waitFor(() => expect(form.getByText(LOGIN_LABELS.resent)).toBeTruthy());
  const button = form.getByRole('button', { name: /erneut senden \(in \d+ s wieder möglich\)/ });
  expect(button.getAttribute('aria-disabled')).toBe('true');
}

/** A fresh account's reset link, opened: the server form with the link's code, the password typed. */
async function openResetLink(demo: Demo): Promise<Cell> {
  const email = freshEmail('stoer-pw');
  const post = (path: string, body: object) =>
    demo.backend.app.request(`/api/community/${path}`, {
      method: 'POST',
      headers: JSON_POST,
      body: JSON.stringify(body),
    });
  await post('register', {
    email,
    password: 'Zugspitze-im-Nebel',
    displayName: `Leser ${fresh}`,
    terms: true,
    project: 'ams',
  });
  await post('passwordreset', { email, project: 'ams' });
  const mailbox = await demo.backend.app.request(`/postfach/mails?an=${encodeURIComponent(email)}`);
  const { mails } = (await mailbox.json()) as { mails: Array<{ links: Array<{ href: string }> }> };
  const code = new URL(mails[0]!.links[0]!.href, location.origin).searchParams.get('code')!;
  // The demo's 'Neues Passwort festlegen' page (demo-host/pages/konto-passwort-neu.html), its form.
  const cell = await open(
    demo,
    `<form class="kiosk-form kiosk-login-form" method="post" action="/api/community/newpassword">` +
      `<input type="hidden" name="code" value="${code}">` +
      `<input name="password" type="password" autocomplete="new-password" required>` +
      `<button type="submit">${LOGIN_LABELS.savePassword}</button></form>`,
  );
  await type(cell.element, LOGIN_LABELS.newPassword, NEW_PASSWORD);
  return cell;
}

const resendButton = (element: HTMLElement) =>
  within(element).getByRole('button', { name: new RegExp(`^${LOGIN_LABELS.resend}`) });

faultTable<Cell>([
  {
    action: 'log in (login-form)',
    call: LOGIN_CALL,
    timeoutMs: LOGIN_TIMEOUT_MS,
    setUp: async () => open(await demoHost()),
    async act({ element }) {
      const form = within(element);
      // After a login that worked, the reader logs out and in again.
      const logout = form.queryByRole('button', { name: LOGIN_LABELS.logout });
      if (logout) {
        fireEvent.click(logout);
        // The form comes back once the logout is through; a field filled before that is drawn anew.
        await waitFor(() => expect(form.getByText(LOGIN_LABELS.loggedOut)).toBeTruthy());
      }
      await type(element, LOGIN_LABELS.email, 'anna@example.de');
      await type(element, LOGIN_LABELS.password, PASSWORD);
      fireEvent.click(form.getByRole('button', { name: LOGIN_LABELS.submit }));
    },
    async failed({ element, kiosk }) {
      const form = within(element);
      await waitFor(() => expect(form.getByText(FORM_MESSAGES.failed)).toBeTruthy());
      // Not a 401: nobody said the credentials were wrong, so the password stays.
      expect(field(element, LOGIN_LABELS.password).value).toBe(PASSWORD);
      expect(field(element, LOGIN_LABELS.email).value).toBe('anna@example.de');
      expect(form.getByRole('button', { name: LOGIN_LABELS.submit })).toBeTruthy();
      expect(kiosk.session.store.getState().loggedIn).toBe(false);
    },
    async succeeded({ element, kiosk }) {
      await waitFor(() => expect(within(element).getByText(signedInAs('Anna Schmidt'))).toBeTruthy());
      expect(kiosk.session.store.getState().loggedIn).toBe(true);
    },
  },
  {
    action: 'resend the activation mail (login-form)',
    // spec 7.1's call has no timeout setting of its own: the platform's ends a hang (the default).
    call: { method: 'POST', path: '/community/resendactivation' },
    async setUp() {
      const cell = await open(await demoHost());
      const form = within(cell.element);
      await type(cell.element, LOGIN_LABELS.email, 'erik@example.de');
      await type(cell.element, LOGIN_LABELS.password, PASSWORD);
      fireEvent.click(form.getByRole('button', { name: LOGIN_LABELS.submit }));
      await waitFor(() => expect(form.getByText(LOGIN_LABELS.notActivated)).toBeTruthy());
      // The reader corrects the address before asking again: one without an account gets the answer
      // every address gets (no enumeration) and no 60 s wait on the server.
      await type(cell.element, LOGIN_LABELS.email, freshEmail('stoer-aktiv'));
      return cell;
    },
    async act({ element }) {
      const resend = resendButton(element);
      // After a mail the button waits 60 s (aria-disabled): a click then sends nothing, so none is made.
      if (resend.getAttribute('aria-disabled') != 'true') fireEvent.click(resend);
    },
    async failed({ element }) {
      const form = within(element);
      await waitFor(() => expect(form.getByText(LOGIN_LABELS.resendFailed)).toBeTruthy());
      expect(form.queryByText(LOGIN_LABELS.resent)).toBeNull();
      expect(field(element, LOGIN_LABELS.email).value).toMatch(/^stoer-aktiv-/);
      expect(field(element, LOGIN_LABELS.password).value).toBe(PASSWORD);
      // No cooldown after a failure: the button offers the mail again at once.
      const button = form.getByRole('button', { name: LOGIN_LABELS.resend });
      expect(button.getAttribute('aria-disabled')).toBeNull();
    },
    succeeded: async ({ element }) => resent(element),
  },
  {
    action: "ask for a password reset link ('Passwort vergessen?', login-form)",
    call: PASSWORD_RESET_CALL,
    timeoutMs: LOGIN_TIMEOUT_MS,
    async setUp() {
      const cell = await open(await demoHost());
      await type(cell.element, LOGIN_LABELS.email, freshEmail('stoer-reset'));
      return cell;
    },
    async act({ element }) {
      fireEvent.click(within(element).getByRole('button', { name: LOGIN_LABELS.forgot }));
    },
    async failed({ element }) {
      const form = within(element);
      await waitFor(() => expect(form.getByText(FORM_MESSAGES.failed)).toBeTruthy());
      // Never that a link is on its way.
      expect(form.queryByText(LOGIN_LABELS.resetSent)).toBeNull();
      expect(field(element, LOGIN_LABELS.email).value).toMatch(/^stoer-reset-/);
    },
    async succeeded({ element }) {
      const form = within(element);
      await waitFor(() => expect(form.getByText(LOGIN_LABELS.resetSent)).toBeTruthy());
      expect(form.queryByText(FORM_MESSAGES.failed)).toBeNull();
    },
  },
  {
    action: "save a new password from the reset link ('Passwort speichern', login-form)",
    call: NEW_PASSWORD_CALL,
    timeoutMs: LOGIN_TIMEOUT_MS,
    setUp: async () => openResetLink(await demoHost()),
    async act(cell) {
      // A link works once: after a saved password the reader asks for a new one.
      if (within(cell.element).queryByText(LOGIN_LABELS.passwordSaved)) {
        cell.unmount();
        cell.element.remove();
        Object.assign(cell, await openResetLink(cell));
      }
      fireEvent.click(within(cell.element).getByRole('button', { name: LOGIN_LABELS.savePassword }));
    },
    async failed({ element }) {
      const form = within(element);
      await waitFor(() => expect(form.getByText(FORM_MESSAGES.failed)).toBeTruthy());
      expect(field(element, LOGIN_LABELS.newPassword).value).toBe(NEW_PASSWORD);
      expect(form.getByRole('button', { name: LOGIN_LABELS.savePassword })).toBeTruthy();
    },
    async succeeded({ element }) {
      await waitFor(() => expect(within(element).getByText(LOGIN_LABELS.passwordSaved)).toBeTruthy());
    },
  },
]);
