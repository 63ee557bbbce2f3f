import { hasStoredCart } from '../../features/cart/stored-cart.ts';
import { createCommandGate } from '../../src/kit/command-gate.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { reportWidgetError } from '../../src/kit/report-widget-error.ts';
import { meta } from './meta.ts';

/**
 * `data-widget="cart"` — a gate of a few hundred bytes in front of the drawer. The drawer and the
 * Storefront client (about 20 KB gzip) load only when there is something to show: a stored cart, a
 * cart command from the host, or a cart created by an add-to-cart button. A reader who never shops
 * never downloads them.
 */
export const mount = defineWidget(meta, ({ element, props, kiosk, scope }) => {
  const { bus } = kiosk;
  // spec 2.8: the cart is shown when the shop feature is on; off is a page setting, not an error.
  if (!kiosk.config.features.shop) return;
  const gate = createCommandGate({
    bus,
    scope,
    // Once the page's cart exists (an add-to-cart button made it), it takes the commands itself.
    commands: bus.last('cart-ready') ? [] : ['cart.add', 'cart.open', 'cart.close'],
    // Closing a cart that was never shown needs no drawer.
    passive: ['cart.close'],
    load: async () => {
      const { mountDrawer } = await import('./mount-drawer.tsx');
      return () => mountDrawer(element, props, kiosk);
    },
    // A chunk that failed to load may load on the next try; the reader keeps the page either way.
    onError: (error) => reportWidgetError(element, 'the drawer failed to load', error),
  });
  if (hasStoredCart() || bus.last('cart-updated')) void gate.open();
  else {
    scope.add(bus.on('cart-updated', (cart) => cart && void gate.open()));
    scope.add(bus.on('cart-opened', () => void gate.open()));
  }
});
