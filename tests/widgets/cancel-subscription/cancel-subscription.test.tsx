import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../widgets/cancel-subscription/index.ts';
import { CANCEL_LABELS, CANCEL_PROBLEMS } from '../../../widgets/cancel-subscription/labels.ts';
import { meta } from '../../../widgets/cancel-subscription/meta.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

// 14:05 in Berlin on 23 November 2026.
const NOW = new Date('2026-11-23T13:05:00Z');
const TEXT_FORM = {
  textFormEmail: 'kuendigung@verlag.de',
  textFormAddress: 'Verlag GmbH, Postfach 1, 70000 Stuttgart',
};
const mounted: (() => void)[] = [];

async function cancelPage(token?: string) {
  if (token) document.cookie = `ape_token=${token}; path=/`;
  const config = document.createElement('script');
  config.type = 'application/json';
  config.id = 'kiosk-config';
  config.textContent = JSON.stringify({ cancelSubscription: TEXT_FORM });
  document.head.append(config);
  const host = kioskOnDemoHost({}, { now: () => NOW });
  const events: { name: string; props?: object }[] = [];
  host.kiosk.bus.on('analytics-event', (event) => events.push(event));
  await host.kiosk.session.revalidate();
  const { element, unmount } = await host.mountOn(mount, {}, meta.example.markup);
  mounted.push(unmount);
  // The page is the form: it is taken over without the reader reaching for it.
  await waitFor(() => expect(element.querySelector('form[novalidate]')).not.toBeNull(), { timeout: 5_000 });
  const page = within(element);
  const field = (label: string) => page.getByLabelText(label) as HTMLInputElement;
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  return {
    ...host,
    element,
    events,
    page,
    field,
    type,
    submit: () => fireEvent.submit(element.querySelector('form')!),
  };
}

async function cancelPageWithApp() {
  const page = await cancelPage();
  return { ...page, app: page.backend.app };
}

const cancellations = (requests: Request[]) =>
  requests.filter((request) => request.url.includes('/subscriptions/cancellations'));

describe('cancel-subscription (issue 27, § 312k BGB)', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    sessionStorage.clear();
  });
  afterEach(() => {
    for (const unmount of mounted.splice(0)) unmount();
    document.body.innerHTML = '';
    document.head.innerHTML = '';
    document.cookie = 'ape_token=; max-age=0; path=/';
    FakeIntersectionObserver.reset();
    vi.unstubAllGlobals();
  });

  it('cancels logged out with the law’s fields only, and shows the receipt with time and end', async () => {
    const { page, type, submit, events, backend } = await cancelPage();
    expect(page.getByRole('radio', { name: 'ordentlich' })).toHaveProperty('checked', true);
    expect(page.getByRole('radio', { name: CANCEL_LABELS.earliest })).toHaveProperty('checked', true);
    expect(page.getByRole('button', { name: 'jetzt kündigen' })).toBeTruthy();
    type(CANCEL_LABELS.name, 'Lea Leserin');
    type(CANCEL_LABELS.email, 'lea@example.de');
    type(CANCEL_LABELS.contract, 'Auto Motor Kiosk plus');
    submit();
    const heading = await page.findByRole('heading', { name: CANCEL_LABELS.done }, { timeout: 5_000 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(page.getByText('23.11.2026, 14:05 Uhr')).toBeTruthy();
    expect(
      page.getByText('Ihr Vertrag endet zum nächstmöglichen Zeitpunkt, das ist der 23.12.2026.'),
    ).toBeTruthy();
    expect(page.getByRole('button', { name: CANCEL_LABELS.save })).toBeTruthy();
    expect(page.getByRole('button', { name: CANCEL_LABELS.print })).toBeTruthy();
    const body = (await cancellations(backend.requests)[0]!.json()) as Record<string, unknown>;
    expect(body).toEqual({
      project: 'ams',
      kind: 'ordentlich',
      reason: '',
      name: 'Lea Leserin',
      email: 'lea@example.de',
      customerNumber: '',
      contractId: '',
      contract: 'Auto Motor Kiosk plus',
      end: 'earliest',
      endDate: '',
      confirmationEmail: '',
    });
    expect(events.map((event) => event.name)).toEqual(['form_submit']);
    expect(JSON.stringify(events)).not.toMatch(/Lea|@|Auto/);
    expect(sessionStorage.getItem('kiosk-cancel-ams')).toBeNull();
  });

  it('requires a reason only for an extraordinary cancellation and a date only when one is chosen', async () => {
    const { page, type, submit, backend } = await cancelPage();
    fireEvent.click(page.getByRole('radio', { name: 'außerordentlich' }));
    fireEvent.click(page.getByRole('radio', { name: CANCEL_LABELS.onDate }));
    // The field is revealed by the choice, in a render that may come a moment later on a loaded machine.
    await page.findByLabelText(CANCEL_LABELS.endDate, {}, { timeout: 5_000 });
    type(CANCEL_LABELS.endDate, '2026-11-01');
    submit();
    await page.findByRole('alert', { name: 'Bitte prüfen Sie Ihre Eingaben' }, { timeout: 5_000 });
    for (const message of [
      CANCEL_PROBLEMS['reason-missing'],
      CANCEL_PROBLEMS['name-missing'],
      'Bitte geben Sie Ihre E-Mail-Adresse ein.',
      CANCEL_PROBLEMS['contract-missing'],
      CANCEL_PROBLEMS['date-past'],
    ])
      expect(page.getAllByText(message).length).toBeGreaterThan(0);
    expect(page.queryByText(CANCEL_PROBLEMS['confirmation-email-invalid'])).toBeNull();
    expect(cancellations(backend.requests)).toHaveLength(0);
  });

  it('offers a logged-in reader “Ihre Verträge” with their name and address filled in', async () => {
    const { page, submit, backend } = await cancelPage('demo-dirk-pur');
    const group = await page.findByRole('group', { name: CANCEL_LABELS.contracts }, { timeout: 5_000 });
    const options = within(group).getAllByRole('radio');
    expect(options.map((option) => option.closest('div')?.textContent)).toEqual([
      'Motorrad Kiosk pur, jährlich (Vertrag MO-PUR-300412), gekündigt zum 31.12.2026',
      'Auto Motor Kiosk plus, monatlich (Vertrag AMS-PLUS-300555)',
      CANCEL_LABELS.otherContract,
    ]);
    // The one running contract is picked; name and address come from the login.
    expect(options[1]).toHaveProperty('checked', true);
    expect((page.getByLabelText(CANCEL_LABELS.email) as HTMLInputElement).value).toBe('dirk@example.de');
    submit();
    await page.findByRole('heading', { name: CANCEL_LABELS.done }, { timeout: 5_000 });
    const request = cancellations(backend.requests)[0]!;
    expect(new URL(request.url).searchParams.get('rkm_auth_token')).toBe('demo-dirk-pur');
    expect(((await request.json()) as { contractId: string }).contractId).toBe('AMS-PLUS-300555');
    expect(page.getByText('Auto Motor Kiosk plus, monatlich (Vertrag AMS-PLUS-300555)')).toBeTruthy();
  });

  it('keeps every input on failure, also over a reload, shows the text-form way, and retries with one key', async () => {
    const first = await cancelPage();
    first.type(CANCEL_LABELS.name, 'Lea Leserin');
    first.type(CANCEL_LABELS.email, 'lea+fail@example.de');
    first.type(CANCEL_LABELS.contract, 'Auto-Abo');
    first.submit();
    first.submit();
    await first.page.findByText(CANCEL_LABELS.failed, {}, { timeout: 5_000 });
    expect(cancellations(first.backend.requests)).toHaveLength(1);
    expect(first.page.getByText(TEXT_FORM.textFormEmail)).toBeTruthy();
    expect(first.page.getByText(TEXT_FORM.textFormAddress)).toBeTruthy();
    const key = cancellations(first.backend.requests)[0]!.headers.get('Idempotency-Key');
    first.submit();
    await waitFor(() => expect(cancellations(first.backend.requests)).toHaveLength(2));
    expect(cancellations(first.backend.requests)[1]!.headers.get('Idempotency-Key')).toBe(key);

    for (const unmount of mounted.splice(0)) unmount();
    document.body.innerHTML = '';
    document.head.innerHTML = '';
    const second = await cancelPage();
    expect(second.field(CANCEL_LABELS.name).value).toBe('Lea Leserin');
    expect(second.field(CANCEL_LABELS.email).value).toBe('lea+fail@example.de');
    expect(second.field(CANCEL_LABELS.contract).value).toBe('Auto-Abo');
  });

  it('takes a cut answer as a failure; the retry gets the one receipt the service already made', async () => {
    const { page, type, submit, backend, app } = await cancelPageWithApp();
    type(CANCEL_LABELS.name, 'Lea Leserin');
    type(CANCEL_LABELS.email, 'cut@example.de');
    type(CANCEL_LABELS.contract, 'Auto-Abo');
    backend.truncateNext();
    submit();
    await page.findByText(CANCEL_LABELS.failed, {}, { timeout: 5_000 });
    submit();
    await page.findByRole('heading', { name: CANCEL_LABELS.done }, { timeout: 5_000 });
    const list = (await (
      await app.request('/api/subscriptions/demo-cancellations?email=cut@example.de')
    ).json()) as {
      cancellations: { receiptId: string }[];
    };
    expect(list.cancellations).toHaveLength(1);
    expect(page.getByText(list.cancellations[0]!.receiptId)).toBeTruthy();
  });
});
