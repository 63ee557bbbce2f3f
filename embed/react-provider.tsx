import type { ComponentProps } from 'react';
import { CartProvider as CartContextProvider } from '../features/cart/cart-provider.tsx';
import '../ui/base.css';
import '../widgets/add-to-cart/add-to-cart.css';
import '../widgets/cart/cart.css';

/**
 * The React package's provider: the cart context, inside a `.kiosk-root` (Kiosk's styles are scoped
 * under it, ui/base.css) that takes no box of its own (`display: contents`), so the host's layout is
 * unchanged. Importing it brings the drawer's and the button's styles.
 */
export function CartProvider(props: ComponentProps<typeof CartContextProvider>) {
  return (
    <div className="kiosk-root" style={{ display: 'contents' }}>
      <CartContextProvider {...props} />
    </div>
  );
}
