import { CART_ID_KEY } from './cart-id-storage.ts';

/**
 * localStorage: carts gone from the shop whose finished-order lookup failed (purchase-report.ts); the
 * next page view asks again. Here, not there, so the cart's gate reads it without loading the lookup.
 */
export const PENDING_CARTS_KEY = 'kiosk_purchases_pending';

/**
 * Whether this browser holds a cart id, or a cart whose order is still to be looked up (either needs
 * the page's cart); blocked storage (privacy mode, a sandboxed frame) holds none.
 */
export function hasStoredCart(): boolean {
  try {
    return (
      Boolean(localStorage.getItem(CART_ID_KEY)) || (localStorage.getItem(PENDING_CARTS_KEY) ?? '[]') != '[]'
    );
  } catch {
    return false;
  }
}
