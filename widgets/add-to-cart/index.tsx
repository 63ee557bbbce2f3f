import { CartProvider } from '../../features/cart/cart-provider.tsx';
import { pageCart } from '../../features/cart/page-cart.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { mountBeside } from '../../ui/mount-beside.tsx';
import { mountReact } from '../../ui/mount-react.tsx';
import { AddToCart } from './add-to-cart.tsx';
import { meta } from './meta.ts';
import './add-to-cart.css';

/** The mount point may be the server's own `<button>` or shop link (props: `meta.ts`). */
export const mount = defineWidget(meta, ({ element, props, kiosk }) => {
  const { storefront } = kiosk.config;
  if (!storefront) throw new Error('no storefront in #kiosk-config: set storefront.endpoint and accessToken');
  const node = (
    <CartProvider controller={pageCart(kiosk.bus, storefront)} options={{}}>
      <AddToCart merchandiseId={props.merchandiseId} max={props.max} disabled={props.disabled} />
    </CartProvider>
  );
  // Interactive server markup (a button, a link to the shop) cannot hold the widget's own controls.
  return element.matches('button, a[href]') ? mountBeside(element, node) : mountReact(element, node);
});
