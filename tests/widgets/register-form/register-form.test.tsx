import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGES } from '../../../features/forms/form-messages.ts';
import { mount } from '../../../widgets/register-form/index.ts';
import { almostDone, REGISTER_LABELS } from '../../../widgets/register-form/labels.ts';
import { meta } from '../../../widgets/register-form/meta.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

const mounted: (() => void)[] = [];

async function registerForm() {
  const host = kioskOnDemoHost();
  const events: { name: string; props?: object }[] = [];
  host.kiosk.bus.on('analytics-event', (event) => events.push(event));
  const { element, unmount } = await host.mountOn(mount, {}, meta.example.markup);
  mounted.push(unmount);
  const serverEmail = element.querySelector<HTMLInputElement>('input[name="email"]')!;
  fireEvent.focusIn(serverEmail);
  await waitFor(() => expect(element.querySelector('form[novalidate]')).not.toBeNull(), { timeout: 5_000 });
  const form = within(element);
  const field = (label: string) => form.getByLabelText(label) as HTMLInputElement;
  return {
    ...host,
    element,
    events,
    form,
    email: field(REGISTER_LABELS.email),
    password: field(REGISTER_LABELS.password),
    name: field(REGISTER_LABELS.displayName),
    terms: field(REGISTER_LABELS.terms),
    newsletter: field(REGISTER_LABELS.newsletter),
    submit: () => fireEvent.submit(element.querySelector('form')!),
  };
}

describe('register-form (issue 26)', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    sessionStorage.clear();
  });
  afterEach(() => {
    for (const unmount of mounted.splice(0)) unmount();
    document.body.innerHTML = '';
    FakeIntersectionObserver.reset();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('registers: unticked boxes, one password field, the answer and events without address or name', async () => {
    const { email, password, name, terms, newsletter, submit, form, events, element } = await registerForm();
    expect([terms.checked, newsletter.checked]).toEqual([false, false]);
    expect(element.querySelectorAll('input[type="password"]')).toHaveLength(1);
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    fireEvent.change(email, { target: { value: 'neu@example.de' } });
    fireEvent.change(password, { target: { value: 'Zugspitze-im-Nebel' } });
    fireEvent.change(name, { target: { value: 'Rennrad-Rita' } });
    fireEvent.click(terms);
    submit();
    await waitFor(() => expect(form.getByText(almostDone('neu@example.de'))).toBeTruthy());
    expect(events.map((event) => event.name)).toEqual([
      'register_start',
      'register_submit',
      'register_successful',
    ]);
    expect(JSON.stringify(events)).not.toMatch(/neu|Rita|@/);
    // The resend waits out the minute after the first mail.
    expect(form.getByRole('button', { name: /erneut senden \(in 60 s/ }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it("says a failed resend ('resendActivationMail failed') in German once the minute is over", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { email, password, name, terms, submit, form, backend } = await registerForm();
    fireEvent.change(email, { target: { value: 'nochmal@example.de' } });
    fireEvent.change(password, { target: { value: 'Zugspitze-im-Nebel' } });
    fireEvent.change(name, { target: { value: 'Nochmal-Nora' } });
    fireEvent.click(terms);
    submit();
    await waitFor(() => expect(form.getByText(almostDone('nochmal@example.de'))).toBeTruthy());
    vi.advanceTimersByTime(60_000);
    const resend = await waitFor(() => form.getByRole('button', { name: REGISTER_LABELS.resend }));
    expect(resend.getAttribute('aria-disabled')).toBeNull();
    backend.answerNext(502);
    fireEvent.click(resend);
    await waitFor(() =>
      expect(
        form.getByText(
          'Die Aktivierungs-E-Mail konnte gerade nicht gesendet werden. Bitte versuchen Sie es gleich noch einmal.',
        ),
      ).toBeTruthy(),
    );
    expect(
      form.getByRole('button', { name: REGISTER_LABELS.resend }).getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('asks for consent and 8 characters before sending; the common password comes back from the service', async () => {
    const { email, password, name, terms, submit, form, backend } = await registerForm();
    fireEvent.change(email, { target: { value: 'neu2@example.de' } });
    fireEvent.change(password, { target: { value: 'kurz' } });
    fireEvent.change(name, { target: { value: 'Neue Leserin' } });
    submit();
    const summary = await form.findByRole('alert', { name: FORM_MESSAGES.summaryTitle });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([FORM_MESSAGES.passwordShort, FORM_MESSAGES.termsMissing]);
    expect(backend.requests.filter((request) => request.url.includes('/register'))).toHaveLength(0);
    fireEvent.change(password, { target: { value: 'Passwort1' } });
    fireEvent.click(terms);
    submit();
    await waitFor(() => expect(form.getAllByText(REGISTER_LABELS.passwordCommon).length).toBeGreaterThan(0));
    expect(password.value).toBe('Passwort1');
  });

  it('checks the display name on blur', async () => {
    const { name, form } = await registerForm();
    fireEvent.change(name, { target: { value: 'Anna Schmidt' } });
    fireEvent.blur(name);
    await waitFor(() => expect(form.getByText(REGISTER_LABELS.nameTaken)).toBeTruthy());
    expect(name.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(name, { target: { value: 'ab' } });
    fireEvent.blur(name);
    await waitFor(() => expect(form.getByText(REGISTER_LABELS.nameLength)).toBeTruthy());
  });

  it('keeps a draft without the password across a reload', async () => {
    const first = await registerForm();
    fireEvent.change(first.email, { target: { value: 'entwurf@example.de' } });
    fireEvent.change(first.password, { target: { value: 'Zugspitze-im-Nebel' } });
    fireEvent.change(first.name, { target: { value: 'Entwurf' } });
    expect(sessionStorage.getItem('kiosk-register')).not.toContain('Zugspitze');
    for (const unmount of mounted.splice(0)) unmount();
    document.body.innerHTML = '';
    const second = await registerForm();
    expect([second.email.value, second.name.value, second.password.value]).toEqual([
      'entwurf@example.de',
      'Entwurf',
      '',
    ]);
  });
});
