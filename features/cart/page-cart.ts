import type { Bus } from '../../src/bus.ts';
// For its declaration of the 'analytics-event' bus event, which this module emits.
import type {} from '../../src/analytics/create-analytics.ts';
import { pageShared } from '../../src/kit/page-shared.ts';
import { logError } from '../../src/log.ts';
import { createCartController, type CartController } from './cart-controller.ts';
import type { Cart, CartLineInput } from './cart-types.ts';
import { createStorefrontClient, type StorefrontSettings } from './storefront-client.ts';

declare module '../../src/events.ts' {
  interface KioskStateEvents {
    /** Every change of the cart: a late subscriber gets the current cart. */
    'cart-updated': Cart | undefined;
    /** The page's cart exists: from then on it takes the cart commands itself. */
    'cart-ready': true;
  }
  interface KioskEvents {
    /** A problem the reader was shown, in German, for hosts that log or track them. */
    'cart-error': { message: string };
    /** The drawer should show (an add, a command, a failure the reader must see). */
    'cart-opened': true;
  }
}

declare module '../../src/kit/page-shared.ts' {
  interface PageSharedValues {
    cart: CartController;
  }
}

/** A host's line: a merchandiseId, and a whole positive quantity if any (it defaults to 1). */
const isHostLine = (value: unknown): value is Partial<CartLineInput> & { merchandiseId: string } => {
  if (typeof value != 'object' || value === null) return false;
  const { merchandiseId, quantity } = value as Partial<CartLineInput>;
  return (
    typeof merchandiseId == 'string' &&
    (quantity === undefined || (Number.isInteger(quantity) && quantity > 0))
  );
};

/**
 * The page's one cart. The drawer, every add-to-cart button and the partner embed share it (on
 * `window`, like the runtime), and the host reaches it through the bus: commands `cart.add`
 * ({merchandiseId, quantity?, attributes?} or a list), `cart.open`, `cart.close`; events
 * `cart-updated` and `cart-error` (also `kiosk:cart-updated` / `kiosk:cart-error` on document).
 */
export function pageCart(bus: Bus, settings: StorefrontSettings): CartController {
  let created = false;
  const controller = pageShared('cart', () => {
    created = true;
    return startCart(bus, settings);
  });
  // Every caller (re)claims the commands: a stand-in handler (the cart gate's) must not keep them.
  if (!created) handleCommands(bus, controller);
  return controller;
}

function startCart(bus: Bus, settings: StorefrontSettings): CartController {
  const controller = createCartController({ run: createStorefrontClient(settings) });

  controller.store.subscribe((state, previous) => {
    if (state.cart !== previous.cart) bus.publish('cart-updated', state.cart);
    if (state.isCartOpen && !previous.isCartOpen) bus.emit('cart-opened', true);
    if (state.notice && state.notice !== previous.notice)
      bus.emit('cart-error', { message: state.notice.message });
    for (const message of [...state.discountMessages, ...Object.values(state.codeMessages)])
      if (
        !previous.discountMessages.includes(message) &&
        !Object.values(previous.codeMessages).includes(message)
      )
        bus.emit('cart-error', { message });
    const currency = state.cart?.cost.subtotalAmount.currencyCode ?? '';
    if (state.lastAdd && state.lastAdd !== previous.lastAdd)
      for (const line of state.lastAdd.lines)
        bus.emit('analytics-event', {
          name: 'add_to_cart',
          props: { item_id: line.merchandiseId, quantity: line.quantity, currency },
        });
    if (state.checkoutStartedAt !== previous.checkoutStartedAt && state.cart)
      bus.emit('analytics-event', {
        name: 'begin_checkout',
        props: {
          value: Number(state.cart.cost.subtotalAmount.amount),
          currency,
          items: state.cart.totalQuantity,
        },
      });
  });

  // The stored cart is fetched first: the store runs its requests in order, so a command that was
  // waiting for this handler adds to the reader's cart instead of creating a second one.
  void controller.start();
  handleCommands(bus, controller);
  bus.publish('cart-ready', true);

  // A checkout in another tab completes (and deletes) the cart: look again when the reader comes back.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState == 'visible' && controller.store.getState().cart) void controller.refresh();
  });
  return controller;
}

function handleCommands(bus: Bus, controller: CartController) {
  bus.handle('cart.add', (input) => {
    const lines: unknown[] = Array.isArray(input) ? input : [input];
    if (lines.length == 0 || !lines.every(isHostLine))
      return logError(
        'cart',
        'cart.add takes {merchandiseId, quantity?, attributes?} or a list of them',
        input,
      );
    return controller.add(lines.map((line) => ({ ...line, quantity: line.quantity ?? 1 })));
  });
  bus.handle('cart.open', () => controller.open());
  bus.handle('cart.close', () => controller.close());
}
