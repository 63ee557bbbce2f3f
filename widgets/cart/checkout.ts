import type { CartHostOptions } from '../../features/cart/cart-options.ts';
import type { Cart } from '../../features/cart/cart-types.ts';
import { safeUrl } from '../../src/kit/safe-url.ts';

export type CheckoutAction =
  | { kind: 'nothing' }
  | { kind: 'host'; run: () => void }
  | { kind: 'navigate'; url: string; newTab: boolean };

/**
 * The checkout address the shop sent, if it is one a reader may be sent to (https; a `javascript:`
 * URL from a compromised or misconfigured shop would run in the magazine's origin).
 */
export const checkoutUrl = (cart: Cart | undefined) =>
  cart && safeUrl(cart.checkoutUrl, { source: 'cart', field: 'checkoutUrl' });

/**
 * spec 5.5: checkout does nothing if the cart has no lines; otherwise the host's onCheckout(cart,
 * email) if given, else checkoutUrl (in this tab, or a new one in the CMS reading), when it is safe.
 */
export function checkoutAction(
  cart: Cart | undefined,
  email: string | undefined,
  options: CartHostOptions,
): CheckoutAction {
  if (!cart || cart.lines.nodes.length == 0) return { kind: 'nothing' };
  const { onCheckout } = options;
  if (onCheckout) return { kind: 'host', run: () => onCheckout(cart, email) };
  const url = checkoutUrl(cart);
  return url ? { kind: 'navigate', url, newTab: options.checkoutInNewTab == true } : { kind: 'nothing' };
}
