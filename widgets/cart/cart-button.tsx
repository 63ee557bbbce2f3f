import { useCartController, useCartOptions, useCartState } from '../../features/cart/cart-provider.tsx';
import { CartIcon } from './cart-icon.tsx';

/**
 * spec 2.8: the floating cart button, fixed at the right edge at vertical middle. Shown only while the
 * drawer is closed, the cart holds something, and the host has not hidden it (a boolean, or a
 * function of the cart).
 */
export function CartButton({ onOpen }: { onOpen?: (button: HTMLElement) => void }) {
  const controller = useCartController();
  const { hideCartButton } = useCartOptions();
  const cart = useCartState((state) => state.cart);
  const isOpen = useCartState((state) => state.isCartOpen);
  const quantity = cart?.totalQuantity ?? 0;
  const hidden = typeof hideCartButton == 'function' ? hideCartButton(cart) : hideCartButton == true;
  if (quantity <= 0 || hidden) return null;
  // Hidden, not removed, while the drawer is open: the same element gets focus back on close.
  return (
    <button
      type="button"
      hidden={isOpen}
      className="kiosk-cart-button"
      aria-label={`Warenkorb öffnen, ${quantity} Artikel`}
      aria-haspopup="dialog"
      onClick={(event) => {
        onOpen?.(event.currentTarget);
        controller.open();
      }}
    >
      <CartIcon />
      <span className="kiosk-cart-button__count">{quantity}</span>
    </button>
  );
}
