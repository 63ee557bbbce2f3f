import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_MESSAGES } from '../../../features/forms/form-messages.ts';
import { mount } from '../../../widgets/newsletter-form/index.ts';
import { NEWSLETTER_LABELS } from '../../../widgets/newsletter-form/labels.ts';
import { meta } from '../../../widgets/newsletter-form/meta.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

const mounted: (() => void)[] = [];

async function newsletterForm(token?: string) {
  if (token) document.cookie = `ape_token=${token}; path=/`;
  const host = kioskOnDemoHost();
  const events: { name: string; props?: object }[] = [];
  host.kiosk.bus.on('analytics-event', (event) => events.push(event));
  await host.kiosk.session.revalidate();
  const { element, unmount } = await host.mountOn(mount, { ...meta.example.props }, meta.example.markup);
  mounted.push(unmount);
  return { ...host, element, events };
}

async function handOver(element: HTMLElement, typed = '') {
  const serverEmail = element.querySelector<HTMLInputElement>('input[name="email"]')!;
  serverEmail.value = typed;
  fireEvent.focusIn(serverEmail);
  await waitFor(() => expect(element.querySelector('form[novalidate]')).not.toBeNull(), { timeout: 5_000 });
  const form = within(element);
  return {
    form,
    email: form.getByLabelText(NEWSLETTER_LABELS.email) as HTMLInputElement,
    submit: () => fireEvent.submit(element.querySelector('form')!),
  };
}

const subscribes = (requests: Request[]) =>
  requests.filter((request) => request.url.includes('/newsletter/subscribe'));

describe('newsletter-form (issue 26)', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    sessionStorage.clear();
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    for (const unmount of mounted.splice(0)) unmount();
    document.body.innerHTML = '';
    document.cookie = 'ape_token=; max-age=0; path=/';
    FakeIntersectionObserver.reset();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('signs up with one answer, by double opt-in, with events that carry no address', async () => {
    const { element, events, backend } = await newsletterForm();
    const { email, submit, form } = await handOver(element, 'leserin@example.de');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(email.getAttribute('aria-describedby')).toBe(`${email.id}-hint`);
    expect(form.getByText(NEWSLETTER_LABELS.unsubscribe)).toBeTruthy();
    vi.advanceTimersByTime(3_000);
    submit();
    await waitFor(() => expect(form.getByRole('status').textContent).toBe(NEWSLETTER_LABELS.confirm));
    expect(events.map((event) => event.name)).toEqual(['newsletter_form_submit', 'newsletter_signup']);
    expect(JSON.stringify(events)).not.toMatch(/leserin|@/);
    const [request] = subscribes(backend.requests);
    const body = (await request!.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      email: 'leserin@example.de',
      list: 'ams-news',
      rhythm: 'woechentlich',
      website: '',
    });
    expect(body.fillMs).toBeGreaterThanOrEqual(3_000);
    expect(request!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('prefills the address of a logged-in reader', async () => {
    const { element } = await newsletterForm('demo-ben-plus');
    const { email } = await handOver(element);
    expect(email.value).toBe('ben@example.de');
  });

  it('keeps a draft of the address across a reload, and drops it after the signup', async () => {
    const first = await newsletterForm();
    const { email } = await handOver(first.element);
    fireEvent.change(email, { target: { value: 'entwurf@example.de' } });
    for (const unmount of mounted.splice(0)) unmount();
    document.body.innerHTML = '';
    const second = await newsletterForm();
    const again = await handOver(second.element);
    expect(again.email.value).toBe('entwurf@example.de');
    vi.advanceTimersByTime(3_000);
    again.submit();
    await waitFor(() => expect(again.form.getByRole('status').textContent).toBe(NEWSLETTER_LABELS.confirm));
    expect(sessionStorage.getItem('kiosk-newsletter-ams-news')).toBeNull();
  });

  it('checks the address before sending; a failure keeps it, and a double submit sends once', async () => {
    const { element, backend } = await newsletterForm();
    const { email, submit, form } = await handOver(element, 'kaputt');
    submit();
    await form.findByRole('alert', { name: FORM_MESSAGES.summaryTitle });
    expect(within(element).getAllByText(FORM_MESSAGES.emailInvalid).length).toBeGreaterThan(0);
    expect(subscribes(backend.requests)).toHaveLength(0);
    fireEvent.change(email, { target: { value: 'leser+fail@example.de' } });
    submit();
    submit();
    await waitFor(() => expect(form.getByText(FORM_MESSAGES.failed)).toBeTruthy());
    expect(subscribes(backend.requests)).toHaveLength(1);
    expect(email.value).toBe('leser+fail@example.de');
  });

  it('sends what a bot typed into the honeypot, so the service can drop it', async () => {
    const { element, backend } = await newsletterForm();
    const serverTrap = element.querySelector<HTMLInputElement>('input[name="website"]')!;
    serverTrap.value = 'http://spam.example';
    const { submit, form } = await handOver(element, 'bot@example.de');
    vi.advanceTimersByTime(3_000);
    submit();
    await waitFor(() => expect(form.getByRole('status').textContent).toBe(NEWSLETTER_LABELS.confirm));
    expect(((await subscribes(backend.requests)[0]!.json()) as { website: string }).website).toBe(
      'http://spam.example',
    );
  });
});
