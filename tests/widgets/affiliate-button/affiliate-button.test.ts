import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_STORE } from '../../../demo-host/api/store-price/seed.ts';
import type { AnalyticsEvent } from '../../../src/analytics/catalogue.ts';
import { dropPageShared } from '../../../src/kit/page-shared.ts';
import { mount } from '../../../widgets/affiliate-button/index.ts';
import { affiliateButtonMarkup } from '../../../widgets/affiliate-button/resting-markup.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { memoryStorage } from '../../support/demo-backend.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';
import { writePageConfig } from '../../support/page-config.ts';

describe('affiliate-button (issue 31)', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    FakeIntersectionObserver.reset();
    dropPageShared('storePriceLookup');
  });
  afterEach(() => {
    document.body.replaceChildren();
    document.head.replaceChildren();
    vi.unstubAllGlobals();
  });

  it("is one link named 'Zum Angebot ab … €' that gains the live price, 'Anzeige' when paid, and reports", async () => {
    const { kiosk, backend, mountOn } = kioskOnDemoHost();
    writePageConfig({
      storePrice: { apiBase: backend.apiHost + '/store-price', store: DEMO_STORE.store },
    });
    const events: AnalyticsEvent[] = [];
    kiosk.bus.on('analytics-event', (event) => events.push(event));
    const { element, unmount } = await mountOn(
      mount,
      { price: '249,00', paid: true },
      affiliateButtonMarkup({ url: 'https://kauf.link/dashcam4k', price: 'ab 249,00 €' }),
    );
    const link = within(element).getByRole('link');
    expect(link.textContent).toBe('Zum Angebot ab 249,00 € Anzeige');
    await waitFor(() => expect(link.textContent).toBe('Zum Angebot ab 89,99 € Anzeige'));
    expect(link.getAttribute('rel')).toBe('sponsored noopener');
    FakeIntersectionObserver.reveal(element, 0.2);
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    const props = { url: 'https://kauf.link/dashcam4k', price: '89,99' };
    expect(events).toEqual([
      { name: 'affiliate_button_impression', props },
      { name: 'affiliate_button_click', props },
    ]);
    unmount();
  });
});
