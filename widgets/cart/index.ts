import { CART_ID_KEY } from '../../features/cart/cart-id-storage.ts';
import type { Unmount, WidgetModule } from '../../src/widget-contract.ts';
import { reportWidgetError } from '../../src/widget-error.ts';

/** The cart commands; the gate holds them while the drawer loads, so they run in the order pushed. */
const CART_COMMANDS = ['cart.add', 'cart.open', 'cart.close'] as const;

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
  let loading: Promise<void> | undefined;
  const held: Array<[command: string, args: unknown[]]> = [];
  const stops: Array<() => void> = [];

  const load = () =>
    (loading ??= (async () => {
      // The gate's command handlers stay until the drawer's own replace them, so nothing pushed
      // meanwhile slips past the held commands.
      const { mountDrawer } = await import('./mount-drawer.tsx');
      // mountDrawer registers the real command handlers before it first waits; the held commands
      // run right after, in this same turn, so none pushed later can overtake them.
      const mounting = mountDrawer(element, props, kiosk);
      for (const [command, args] of held.splice(0)) bus.run(command, args);
      const unmount = await mounting;
      if (stopped) unmount();
      else unmountDrawer = unmount;
    })().catch((error: unknown) => {
      // A chunk that failed to load may load on the next try; the reader keeps the page either way.
      loading = undefined;
      reportWidgetError(element, 'the drawer failed to load', error);
    }));

  // The drawer loads when there is something to show: a stored cart, a cart with lines (an
  // add-to-cart button made one), or a request to open it. Until then a reader pays nothing for it.
  if (hasStoredCart() || bus.last('cart-updated')) void load();
  else {
    stops.push(bus.on('cart-updated', (cart) => cart && void load()));
    stops.push(bus.on('cart-opened', () => void load()));
    // Stand in for the cart commands only while no cart exists: an existing one handles them itself.
    if (!bus.last('cart-ready'))
      for (const command of CART_COMMANDS)
        stops.push(
          bus.handle(command, (...args: unknown[]) => {
            // Closing a cart that was never shown needs no drawer.
            if (command == 'cart.close' && !loading) return;
            held.push([command, args]);
            void load();
          }),
        );
  }
  return () => {
    stopped = true;
    stops.forEach((stop) => stop());
    unmountDrawer?.();
  };
};
