import { formatMoney } from '../../features/cart/money.ts';
import { INVALID_CODE } from '../../features/cart/messages.ts';
import { useCartController, useCartState } from '../../features/cart/hooks.tsx';

/**
 * spec 4.10: applied codes are valid (green, with the discount amount) when a cart-level discount
 * allocation exists, and 'Ungültig' (red) when codes exist but there is none. Each can be removed.
 */
export function AppliedDiscounts() {
  const controller = useCartController();
  const cart = useCartState((state) => state.cart);
  const codes = cart?.discountCodes ?? [];
  if (!cart || codes.length == 0) return null;
  const allocations = cart.discountAllocations;
  const total = allocations.reduce(
    (sum, allocation) => sum + Number.parseFloat(allocation.discountedAmount.amount),
    0,
  );
  const currencyCode = allocations[0]?.discountedAmount.currencyCode ?? cart.cost.subtotalAmount.currencyCode;
  return (
    <ul className="kiosk-cart__discounts" aria-label="Gutscheine">
      {codes.map(({ code, applicable }) => {
        const valid = allocations.length > 0 && applicable;
        return (
          <li
            key={code}
            className={
              valid
                ? 'kiosk-cart__discount kiosk-cart__discount--valid'
                : 'kiosk-cart__discount kiosk-cart__discount--invalid'
            }
          >
            <span className="kiosk-cart__discount-code">{code}</span>
            <span>
              {valid ? `−${formatMoney({ amount: total.toFixed(2), currencyCode })}` : INVALID_CODE}
            </span>
            <button
              type="button"
              className="kiosk-cart__remove"
              aria-label={`Gutschein ${code} entfernen`}
              onClick={() => void controller.removeDiscountCode(code)}
            >
              ×
            </button>
          </li>
        );
      })}
    </ul>
  );
}
