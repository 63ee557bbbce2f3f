import type { Cart } from './cart-types.ts';
import type { Money } from './money.ts';

/**
 * The cart-level discount (the sum of the cart's `discountAllocations`), or undefined when there is
 * none: the one figure the code row and the total row both show (issue 17, defects 1 and 7).
 */
export function cartDiscountAmount(cart: Cart | undefined): Money | undefined {
  const allocations = cart?.discountAllocations ?? [];
  const cents = allocations.reduce(
    (sum, allocation) => sum + Math.round(Number.parseFloat(allocation.discountedAmount.amount) * 100),
    0,
  );
  if (!cart || !(cents > 0)) return undefined;
  const currencyCode = allocations[0]?.discountedAmount.currencyCode ?? cart.cost.subtotalAmount.currencyCode;
  return { amount: (cents / 100).toFixed(2), currencyCode };
}
