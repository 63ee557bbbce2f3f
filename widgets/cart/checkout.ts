import type { Cart } from '../../features/cart/cart-types.ts';
import type { CartHostOptions } from '../../features/cart/cart-options.ts';

export type CheckoutAction =
  | { kind: 'nothing' }
  | { kind: 'host'; run: () => void }
  | { kind: 'navigate'; url: string; newTab: boolean };

/**
 * spec 5.5: checkout does nothing if the cart has no lines; otherwise the host's onCheckout(cart,
 * email) if given, else checkoutUrl (in this tab, or a new one in the CMS reading).
 */
export function checkoutAction(
  cart: Cart | undefined,
  email: string | undefined,
  options: CartHostOptions,
): CheckoutAction {
  if (!cart || cart.lines.nodes.length == 0) return { kind: 'nothing' };
  const { onCheckout } = options;
  if (onCheckout) return { kind: 'host', run: () => onCheckout(cart, email) };
  return { kind: 'navigate', url: cart.checkoutUrl, newTab: options.checkoutInNewTab == true };
}
