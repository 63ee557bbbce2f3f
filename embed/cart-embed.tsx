/**
 * Kiosk cart for partner shops — the embed protocol. A partner page needs nothing else from Kiosk:
 *
 *   <script type="module" src="https://cdn.example.de/kiosk/cart-embed.js"></script>
 *   <script type="module">
 *     const cart = window.KioskCart.init({
 *       storefront: { endpoint: 'https://shop.example.de/api/2026-04/graphql.json', accessToken: '…' },
 *       onCheckout(cart, email) {…}, onLogin() {…}, onRegister({ extraQueryParams }) {…},
 *       hideCartButton: false, slots: { beforeItems: (cart) => node }, onCartUpdate(cart) {…},
 *     });
 *     cart.add({ merchandiseId: 'gid://shopify/ProductVariant/…', quantity: 1 });
 *   </script>
 *
 * `init` returns { add, open, close, addToCart(element, props), destroy }. Buttons can also be marked
 * `<button data-kiosk-add-to-cart='{"merchandiseId":"…"}'>In den Warenkorb</button>`; init enhances them.
 * Events: `kiosk:cart-updated` and `kiosk:cart-error` on document. This file is built on its own
 * (`vite build --mode embed`), so a partner page loads one file; it shares the bus with a Kiosk
 * loader on the same page through `window`.
 */
import type { ReactNode } from 'react';
import { withPreset, type CartHostOptions } from '../features/cart/cart-options.ts';
import type { CartLineInput } from '../features/cart/cart-types.ts';
import { pageCart } from '../features/cart/page-cart.ts';
import { sharedBus } from '../src/bus.ts';
import { logError } from '../src/log.ts';
import { CartProvider } from '../features/cart/hooks.tsx';
import { mountBeside } from '../ui/mount-beside.tsx';
import { mountReact } from '../ui/mount-react.tsx';
import type { Unmount } from '../src/widget-contract.ts';
import { AddToCart, type AddToCartProps } from '../widgets/add-to-cart/add-to-cart.tsx';
import '../widgets/add-to-cart/add-to-cart.css';
import { CartDrawer } from '../widgets/cart/cart-drawer.tsx';
import '../widgets/cart/cart.css';

export interface KioskCartInit extends CartHostOptions {
  /** 'cms' selects spec 2.8's first reading; the default is the cart widget's. */
  preset?: 'cms' | 'widget';
  /** Where the drawer lives; default: a new element at the end of <body>. */
  container?: HTMLElement;
}

export interface KioskCartHandle {
  add(lines: CartLineInput | CartLineInput[]): Promise<boolean>;
  open(): void;
  close(): void;
  addToCart(element: HTMLElement, props: AddToCartProps): Promise<Unmount>;
  destroy(): void;
}

function init(settings: KioskCartInit): KioskCartHandle {
  if (!settings?.storefront?.endpoint)
    throw new Error('KioskCart.init needs storefront: { endpoint, accessToken }');
  const bus = sharedBus();
  const controller = pageCart(bus, settings.storefront);
  const options = withPreset(settings.preset, settings);
  const provide = (node: ReactNode) => (
    <CartProvider controller={controller} options={options}>
      {node}
    </CartProvider>
  );
  const container = settings.container ?? document.body.appendChild(document.createElement('div'));
  const unmounts: Array<Promise<Unmount>> = [mountReact(container, provide(<CartDrawer />))];
  const stopUpdates = controller.store.subscribe((state, previous) => {
    if (state.cart !== previous.cart) settings.onCartUpdate?.(state.cart);
  });

  const addToCart = (element: HTMLElement, props: AddToCartProps) => {
    const mounting = (element.matches('button, a[href]') ? mountBeside : mountReact)(
      element,
      provide(<AddToCart {...props} />),
    );
    unmounts.push(mounting);
    return mounting;
  };
  for (const element of document.querySelectorAll<HTMLElement>('[data-kiosk-add-to-cart]')) {
    try {
      const props = JSON.parse(element.dataset.kioskAddToCart ?? '') as AddToCartProps;
      if (typeof props.merchandiseId != 'string') throw new TypeError('merchandiseId missing');
      void addToCart(element, props).catch((error: unknown) =>
        logError('cart-embed', 'add-to-cart failed to mount', error),
      );
    } catch (error) {
      logError('cart-embed', 'data-kiosk-add-to-cart needs a JSON object with "merchandiseId"', {
        element,
        error,
      });
    }
  }

  return {
    add: (lines) => controller.add(Array.isArray(lines) ? lines : [lines]),
    open: controller.open,
    close: controller.close,
    addToCart,
    destroy() {
      stopUpdates();
      for (const mounting of unmounts)
        void mounting.then(
          (unmount) => unmount(),
          () => undefined,
        );
      if (!settings.container) container.remove();
    },
  };
}

(globalThis as typeof globalThis & { KioskCart?: { init: typeof init; version: string } }).KioskCart = {
  init,
  version: __KIOSK_VERSION__,
};
