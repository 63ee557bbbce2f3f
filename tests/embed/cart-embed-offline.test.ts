import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KioskCartHandle, KioskCartInit } from '../../embed/cart-embed.ts';
import { SEED_VARIANT_IDS } from '../../demo-host/api/storefront/seed.ts';
import { fakeMedia } from '../support/fake-media.ts';
import { routeFetchToDemoHost } from '../support/demo-backend.ts';

// The drawer's chunk cannot be fetched (offline, a CDN hiccup).
vi.mock('../../embed/cart-app.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('KioskCart when its drawer chunk does not load', () => {
  it('the click tells the shop in German (kiosk:cart-error), reports kiosk:error and one console line', async () => {
    fakeMedia();
    const { CART_UNAVAILABLE } = await import('../../embed/cart-embed.ts');
    const { storefront } = routeFetchToDemoHost();
    const init = (globalThis as unknown as { KioskCart: { init(s: KioskCartInit): KioskCartHandle } })
      .KioskCart.init;
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cartErrors = vi.fn();
    const errors = vi.fn();
    document.addEventListener('kiosk:cart-error', cartErrors);
    document.addEventListener('kiosk:error', errors);
    const handle = init({ storefront });
    const button = document.createElement('button');
    button.dataset.kioskAddToCart = JSON.stringify({ merchandiseId: SEED_VARIANT_IDS.mug });
    document.body.append(button);
    button.click();
    await vi.waitFor(() => expect(cartErrors).toHaveBeenCalledTimes(1));
    expect((cartErrors.mock.calls[0]![0] as CustomEvent).detail).toEqual({ message: CART_UNAVAILABLE });
    expect((errors.mock.calls[0]![0] as CustomEvent).detail).toMatchObject({ widget: 'cart-embed' });
    await vi.waitFor(() => expect(button.hasAttribute('aria-busy')).toBe(false));
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(await handle.add({ merchandiseId: SEED_VARIANT_IDS.mug, quantity: 1 })).toBe(false);
    handle.destroy();
    document.removeEventListener('kiosk:cart-error', cartErrors);
    document.removeEventListener('kiosk:error', errors);
  });
});
