import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CART_ID_KEY, createCartIdStorage } from '../../features/cart/cart-id-storage.ts';
import type { CartHostOptions } from '../../features/cart/cart-options.ts';
import { createCartController } from '../../features/cart/cart-store.ts';
import type { Cart } from '../../features/cart/cart-types.ts';
import { CartProvider } from '../../features/cart/hooks.tsx';
import { fakeRun, memoryStorage, type Reply, type RunCall } from '../support/cart-fixture.ts';

export interface RenderCartOptions {
  /** The stored cart, fetched on start as the page would; none: no stored cart id. */
  cart?: Cart;
  options?: CartHostOptions;
  open?: boolean;
  /** How the fake storefront answers mutations; by default with `cart` unchanged. */
  reply?: (call: RunCall) => Reply | Promise<Reply>;
  quantityDelayMs?: number;
}

/**
 * Renders `node` in a CartProvider whose controller talks to a fake storefront and has already
 * fetched the stored `cart` (spec 4.10 start-up), as a page would show it.
 */
export async function renderWithCart(
  node: ReactNode,
  { cart, options = {}, open = false, reply, quantityDelayMs = 10 }: RenderCartOptions = {},
) {
  const storefront = fakeRun((call) =>
    call.operation == 'Cart' || !reply ? { cart: cart ?? null } : reply(call),
  );
  const storage = memoryStorage(cart ? { [CART_ID_KEY]: cart.id } : {});
  const controller = createCartController({
    run: storefront.run,
    storage: createCartIdStorage(() => storage),
    quantityDelayMs,
  });
  await controller.start();
  if (open) controller.open();
  const view = render(
    <CartProvider controller={controller} options={options}>
      {node}
    </CartProvider>,
  );
  return {
    ...view,
    controller,
    /** What the storefront was asked to change (start-up only queries), i.e. what the component caused. */
    mutations: () => storefront.calls.filter((call) => call.kind == 'mutation'),
    state: () => controller.store.getState(),
  };
}
