/** spec 3.12, 4.10: the cart id is persisted locally, under this key. */
export const CART_ID_KEY = 'kiosk_cart_id';

/** Whether this browser holds a cart id; blocked storage (privacy mode, a sandboxed frame) holds none. */
export function hasStoredCart(): boolean {
  try {
    return Boolean(localStorage.getItem(CART_ID_KEY));
  } catch {
    return false;
  }
}
