import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishSubscription } from '../../../src/session/subscription-state.ts';
import { mount } from '../../../widgets/subscription-offers/index.ts';
import { meta } from '../../../widgets/subscription-offers/meta.ts';
import { termsSentence, type Offer } from '../../../widgets/subscription-offers/offer.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

const mounted: (() => void)[] = [];

async function offersPage(project = 'ams', token?: string, failWith?: number) {
  if (token) document.cookie = `ape_token=${token}; path=/`;
  const host = kioskOnDemoHost({ project });
  // The runtime publishes the reader's subscription from the session (src/runtime.ts).
  publishSubscription(host.kiosk.bus);
  if (failWith) host.backend.answerNext(failWith);
  const events: { name: string; props?: object }[] = [];
  host.kiosk.bus.on('analytics-event', (event) => events.push(event));
  const { element, unmount } = await host.mountOn(mount, { ...meta.example.props }, meta.example.markup);
  mounted.push(unmount);
  return { ...host, element, events, page: within(element) };
}

describe('subscription-offers (issue 27)', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
  afterEach(() => {
    for (const unmount of mounted.splice(0)) unmount();
    document.body.innerHTML = '';
    document.cookie = 'ape_token=; max-age=0; path=/';
    FakeIntersectionObserver.reset();
    vi.unstubAllGlobals();
  });

  it('shows the brand’s offers with price per month and in total, incl. VAT, and the terms by the button', async () => {
    const { page } = await offersPage('mo');
    const cards = await waitFor(() => {
      const found = page
        .getAllByRole('listitem')
        .filter((item) => item.classList.contains('kiosk-offers__card'));
      expect(found).toHaveLength(2);
      return found;
    });
    const pur = within(cards[0]!);
    expect(pur.getByRole('heading').textContent).toBe('Motorrad Kiosk pur');
    expect(cards[0]!.querySelector('.kiosk-offers__price')?.textContent).toBe('4,99 € im Monat');
    expect(pur.getByText('Gesamtpreis 4,99 € im Monat, inkl. MwSt.')).toBeTruthy();
    expect(
      pur.getByText('14 Tage gratis, danach 4,99 € im Monat, Mindestlaufzeit 1 Monat, monatlich kündbar.'),
    ).toBeTruthy();
    expect(pur.getByRole('link', { name: 'Jetzt abonnieren' }).getAttribute('href')).toBe(
      `${location.origin}/abo/bestellen/?angebot=mo-pur-monthly`,
    );
    fireEvent.click(page.getByRole('radio', { name: 'jährlich' }));
    const yearly = within(
      page.getAllByRole('listitem').find((item) => item.classList.contains('kiosk-offers__card'))!,
    );
    expect(yearly.getByText('Gesamtpreis 49,99 € im Jahr, inkl. MwSt.')).toBeTruthy();
    expect(yearly.getByText('4,17 €')).toBeTruthy();
    expect(
      yearly.getByText(
        '49,99 € im Jahr, Mindestlaufzeit 12 Monate, danach monatlich kündbar mit 30 Tagen Frist.',
      ),
    ).toBeTruthy();
  });

  it('reports view_promotion once per offer seen and select_promotion on its button', async () => {
    const { page, events } = await offersPage();
    const link = (await page.findAllByRole('link', { name: 'Jetzt abonnieren' }))[0]!;
    const card = link.closest('li')!;
    FakeIntersectionObserver.reveal(card);
    FakeIntersectionObserver.hide(card);
    FakeIntersectionObserver.reveal(card);
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(events).toEqual([
      {
        name: 'view_promotion',
        props: { promotion_id: 'ams-plus-monthly', promotion_name: 'Auto Motor Kiosk plus' },
      },
      {
        name: 'select_promotion',
        props: { promotion_id: 'ams-plus-monthly', promotion_name: 'Auto Motor Kiosk plus' },
      },
    ]);
  });

  it('shows a subscriber their plan instead of the offers', async () => {
    const { page } = await offersPage('ams', 'demo-ben-plus');
    await waitFor(() => expect(page.getByText('Ihr Abo: Auto Motor Kiosk plus')).toBeTruthy());
    expect(page.queryByRole('link', { name: 'Jetzt abonnieren' })).toBeNull();
  });

  it('keeps the shop link when the offers cannot be read, with one console line', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { page } = await offersPage('ams', undefined, 502);
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
    expect(String(errors.mock.calls[0]![0])).toContain('subscription-offers');
    expect(page.getByRole('link', { name: 'Zu den Abo-Angeboten' })).toBeTruthy();
    errors.mockRestore();
  });

  it('says trial, term and notice in one sentence', () => {
    const offer: Offer = {
      id: 'x',
      brandName: 'B',
      tier: 'plus',
      billing: 'monthly',
      priceCents: 999,
      monthlyCents: 999,
      trialDays: 30,
      termMonths: 1,
      noticeDays: 0,
      benefits: [],
    };
    expect(termsSentence(offer)).toBe(
      '30 Tage gratis, danach 9,99 € im Monat, Mindestlaufzeit 1 Monat, monatlich kündbar.',
    );
  });
});
