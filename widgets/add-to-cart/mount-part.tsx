import { CartProvider } from '../../features/cart/cart-provider.tsx';
import { pageCart } from '../../features/cart/page-cart.ts';
import type { RenderPart } from '../../src/kit/island.ts';
import type { Kiosk } from '../../src/widget-contract.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { AddToCart, type AddToCartProps } from './add-to-cart.tsx';

/**
 * The interactive part (issue 22): the page's cart with the Storefront client and the React select and
 * button, which take over from the resting markup with the quantity the reader chose there.
 */
export const renderAddToCart =
  (
    kiosk: Kiosk,
    storefront: NonNullable<Kiosk['config']['storefront']>,
    props: AddToCartProps,
    quantity: () => number,
  ): RenderPart =>
  (element) =>
    mountReact(
      element,
      <CartProvider controller={pageCart(kiosk.bus, storefront)} options={{}}>
        <AddToCart {...props} initialQuantity={quantity()} openCart={() => kiosk.bus.run('cart.open', [])} />
      </CartProvider>,
    );
