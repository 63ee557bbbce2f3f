import { withPreset, type CartHostOptions } from '../../features/cart/cart-options.ts';
import { pageCart } from '../../features/cart/page-cart.ts';
import { CartProvider } from '../../features/cart/hooks.tsx';
import { mountReact } from '../../ui/mount-react.tsx';
import { returnAddress } from '../../src/session/return-url.ts';
import type { WidgetModule } from '../../src/widget-contract.ts';
import { CartDrawer } from './cart-drawer.tsx';
import './cart.css';

const flag = (value: unknown) => (typeof value == 'boolean' ? value : undefined);

/** Adds `key=value` to an address (spec 2.8: registration carries extraQueryParams type=registration). */
const withQuery = (address: string, params: Record<string, string>) => {
  const url = new URL(address, location.href);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
};

/**
 * `data-widget="cart"`: the drawer and its floating button, on CMS pages. `data-props`: `preset`
 * ("cms" for spec 2.8's first reading), `hideCartButton`, `showVoucher`, `showShippingHint`,
 * `loginUrl` and `registerUrl` (which make the login block appear for readers without a known email).
 * A logged-in community user's email counts as the customer's.
 */
export const mountDrawer: WidgetModule['mount'] = (element, props, kiosk) => {
  const { storefront } = kiosk.config;
  if (!storefront) throw new Error('no storefront in #kiosk-config: set storefront.endpoint and accessToken');
  const controller = pageCart(kiosk.bus, storefront);
  const back = returnAddress() ?? location.href;
  const { loginUrl, registerUrl } = props;
  const options: CartHostOptions = withPreset(props.preset, {
    hideCartButton: flag(props.hideCartButton),
    showVoucher: flag(props.showVoucher),
    showShippingHint: flag(props.showShippingHint),
    onLogin:
      typeof loginUrl == 'string'
        ? () => location.assign(withQuery(loginUrl, { returnUrl: back }))
        : undefined,
    onRegister:
      typeof registerUrl == 'string'
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
    unmount();
  });
};
