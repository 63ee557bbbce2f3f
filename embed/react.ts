/**
 * The cart for React hosts, as components (issue: CartProvider, CartDrawer, AddToCart):
 *
 *   const cart = createCart({ endpoint, accessToken });
 *   <CartProvider controller={cart} options={{ onCheckout, slots }}>
 *     <AddToCart merchandiseId="gid://shopify/ProductVariant/…" />
 *     <CartDrawer />
 *   </CartProvider>
 *
 * `createCart` returns the page's one cart (shared with any Kiosk loader or embed on the page). Built as
 * the package `@kiosk/cart-react` by scripts/build-react-package.ts (docs/integration.md, React).
 */
import { sharedBus } from '../src/bus.ts';
import { pageCart } from '../features/cart/page-cart.ts';
import type { StorefrontSettings } from '../features/cart/storefront-client.ts';

export { useCartController, useCartState } from '../features/cart/cart-provider.tsx';
export { CartProvider } from './react-provider.tsx';
export { CartDrawer } from '../widgets/cart/cart-drawer.tsx';
export { AddToCart } from '../widgets/add-to-cart/add-to-cart.tsx';
export type { CartHostOptions } from '../features/cart/cart-options.ts';
export type { Cart, CartLine } from '../features/cart/cart-types.ts';

export const createCart = (storefront: StorefrontSettings) => pageCart(sharedBus(), storefront);
