import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_STORE } from '../../../demo-host/api/store-price/seed.ts';
import type { AnalyticsEvent } from '../../../src/analytics/catalogue.ts';
import { dropPageShared } from '../../../src/kit/page-shared.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { mount } from '../../../widgets/affiliate-box/index.ts';
import { affiliateBoxMarkup } from '../../../widgets/affiliate-box/resting-markup.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { memoryStorage } from '../../support/demo-backend.ts';
import { settle } from '../../support/settle.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';
import { writePageConfig } from '../../support/page-config.ts';

const unmounts: Array<() => void> = [];

/** A page with the demo store in `#kiosk-config` (what the price lookup reads), and its kiosk. */
function page(pageData: Record<string, unknown> = {}) {
  const setup = kioskOnDemoHost({}, { page: pageData });
  writePageConfig({
    storePrice: { apiBase: setup.backend.apiHost + '/store-price', store: DEMO_STORE.store },
  });
  const events: AnalyticsEvent[] = [];
  setup.kiosk.bus.on('analytics-event', (event) => events.push(event));
  const priceCalls = () =>
    setup.backend.requests
      .map((request) => new URL(request.url))
      .filter((url) => url.pathname.endsWith('/price'))
      .map((url) => url.searchParams.get('url'));
  const mountOn: typeof setup.mountOn = async (...args) => {
    const mounted = await setup.mountOn(...args);
    unmounts.push(mounted.unmount);
    return mounted;
  };
  return { ...setup, mountOn, events, priceCalls };
}

const slot = (element: HTMLElement, name: string) =>
  element.querySelector<HTMLElement>(`.kiosk-affiliate__${name}`)!;

describe('affiliate-box (issue 31)', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    FakeIntersectionObserver.reset();
    dropPageShared('storePriceLookup');
    resetLogMemory();
  });
  afterEach(() => {
    for (const unmount of unmounts.splice(0)) unmount();
    document.body.replaceChildren();
    document.head.replaceChildren();
    vi.unstubAllGlobals();
  });

  it("shows the server's price, then the live one from the lookup, with 'Stand' as its title", async () => {
    const { mountOn, priceCalls } = page();
    const { element } = await mountOn(
      mount,
      { price: '79,00' },
      affiliateBoxMarkup({ url: 'https://kauf.link/dashcam4k', price: 'ab 79,00 €' }),
    );
    expect(slot(element, 'price').textContent).toBe('ab 79,00 €');
    await waitFor(() => expect(slot(element, 'price').textContent).toBe('ab 89,99 €'));
    expect(slot(element, 'price').title).toMatch(/^Stand: \d\d\.\d\d\., \d\d:\d\d Uhr$/);
    expect(priceCalls()).toEqual(['https://kauf.link/dashcam4k']);
    const link = element.querySelector('a')!;
    expect(link.relList.contains('sponsored') && link.relList.contains('noopener')).toBe(true);
  });

  it('asks each URL once per page, however many boxes carry it', async () => {
    const { mountOn, priceCalls } = page();
    const markup = affiliateBoxMarkup({ url: 'https://kauf.link/dashcam4k', price: '' });
    const [first, second] = [await mountOn(mount, {}, markup), await mountOn(mount, {}, markup)];
    await waitFor(() => expect(slot(second.element, 'price').textContent).toBe('ab 89,99 €'));
    expect(slot(first.element, 'price').textContent).toBe('ab 89,99 €');
    expect(priceCalls()).toEqual(['https://kauf.link/dashcam4k']);
  });

  it("keeps the server's price when the lookup fails, and shows none (never '0 €') for a price of 0", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { mountOn } = page();
    const failing = await mountOn(
      mount,
      { price: '149,00' },
      affiliateBoxMarkup({ url: 'https://kauf.link/navi' }),
    );
    const free = await mountOn(
      mount,
      { price: '0' },
      affiliateBoxMarkup({ url: 'https://kauf.link/gratis', price: '0 €' }),
    );
    const unpriced = await mountOn(
      mount,
      {},
      affiliateBoxMarkup({ url: 'https://kauf.link/unbekannt', price: '' }),
    );
    await settle(50);
    expect(slot(failing.element, 'price').textContent).toBe('ab 149,00 €');
    expect(slot(free.element, 'price').textContent).toBe('');
    expect(slot(unpriced.element, 'price').textContent).toBe('');
    for (const { element } of [free, unpriced]) expect(element.textContent).not.toContain('€');
  });

  it("labels a paid box and every box on an advertorial page 'Anzeige', and no other", async () => {
    const plain = await page().mountOn(mount, {}, affiliateBoxMarkup());
    const paid = await page().mountOn(mount, { paid: true }, affiliateBoxMarkup());
    const advertorial = await page({ isAdvertorial: true }).mountOn(mount, {}, affiliateBoxMarkup());
    expect(slot(plain.element, 'ad').textContent).toBe('');
    expect(slot(paid.element, 'ad').textContent).toBe('Anzeige');
    expect(slot(advertorial.element, 'ad').textContent).toBe('Anzeige');
  });

  it('reports one impression when a tenth is in view and a click per click, with URL and price', async () => {
    const { mountOn, events } = page();
    const { element } = await mountOn(mount, { price: '89,99' }, affiliateBoxMarkup());
    FakeIntersectionObserver.reveal(element, 0.05);
    expect(events).toEqual([]);
    FakeIntersectionObserver.reveal(element, 0.5);
    FakeIntersectionObserver.reveal(element, 1);
    const link = element.querySelector('a')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    link.dispatchEvent(new MouseEvent('auxclick', { button: 1, bubbles: true }));
    link.dispatchEvent(new MouseEvent('auxclick', { button: 2, bubbles: true }));
    const props = { url: 'https://kauf.link/dashcam4k', price: '89,99' };
    expect(events).toEqual([
      { name: 'affiliate_box_impression', props },
      { name: 'affiliate_box_click', props },
      { name: 'affiliate_box_click', props },
    ]);
  });

  it('leaves markup without its offer link alone, with one log line', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { mountOn } = page();
    const { element } = await mountOn(
      mount,
      {},
      '<aside><p class="kiosk-affiliate__price">ab 5,00 €</p></aside>',
    );
    expect(element.textContent).toBe('ab 5,00 €');
    expect(String(errors.mock.calls[0]?.[0])).toContain(
      '[kiosk:affiliate-box] no <a class="kiosk-affiliate__link"',
    );
  });
});
