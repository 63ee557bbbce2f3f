import { fireEvent, waitFor, within } from '@testing-library/react';
import { removeCookie, writeCookie } from '../../../src/cookies.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCartId } from '../../../demo-host/api/storefront/cart-ids.ts';
import { STOREFRONT_ORDER_PATH } from '../../../demo-host/api/storefront/index.ts';
import { pageCart } from '../../../features/cart/page-cart.ts';
import { watchPurchases } from '../../../features/cart/purchase-report.ts';
import { PLAN_ORDERS_KEY } from '../../../features/training-plans/plan-ownership.ts';
import type { AnalyticsEvent } from '../../../src/analytics/catalogue.ts';
import { createBus } from '../../../src/bus.ts';
import { dropPageShared } from '../../../src/kit/page-shared.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { TOKEN_COOKIE } from '../../../src/session/token-cookie.ts';
import { mount } from '../../../widgets/paid-box/index.ts';
import { meta } from '../../../widgets/paid-box/meta.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

const TITLE = 'Laufen 10 km unter 50 min: 8 Wochen, 4 Trainingstage pro Woche';
const PROPS = { ...meta.example.props };

async function boxFor(token?: string) {
  if (token) writeCookie(TOKEN_COOKIE, token, { path: '/' });
  const setup = kioskOnDemoHost({}, { origin: location.origin });
  const events: AnalyticsEvent[] = [];
  setup.kiosk.bus.on('analytics-event', (event) => events.push(event));
  const mounted = await setup.mountOn(mount, PROPS, meta.example.markup);
  return { ...setup, ...mounted, events, view: within(mounted.element) };
}

describe('paid-box (issue 27)', () => {
  const unmounts: Array<() => void> = [];
  beforeEach(() => {
    localStorage.clear();
    resetLogMemory();
    FakeIntersectionObserver.reset();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    for (const unmount of unmounts.splice(0)) unmount();
    dropPageShared('planOwnership');
    dropPageShared('cart');
    removeCookie(TOKEN_COOKIE, { path: '/' });
    document.body.replaceChildren();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("enhances the server's box in place: 'Jetzt kaufen' asks the page's cart; Paid-Box sichtbar and klick", async () => {
    const { element, view, kiosk, unmount, events } = await boxFor();
    unmounts.push(unmount);
    const commands: unknown[] = [];
    kiosk.bus.handle('cart.add', (line) => void commands.push(line));
    const box = element.querySelector('.kiosk-paid-box')!;
    expect(element.innerHTML).toBe(meta.example.markup);
    const buy = view.getByRole('link', { name: `Jetzt kaufen: ${TITLE}` });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    buy.dispatchEvent(click);
    // The link works without script (the shop's product page); with Kiosk the cart takes the plan.
    expect(click.defaultPrevented).toBe(true);
    expect(commands).toEqual([{ merchandiseId: 'gid://shopify/ProductVariant/4930000000014', quantity: 1 }]);
    expect(view.getByRole('status').textContent).toBe('Der Trainingsplan liegt im Warenkorb.');
    FakeIntersectionObserver.reveal(box, 1);
    expect(events).toEqual([
      { name: 'Paid-Box / klick', props: { label: 'laufen-10-km-unter-50-min-4-tage' } },
      { name: 'Paid-Box / sichtbar', props: { label: 'laufen-10-km-unter-50-min-4-tage' } },
    ]);
    expect(element.querySelector('.kiosk-paid-box')).toBe(box);
    unmount();
    unmounts.pop();
    expect(element.innerHTML).toBe(meta.example.markup);
  });

  it("bought through the page's cart and the demo checkout: 'Herunterladen' a signed PDF link, purchase once", async () => {
    const assign = vi.fn();
    const { view, kiosk, backend, unmount, events } = await boxFor();
    unmounts.push(unmount);
    vi.stubGlobal('location', { ...location, origin: location.origin, href: location.href, assign });
    // The page's cart, as the cart widget starts it (widgets/cart/mount-drawer.tsx).
    const cart = pageCart(kiosk.bus, backend.storefront);
    watchPurchases(kiosk.bus, cart, `${backend.origin}${STOREFRONT_ORDER_PATH}`);
    fireEvent.click(view.getByRole('link', { name: `Jetzt kaufen: ${TITLE}` }));
    await waitFor(() => expect(cart.store.getState().cart?.totalQuantity).toBe(1));
    const cartId = cart.store.getState().cart!.id;
    expect(backend.carts.complete(parseCartId(cartId)!)).toBeTruthy();
    await cart.refresh();

    const download = await view.findByRole('button', { name: `Herunterladen: ${TITLE}` });
    expect(view.queryByRole('link', { name: /Jetzt kaufen/ })).toBeNull();
    expect(events.filter((event) => event.name == 'purchase')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(PLAN_ORDERS_KEY)!)).toEqual([
      { cartToken: parseCartId(cartId)!.token, plans: ['laufen-10-km-unter-50-min-4-tage'] },
    ]);
    fireEvent.click(download);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(String(assign.mock.calls[0]![0])).toMatch(
      /\/api\/training-plans\/file\/laufen-10-km-unter-50-min-4-tage\?expires=\d+&signature=/,
    );
    const sent = backend.requests.filter((request) => request.url.includes('/download'));
    expect(new URL(sent[0]!.url).searchParams.get('cartToken')).toBe(parseCartId(cartId)!.token);

    // The next page view: no cart, no lookup, no second purchase; the box remembers the order.
    unmount();
    unmounts.pop();
    dropPageShared('planOwnership');
    const next = { ...kiosk, bus: createBus(document) };
    const again = await mount(
      Object.assign(document.body.appendChild(document.createElement('div')), {
        innerHTML: meta.example.markup,
      }),
      PROPS,
      next,
    );
    unmounts.push(again);
    expect(
      within(document.body).getAllByRole('button', { name: `Herunterladen: ${TITLE}` }).length,
    ).toBeGreaterThan(0);
  });

  it("a logged-in buyer's purchases unlock their box; the download keeps focus and shows a failure in German", async () => {
    const assign = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const setup = kioskOnDemoHost({}, { origin: location.origin });
    vi.stubGlobal('location', { ...location, href: location.href, assign });
    writeCookie(TOKEN_COOKIE, 'demo-ben-plus', { path: '/' });
    setup.kiosk.session.revalidate();
    const markup = meta.example.markup.replaceAll(
      'laufen-10-km-unter-50-min-4-tage',
      'halbmarathon-unter-2-00-h-4-tage',
    );
    const { element, unmount } = await setup.mountOn(
      mount,
      {
        plan: 'halbmarathon-unter-2-00-h-4-tage',
        merchandiseId: 'gid://shopify/ProductVariant/4930000000023',
      },
      markup,
    );
    unmounts.push(unmount);
    const view = within(element);
    view.getByRole('link', { name: /^Jetzt kaufen/ }).focus();
    const download = await view.findByRole('button', { name: /^Herunterladen/ });
    expect(document.activeElement).toBe(download);
    setup.backend.answerNext(503);
    fireEvent.click(download);
    await waitFor(() =>
      expect(view.getByRole('status').textContent).toBe('Der Download-Link konnte nicht erstellt werden.'),
    );
    expect(assign).not.toHaveBeenCalled();
    fireEvent.click(download);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const sent = setup.backend.requests.filter((request) => request.url.includes('/download')).at(-1)!;
    expect(new URL(sent.url).searchParams.get('rkm_auth_token')).toBe('demo-ben-plus');
  });

  it('leaves markup it cannot use as it is, and says why once', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const setup = kioskOnDemoHost();
    const { element, unmount } = await setup.mountOn(mount, PROPS, '<p>Trainingsplan im Shop</p>');
    unmounts.push(unmount);
    expect(element.innerHTML).toBe('<p>Trainingsplan im Shop</p>');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0])).toContain('paid-box');
  });
});
