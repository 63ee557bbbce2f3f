import { CART_ID_KEY } from './cart-id-storage.ts';

/** Whether this browser holds a cart id; blocked storage (privacy mode, a sandboxed frame) holds none. */
export function hasStoredCart(): boolean {
  try {
    return Boolean(localStorage.getItem(CART_ID_KEY));
  } catch {
    return false;
  }
}
