/**
 * The partner cart's heavy half: the drawer, preact and the Storefront client. cart-embed.js loads it
 * on first need (the first add, `open`, a stored cart once the page is idle), so the entry that runs at
 * load stays a few KB (issue 17: weight and main-thread time).
 */
import type { ReactNode } from 'react';
import { withPreset } from '../features/cart/cart-options.ts';
import { CartProvider } from '../features/cart/cart-provider.tsx';
import { pageCart } from '../features/cart/page-cart.ts';
import type { Bus } from '../src/bus.ts';
import type { Unmount } from '../src/widget-contract.ts';
import { mountBeside } from '../ui/mount-beside.tsx';
import { mountReact } from '../ui/mount-react.tsx';
import { AddToCart, type AddToCartProps } from '../widgets/add-to-cart/add-to-cart.tsx';
import '../widgets/add-to-cart/add-to-cart.css';
import { CartDrawer } from '../widgets/cart/cart-drawer.tsx';
import '../widgets/cart/cart.css';
import type { KioskCartInit } from './cart-embed-types.ts';

export interface CartApp {
  controller: ReturnType<typeof pageCart>;
  addToCart(element: HTMLElement, props: AddToCartProps): Promise<Unmount>;
  destroy(): void;
}

export function startCart(settings: KioskCartInit, bus: Bus): CartApp {
  const controller = pageCart(bus, settings.storefront);
  const options = withPreset(settings.preset, settings);
  const provide = (node: ReactNode) => (
    <CartProvider controller={controller} options={options}>
      {node}
    </CartProvider>
  );
  const container = settings.container ?? document.body.appendChild(document.createElement('div'));
  const unmounts: Array<Promise<Unmount>> = [mountReact(container, provide(<CartDrawer />))];
  // A cart another Kiosk bundle on the page already holds is news to this host too.
  const current = controller.store.getState().cart;
  if (current) settings.onCartUpdate?.(current);
  const stopUpdates = controller.store.subscribe((state, previous) => {
    if (state.cart !== previous.cart) settings.onCartUpdate?.(state.cart);
  });
  return {
    controller,
    addToCart(element, props) {
      const mounting = (element.matches('button, a[href]') ? mountBeside : mountReact)(
        element,
        provide(<AddToCart {...props} />),
      );
      unmounts.push(mounting);
      return mounting;
    },
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
