import { pageCart } from '../../features/cart/page-cart.ts';
import { CartProvider } from '../../features/cart/hooks.tsx';
import { mountBeside } from '../../ui/mount-beside.tsx';
import { mountReact } from '../../ui/mount-react.tsx';
import type { WidgetModule } from '../../src/widget-contract.ts';
import { AddToCart } from './add-to-cart.tsx';
import './add-to-cart.css';

/**
 * `data-widget="add-to-cart"` with `data-props='{"merchandiseId":"gid://shopify/ProductVariant/…",
 * "max":20,"disabled":false}'`. The mount point may be the server's own `<button>` or shop link.
 */
export const mount: WidgetModule['mount'] = (element, props, kiosk) => {
  const { storefront } = kiosk.config;
  if (!storefront) throw new Error('no storefront in #kiosk-config: set storefront.endpoint and accessToken');
  if (typeof props.merchandiseId != 'string') throw new Error('data-props needs "merchandiseId"');
  const node = (
    <CartProvider controller={pageCart(kiosk.bus, storefront)} options={{}}>
      <AddToCart
        merchandiseId={props.merchandiseId}
        max={typeof props.max == 'number' ? props.max : undefined}
        disabled={props.disabled === true}
      />
    </CartProvider>
  );
  // Interactive server markup (a button, a link to the shop) cannot hold the widget's own controls.
  return element.matches('button, a[href]') ? mountBeside(element, node) : mountReact(element, node);
};
