import type { Cart, CartLineInput } from './cart-types.ts';

/** spec 3.12 client cart state, plus what the drawer needs to show progress and problems. */
export interface CartState {
  cart?: Cart;
  /** The customer's email (spec 3.12: only its presence is used, for the login block). */
  email?: string;
  isCartOpen: boolean;
  /** The stored cart has been looked up (or there was none). */
  ready: boolean;
  /** Lines with a request in flight: spinner, select disabled (spec 4.10). */
  updating: Readonly<Record<string, true>>;
  /** Quantities the reader chose that the server has not confirmed yet; the select shows them. */
  chosen: Readonly<Record<string, number>>;
  lineMessages: Readonly<Record<string, string[]>>;
  discountMessages: readonly string[];
  /**
   * Why a code on the cart does not apply (code key → German reason), shown in that code's row in
   * place of 'Ungültig' and nowhere else: one message per problem (issue 17, defect 7).
   */
  codeMessages: Readonly<Record<string, string>>;
  /** A German message about the cart as a whole; `retry` offers to repeat the failed action. */
  notice?: { message: string; retry?: () => void };
  /**
   * The products with an add in flight (merchandise id → how many adds), so each add-to-cart button
   * is busy on its own: a click on a second product while the first is added still arrives.
   */
  adding: Readonly<Record<string, number>>;
  /** spec 4.10: the voucher button is disabled while its request is in flight. */
  discountPending: boolean;
  /** The last successful add, for analytics (add_to_cart). */
  lastAdd?: { lines: readonly CartLineInput[] };
  /** When the reader last went to checkout, for analytics (begin_checkout) and the stale-cart check. */
  checkoutStartedAt?: number;
  /**
   * The stored cart the shop no longer knows (completed at checkout, or expired): the finished-order
   * lookup asks whether it became an order (purchase, spec 7.11).
   */
  goneCartId?: string;
}

/** The state before the stored cart is looked up, and after a failed or gone one is reset. */
export const INITIAL_CART_STATE: CartState = {
  isCartOpen: false,
  ready: false,
  updating: {},
  chosen: {},
  lineMessages: {},
  discountMessages: [],
  codeMessages: {},
  adding: {},
  discountPending: false,
};
