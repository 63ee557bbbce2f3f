import { logWarning } from '../../src/log.ts';
import type { CartContext } from './cart-context.ts';
import { INITIAL_CART_STATE } from './cart-state.ts';
import { CartQuery } from './documents.ts';
import { linesCountForQuery } from './line-count.ts';
import type { StorefrontFailure } from './storefront-client.ts';

/** What looking up the stored cart found: a failure keeps the stored id (spec 2.8, 4.10). */
export type StoredLookup = 'none' | 'found' | 'gone' | { failure: StorefrontFailure };

/** The stored cart: looked up at start-up, again when the reader comes back, and before an add. */
export function cartRestore({ get, set, run, country, storage, serial }: CartContext) {
  /**
   * Looks up the stored cart. At start-up a failed fetch resets the local state (spec 8) but keeps
   * the id, so the next add looks again instead of orphaning the reader's cart; a refresh (the reader
   * came back to the tab) leaves everything as it was. Only a cart the storefront says is gone
   * (unknown, expired, completed) is dropped.
   */
  const fetchStored = async (mode: 'start' | 'refresh'): Promise<StoredLookup> => {
    const id = storage.read();
    if (!id) {
      set({ ready: true });
      return 'none';
    }
    const result = await run('query', CartQuery, {
      cartId: id,
      country: country as never,
      linesCount: linesCountForQuery(get().cart),
    });
    if (!result.ok) {
      logWarning('cart', `the stored cart could not be fetched (${result.error.kind})`, result.error.message);
      if (mode == 'start') set({ ...INITIAL_CART_STATE, cart: undefined, ready: true });
      return { failure: result.error };
    }
    if (!result.data.cart) {
      logWarning(
        'cart',
        'the stored cart is unknown, expired or completed; starting a new one on the next add',
      );
      storage.write(undefined);
      set({ ...INITIAL_CART_STATE, cart: undefined, ready: true, goneCartId: id });
      return 'gone';
    }
    set({
      cart: result.data.cart,
      ready: true,
      email: get().email ?? result.data.cart.buyerIdentity.email ?? undefined,
    });
    return 'found';
  };

  return {
    fetchStored,
    start: () => serial(async () => void (await fetchStored('start'))),
    refresh: () => serial(async () => void (await fetchStored('refresh'))),
  };
}
