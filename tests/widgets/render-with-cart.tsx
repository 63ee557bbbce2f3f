import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { formatCartId } from '../../demo-host/api/storefront/cart-ids.ts';
import { CART_ID_KEY, createCartIdStorage } from '../../features/cart/cart-id-storage.ts';
import type { CartHostOptions } from '../../features/cart/cart-options.ts';
import { createCartController } from '../../features/cart/cart-controller.ts';
import type { Cart, CartLineInput } from '../../features/cart/cart-types.ts';
import { CartProvider } from '../../features/cart/cart-provider.tsx';
import { createStorefrontClient } from '../../features/cart/storefront-client.ts';
import { memoryStorage, routeFetchToDemoHost } from '../support/demo-backend.ts';

export interface RenderCartOptions {
  /**
   * For view tests: a hand-built cart (tests/support/cart-fixture.ts: any title, image, price or
   * discount), put in the store as a fetched cart would be. No shop holds it: what the component then
   * sends is recorded in `mutations()`, but the shop answers that it knows no such cart.
   */
  cart?: Cart;
  /** For behaviour tests: the reader's stored cart on the demo host's Storefront emulator, with these lines. */
  lines?: CartLineInput[];
  options?: CartHostOptions;
  open?: boolean;
  quantityDelayMs?: number;
}

/**
 * Renders `node` in a CartProvider whose controller talks to the demo host's Storefront emulator
 * (routeFetchToDemoHost) and has started as a page does (spec 4.10): with `lines`, it has fetched the
 * stored cart; with `cart`, it shows that fixture.
 */
export async function renderWithCart(
  node: ReactNode,
  { cart, lines, options = {}, open = false, quantityDelayMs = 10 }: RenderCartOptions = {},
) {
  const backend = routeFetchToDemoHost();
  const stored = lines && backend.carts.create({ lines }, undefined).cart;
  const storage = memoryStorage(stored ? { [CART_ID_KEY]: formatCartId(stored) } : {});
  const controller = createCartController({
    run: createStorefrontClient(backend.storefront),
    storage: createCartIdStorage(() => storage),
    quantityDelayMs,
  });
  await controller.start();
  if (cart) controller.store.setState({ cart, email: cart.buyerIdentity.email ?? undefined });
  if (open) controller.open();
  const view = render(
    <CartProvider controller={controller} options={options}>
      {node}
    </CartProvider>,
  );
  return {
    ...view,
    backend,
    controller,
    /** What the storefront was asked to change (start-up only queries), i.e. what the component caused. */
    mutations: backend.mutations,
    state: () => controller.store.getState(),
  };
}
