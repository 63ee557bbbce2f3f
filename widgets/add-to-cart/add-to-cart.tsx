import { useUniqueId } from '../../ui/use-unique-id.ts';
import { useState } from 'react';
import type { CartLineInput } from '../../features/cart/cart-types.ts';
import { addToCartOptions } from '../../features/cart/quantity-options.ts';
import { useCartController, useCartState } from '../../features/cart/cart-provider.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.tsx';
import { actionButton } from '../../ui/action-button.ts';
import { field } from '../../ui/field.ts';
import { textButton } from '../../ui/text-button.ts';

export interface AddToCartProps {
  merchandiseId: string;
  /** spec 5.5: the select runs 1 … max; 20 unless set. */
  max?: number;
  disabled?: boolean;
  attributes?: CartLineInput['attributes'];
  /** The quantity chosen in the resting markup before this part took over (issue 22); 1 unless set. */
  initialQuantity?: number;
  /**
   * What 'Zum Warenkorb' does: the widget passes the bus's `cart.open` (the drawer's command); without
   * it (the partner embed, React hosts) the provider's cart opens its drawer itself.
   */
  openCart?: () => void;
}

/** spec 5.5, 9.4: a quantity select and 'In den Warenkorb', or 'Nicht verfügbar' when disabled. */
export function AddToCart({
  merchandiseId,
  max,
  disabled = false,
  attributes,
  initialQuantity = 1,
  openCart,
}: AddToCartProps) {
  const controller = useCartController();
  // Busy per product: another product's add in flight does not hold this button (README).
  const adding = useCartState((state) => Boolean(state.adding[merchandiseId]));
  const [quantity, setQuantity] = useState(initialQuantity);
  const selectId = useUniqueId();
  // issue 23: once added, a way back to the cart beside the product, for a phone reader whose header
  // (and its cart button) scrolled away; nothing floats over the article. It appears when the reader
  // closes the drawer the add opened, so the text it moves down moves with their own act (not a layout
  // shift), and it stays while the drawer is open again, to take focus back on close.
  const [added, setAdded] = useState(false);
  const isCartOpen = useCartState((state) => state.isCartOpen);
  const [offered, setOffered] = useState(false);
  if (added && !isCartOpen && !offered) setOffered(true);
  return (
    <>
      <div className="kiosk-add-to-cart">
        <label htmlFor={selectId} className={visuallyHidden}>
          Menge
        </label>
        <select
          id={selectId}
          className={`${field} kiosk-add-to-cart__quantity`}
          value={quantity}
          disabled={disabled}
          onChange={(event) => setQuantity(Number(event.currentTarget.value))}
        >
          {addToCartOptions(max).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={`${actionButton} kiosk-add-to-cart__button`}
          disabled={disabled}
          aria-busy={adding}
          onClick={() => {
            if (!adding)
              void controller
                .add([{ merchandiseId, quantity, ...(attributes ? { attributes } : {}) }])
                .then((done) => done && setAdded(true));
          }}
        >
          {adding && <Spinner tone="current" />}
          {disabled ? 'Nicht verfügbar' : 'In den Warenkorb'}
        </button>
      </div>
      {offered && (
        <p className="kiosk-add-to-cart__added">
          Liegt im Warenkorb.{' '}
          <button
            type="button"
            className={`${textButton} kiosk-add-to-cart__open`}
            onClick={openCart ?? controller.open}
          >
            Zum Warenkorb
          </button>
        </p>
      )}
    </>
  );
}
