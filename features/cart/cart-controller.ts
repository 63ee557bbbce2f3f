import { createStore, type StoreApi } from 'zustand/vanilla';
import { cartAdd } from './cart-add.ts';
import { cartIsGone, createCartContext } from './cart-context.ts';
import { cartDiscounts } from './cart-discounts.ts';
import { createCartIdStorage } from './cart-id-storage.ts';
import { cartQuantities } from './cart-quantities.ts';
import { cartRestore } from './cart-restore.ts';
import { INITIAL_CART_STATE, type CartState } from './cart-state.ts';
import type { CartLineInput } from './cart-types.ts';
import { CartBuyerIdentityUpdate } from './documents.ts';
import { linesCountForQuery } from './line-count.ts';
import { CHECKOUT_UNAVAILABLE } from './messages.ts';
import { createSerialQueue } from './serial-queue.ts';
import type { StorefrontRun } from './storefront-client.ts';

export interface CartController {
  readonly store: StoreApi<CartState>;
  /** spec 4.10: fetches the stored cart; an unknown or expired one is reset with a warning. */
  start(): Promise<void>;
  /** Looks at the stored cart again (e.g. after a checkout in another tab); keeps it on a failure. */
  refresh(): Promise<void>;
  /** spec 4.10: creates the cart on the first add, reuses it afterwards; opens the drawer. */
  add(lines: CartLineInput[]): Promise<boolean>;
  /** Race-free: chosen values are batched, sent one request at a time, the newest value wins. */
  setQuantity(lineId: string, quantity: number): void;
  /** Sends `code` as typed (spec 5.5) with the codes that already apply; true when the cart now carries it. */
  applyDiscountCode(code: string): Promise<boolean>;
  removeDiscountCode(code: string): Promise<void>;
  identify(email: string | undefined): Promise<void>;
  /** Records that the reader left for checkout (the drawer navigates or calls the host). */
  checkoutStarted(): void;
  /** The shop sent no usable checkoutUrl for a cart with lines: the reader is told, not ignored. */
  checkoutUnavailable(): void;
  open(): void;
  close(): void;
}

export interface CartOptions {
  run: StorefrontRun;
  /** ISO country for `@inContext` (prices in the reader's market). */
  country?: string;
  /** How long to wait for more quantity choices before sending them. */
  quantityDelayMs?: number;
  storage?: ReturnType<typeof createCartIdStorage>;
}

/**
 * The page's cart (spec 3.12, 4.10), framework-free: the state in `cart-state.ts`, each group of
 * actions in its own file (restore, add, quantities, discounts), all sharing one request queue.
 */
export function createCartController({
  run,
  country,
  quantityDelayMs = 250,
  storage = createCartIdStorage(),
}: CartOptions): CartController {
  const store = createStore<CartState>(() => INITIAL_CART_STATE);
  const context = createCartContext({ store, run, country, storage, serial: createSerialQueue() });
  const { get, set, serial, mutate, accept } = context;
  const { fetchStored, start, refresh } = cartRestore(context);

  return {
    store,
    start,
    refresh,
    ...cartAdd(context, fetchStored),
    ...cartQuantities(context, quantityDelayMs),
    ...cartDiscounts(context),
    identify: (email) =>
      serial(async () => {
        set({ email });
        const cart = get().cart;
        if (!cart || !email || cart.buyerIdentity.email == email) return;
        const outcome = await mutate(() =>
          run('mutation', CartBuyerIdentityUpdate, {
            cartId: cart.id,
            buyerIdentity: { email },
            linesCount: linesCountForQuery(cart),
          }),
        );
        if (outcome.ok && !cartIsGone(outcome)) accept(outcome);
      }),
    checkoutStarted: () => set({ checkoutStartedAt: Date.now() }),
    checkoutUnavailable: () => set({ notice: { message: CHECKOUT_UNAVAILABLE } }),
    open: () => set({ isCartOpen: true }),
    close: () => set({ isCartOpen: false }),
  };
}
