import type { MouseEvent } from 'react';
import { cartDiscountAmount } from '../../features/cart/cart-discount.ts';
import { codeKey } from '../../features/cart/code-verdict.ts';
import { formatMoney } from '../../features/cart/money.ts';
import { CODE_WAITING, INVALID_CODE } from '../../features/cart/messages.ts';
import { useCartController, useCartState } from '../../features/cart/cart-provider.tsx';
import { iconButton } from '../../ui/icon-button.tsx';
import { keepFocus } from '../../ui/keep-focus.ts';

/**
 * spec 4.10: applied codes are valid (green, with the discount amount) when a cart-level discount
 * allocation exists, and 'Ungültig' (red) when codes exist but there is none; when the shop said why,
 * the row gives that reason instead, and nothing else repeats it (issue 17, defect 7). Codes are written
 * in capitals and amounts as in the line ('-5,62 €'): one spelling everywhere. Each can be removed.
 */
export function AppliedDiscounts() {
  const controller = useCartController();
  const cart = useCartState((state) => state.cart);
  const reasons = useCartState((state) => state.codeMessages);
  const codes = cart?.discountCodes ?? [];
  if (!cart || codes.length == 0) return null;
  const discount = cartDiscountAmount(cart);
  // Focus goes on to the next code's remove button, else the voucher field (issue 17, defect 6).
  const remove = (code: string) => (event: MouseEvent<HTMLButtonElement>) => {
    const voucherField = event.currentTarget
      .closest('.kiosk-side-sheet__panel')
      ?.querySelector<HTMLElement>('.kiosk-cart__voucher input');
    keepFocus(event.currentTarget, { fallbacks: () => [voucherField] });
    void controller.removeDiscountCode(code);
  };
  return (
    <ul className="kiosk-cart__discounts" aria-label="Gutscheine" aria-live="polite">
      {codes.map(({ code, applicable }) => {
        // An emptied cart has nothing to discount (the shop then calls no code applicable): a code is
        // not 'Ungültig' for that, only for a reason the shop gave.
        const waiting = cart.lines.nodes.length == 0 && reasons[codeKey(code)] === undefined;
        const valid = (discount !== undefined && applicable) || waiting;
        const shown = codeKey(code);
        return (
          <li
            key={shown}
            className={`kiosk-cart__discount kiosk-cart__discount--${valid ? 'valid' : 'invalid'}`}
          >
            <span className="kiosk-cart__discount-code">{shown}</span>
            <span>
              {waiting
                ? CODE_WAITING
                : valid
                  ? `-${formatMoney(discount)}`
                  : (reasons[shown] ?? INVALID_CODE)}
            </span>
            <button
              type="button"
              className={`${iconButton} kiosk-cart__remove`}
              aria-label={`Gutschein ${shown} entfernen`}
              onClick={remove(code)}
            >
              ×
            </button>
          </li>
        );
      })}
    </ul>
  );
}
