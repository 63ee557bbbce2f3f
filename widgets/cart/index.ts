import { CART_ID_KEY } from '../../src/cart/cart-id-storage.ts';
import type { Unmount, WidgetModule } from '../../src/widget-contract.ts';

/** Commands that need the drawer; the first one loads it, then it runs as if the drawer had been there. */
const CART_COMMANDS = ['cart.add', 'cart.open'] as const;

const hasStoredCart = () => {
  try {
    return Boolean(localStorage.getItem(CART_ID_KEY));
  } catch {
    return false;
  }
};

/**
 * `data-widget="cart"` — a gate of a few hundred bytes in front of the drawer. The drawer and the
 * Storefront client (about 20 KB gzip) load only when there is something to show: a stored cart, a
 * cart command from the host, or a cart created by an add-to-cart button. A reader who never shops
 * never downloads them.
 */
export const mount: WidgetModule['mount'] = (element, props, kiosk) => {
  const { bus } = kiosk;
  // spec 2.8: the cart is shown when the shop feature is on; off is a page setting, not an error.
  if (!kiosk.config.features.shop) return () => {};
  let unmountDrawer: Unmount | undefined;
  let stopped = false;
  const stops: Array<() => void> = [];
  let loading: Promise<void> | undefined;
  const load = () =>
    (loading ??= (async () => {
      stops.splice(0).forEach((stop) => stop());
      const { mountDrawer } = await import('./mount-drawer.tsx');
      const unmount = await mountDrawer(element, props, kiosk);
      if (stopped) unmount();
      else unmountDrawer = unmount;
    })());

  if (hasStoredCart() || bus.last('cart-updated')) void load();
  else {
    stops.push(bus.on('cart-updated', () => void load()));
    for (const command of CART_COMMANDS)
      stops.push(bus.handle(command, (...args: unknown[]) => load().then(() => bus.run(command, args))));
  }
  return () => {
    stopped = true;
    stops.forEach((stop) => stop());
    unmountDrawer?.();
  };
};
