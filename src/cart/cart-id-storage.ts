import { logWarning } from '../log.ts';

/** spec 3.12, 4.10: the cart id is persisted locally. */
export const CART_ID_KEY = 'kiosk_cart_id';

/**
 * localStorage for the cart id that never throws: when storage is blocked (privacy mode, a sandboxed
 * partner iframe) or full, the id lives in memory for this page, and the cart works until a reload.
 */
export function createCartIdStorage(storage: () => Storage = () => localStorage) {
  let memory: string | undefined;
  return {
    read(): string | undefined {
      try {
        return storage().getItem(CART_ID_KEY) ?? memory;
      } catch {
        return memory;
      }
    },
    write(id: string | undefined) {
      memory = id;
      try {
        if (id) storage().setItem(CART_ID_KEY, id);
        else storage().removeItem(CART_ID_KEY);
      } catch (error) {
        logWarning('cart', 'the cart id cannot be stored; the cart lasts until the page is left', error);
      }
    },
  };
}
