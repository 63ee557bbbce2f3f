import { withPreset, type CartHostOptions } from '../../features/cart/cart-options.ts';
import { pageCart } from '../../features/cart/page-cart.ts';
import { SHOP_ORDERS_CONFIG } from '../../features/cart/shop-orders-config.ts';
import { CartProvider } from '../../features/cart/cart-provider.tsx';
import { mountReact } from '../../ui/mount-react.tsx';
import { returnAddress } from '../../features/login/return-address.ts';
import { readConfigSection } from '../../src/kit/config-section.ts';
import { safeUrl } from '../../src/kit/safe-url.ts';
import type { PropsOf } from '../../src/kit/widget-meta.ts';
import type { Kiosk, Unmount } from '../../src/widget-contract.ts';
import { CartDrawer } from './cart-drawer.tsx';
import type { meta } from './meta.ts';
import './cart.css';

/** Adds `key=value` to an address (spec 2.8: registration carries extraQueryParams type=registration). */
const withQuery = (address: string, params: Record<string, string>) => {
  const url = new URL(address, location.href);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
};

/**
 * `data-widget="cart"`: the drawer and its floating button, on CMS pages (props: `meta.ts`). `loginUrl`
 * and `registerUrl` make the login block appear for readers without a known email; a logged-in
 * community user's email counts as the customer's.
 */
export function mountDrawer(
  element: HTMLElement,
  props: PropsOf<typeof meta.props>,
  kiosk: Kiosk,
): Promise<Unmount> {
  const { storefront } = kiosk.config;
  if (!storefront) throw new Error('no storefront in #kiosk-config: set storefront.endpoint and accessToken');
  const controller = pageCart(kiosk.bus, storefront);
  // spec 7.11, 9.6: purchase once per finished order, where the page names the shop's order lookup.
  const orders = readConfigSection('cart', SHOP_ORDERS_CONFIG);
  let stopPurchases: (() => void) | undefined;
  if (orders.endpoint) {
    const endpoint = orders.endpoint;
    void import('../../features/cart/purchase-report.ts').then(({ watchPurchases }) => {
      stopPurchases = watchPurchases(kiosk.bus, controller, endpoint, {
        'X-Shopify-Storefront-Access-Token': storefront.accessToken,
      });
    });
  }
  const back = returnAddress() ?? location.href;
  // Editor URLs pass the one check before they become a navigation target; a bad one hides its button.
  const loginUrl = safeUrl(props.loginUrl, { source: 'cart', field: 'data-props.loginUrl' });
  const registerUrl = safeUrl(props.registerUrl, { source: 'cart', field: 'data-props.registerUrl' });
  const options: CartHostOptions = withPreset(props.preset, {
    hideCartButton: props.hideCartButton,
    showVoucher: props.showVoucher,
    showShippingHint: props.showShippingHint,
    onLogin:
      loginUrl !== undefined ? () => location.assign(withQuery(loginUrl, { returnUrl: back })) : undefined,
    onRegister:
      registerUrl !== undefined
        ? ({ extraQueryParams }) =>
            location.assign(withQuery(registerUrl, { ...extraQueryParams, returnUrl: back }))
        : undefined,
  });
  const stopIdentity = kiosk.bus.on('session-changed', (session) => {
    const email = session.user?.email;
    if (session.loginValidated) void controller.identify(typeof email == 'string' ? email : undefined);
  });
  return mountReact(
    element,
    <CartProvider controller={controller} options={options}>
      <CartDrawer />
    </CartProvider>,
  ).then((unmount) => () => {
    stopIdentity();
    stopPurchases?.();
    unmount();
  });
}
