import { useUniqueId } from '../../ui/use-unique-id.ts';
import { useRef, useState } from 'react';
import { useCartController, useCartState } from '../../features/cart/cart-provider.tsx';
import { actionButtonSecondary } from '../../ui/action-button.ts';
import { field } from '../../ui/field.ts';
import { keepFocus } from '../../ui/keep-focus.ts';
import { cluster } from '../../ui/cluster.ts';
import { visuallyHidden } from '../../ui/visually-hidden.tsx';

/**
 * spec 2.8 item 5: the voucher input ('Gutscheincode') and 'Gutschein berechnen', disabled while its
 * request is in flight (spec 4.10). The code is sent as typed (spec 5.5); the storefront's verdict is
 * shown beneath it.
 */
export function VoucherForm() {
  const controller = useCartController();
  const pending = useCartState((state) => state.discountPending);
  const hasCart = useCartState((state) => state.cart !== undefined);
  const messages = useCartState((state) => state.discountMessages);
  const [code, setCode] = useState('');
  const inputId = useUniqueId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <form
      className={`${cluster} kiosk-cart__voucher`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!code || !hasCart) return;
        // The button is disabled while the code goes out (and after, with the field empty): a reader who
        // clicked it stays in the field, ready for the next code.
        const { submitter } = event.nativeEvent as SubmitEvent;
        if (submitter instanceof HTMLElement) keepFocus(submitter, { fallbacks: () => [input.current] });
        // Cleared once the cart carries the code; a failed request keeps what the reader typed.
        void controller.applyDiscountCode(code).then((carried) => carried && setCode(''));
      }}
    >
      <label htmlFor={inputId} className={visuallyHidden}>
        Gutscheincode
      </label>
      <input
        ref={input}
        id={inputId}
        className={field}
        value={code}
        placeholder="Gutscheincode"
        autoComplete="off"
        onChange={(event) => setCode(event.currentTarget.value)}
      />
      <button
        type="submit"
        className={`${actionButtonSecondary} kiosk-cart__secondary`}
        disabled={pending || !hasCart || !code}
      >
        Gutschein berechnen
      </button>
      <div className="kiosk-cart__voucher-messages" aria-live="polite">
        {messages.map((message) => (
          <p key={message} className="kiosk-cart__error">
            {message}
          </p>
        ))}
      </div>
    </form>
  );
}
