import type { Cart } from '../../features/cart/cart-types.ts';
import { cartDiscountAmount } from '../../features/cart/cart-discount.ts';
import { formatMoney, subtractAmounts } from '../../features/cart/money.ts';

/**
 * spec 2.8 items 8–9: the total row 'Gesamtsumme inkl. gesetzlicher Mwst.'. The spec shows
 * `cost.subtotalAmount` there, which Shopify defines as before cart-level discounts; with a voucher
 * that is not what the checkout charges (issue 17, defect 1: 37,45 € shown, 31,83 € charged). So with
 * a cart-level discount the subtotal keeps its own row ('Zwischensumme'), the discount follows, and the
 * total row shows the subtotal minus the discount: what the checkout charges before shipping. Without
 * one, the total row shows the subtotal, as the spec says.
 */
export function CartCosts({ cart }: { cart: Cart | undefined }) {
  const subtotal = cart?.cost.subtotalAmount;
  const discount = cartDiscountAmount(cart);
  if (!subtotal || !discount)
    return (
      <p className="kiosk-cart__total">
        <span>Gesamtsumme inkl. gesetzlicher Mwst.</span>
        <strong>{formatMoney(subtotal)}</strong>
      </p>
    );
  const total = {
    amount: subtractAmounts(subtotal.amount, discount.amount),
    currencyCode: subtotal.currencyCode,
  };
  return (
    <dl className="kiosk-cart__costs">
      <div className="kiosk-cart__cost">
        <dt>Zwischensumme</dt>
        <dd>{formatMoney(subtotal)}</dd>
      </div>
      <div className="kiosk-cart__cost">
        <dt>Gutschein</dt>
        <dd>-{formatMoney(discount)}</dd>
      </div>
      <div className="kiosk-cart__total">
        <dt>Gesamtsumme inkl. gesetzlicher Mwst.</dt>
        <dd>
          <strong>{formatMoney(total)}</strong>
        </dd>
      </div>
    </dl>
  );
}
