import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { KioskCartHandle, KioskCartInit } from '../../embed/cart-embed.ts';
import { SEED_VARIANT_IDS } from '../../demo-host/api/storefront/seed.ts';
import { dropPageShared } from '../../src/kit/page-shared.ts';
import { fakeMedia } from '../support/fake-media.ts';
import { routeFetchToDemoHost } from '../support/demo-backend.ts';

type KioskCartGlobal = { KioskCart: { init(settings: KioskCartInit): KioskCartHandle } };
const init = (settings: Partial<KioskCartInit> = {}) => {
  const { storefront } = routeFetchToDemoHost();
  return (globalThis as unknown as KioskCartGlobal).KioskCart.init({ storefront, ...settings });
};
const theme = () => document.documentElement.getAttribute('data-kiosk-theme');
const DARK = '(prefers-color-scheme: dark)';

let handle: KioskCartHandle | undefined;
beforeAll(async () => {
  await import('../../embed/cart-embed.ts');
});
afterEach(() => {
  handle?.destroy();
  handle = undefined;
  document.body.innerHTML = '';
  dropPageShared('cart');
  localStorage.clear();
});

describe('KioskCart.init theme (issue 17, defect 9)', () => {
  it.each(['light', 'dark'] as const)('theme: %s sets the page theme; destroy puts it back', (wanted) => {
    fakeMedia({ [DARK]: wanted == 'light' });
    handle = init({ theme: wanted });
    expect(theme()).toBe(wanted);
    handle.destroy();
    expect(theme()).toBeNull();
  });

  it("'auto', the default, follows prefers-color-scheme live", () => {
    const media = fakeMedia({ [DARK]: true });
    handle = init();
    expect(theme()).toBe('dark');
    media.set(DARK, false);
    expect(theme()).toBe('light');
    handle.setTheme('dark');
    media.set(DARK, false);
    expect(theme()).toBe('dark');
  });
});

describe('KioskCart.init buttons and handle', () => {
  it('loads nothing heavy at load; a button added after init adds its line on click', async () => {
    fakeMedia();
    const updates = vi.fn();
    handle = init({ onCartUpdate: updates });
    const button = document.createElement('button');
    button.dataset.kioskAddToCart = JSON.stringify({ merchandiseId: SEED_VARIANT_IDS.mug, quantity: 2 });
    button.textContent = 'In den Warenkorb';
    document.body.append(button);
    expect(document.querySelector('dialog')).toBeNull();
    button.click();
    expect(button.getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(updates).toHaveBeenCalled(), { timeout: 5000 });
    await vi.waitFor(() => expect(button.hasAttribute('aria-busy')).toBe(false));
    expect(updates.mock.calls.at(-1)?.[0]).toMatchObject({ totalQuantity: 2 });
    // The server's button stays as it was: no restyling on mount (issue 17, defect 5).
    expect(button.isConnected && !button.hidden).toBe(true);
    expect(document.querySelector('dialog')).not.toBeNull();
  });

  it('a button with bad JSON adds nothing and says why once in the console', async () => {
    fakeMedia();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    handle = init();
    const button = document.createElement('button');
    button.dataset.kioskAddToCart = '{merchandiseId:';
    document.body.append(button);
    button.click();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('[kiosk:cart-embed]');
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('add resolves true with the line in the cart; destroy removes the drawer and stops listening', async () => {
    fakeMedia();
    handle = init();
    expect(await handle.add({ merchandiseId: SEED_VARIANT_IDS.inStock, quantity: 1 })).toBe(true);
    await vi.waitFor(() => expect(document.querySelector('dialog')).not.toBeNull());
    handle.destroy();
    await vi.waitFor(() => expect(document.querySelector('dialog')).toBeNull());
  });
});
