/**
 * Kiosk cart for partner shops — the embed protocol. A partner page needs nothing else from Kiosk:
 *
 *   <script type="module" src="https://cdn.example.de/kiosk/cart-embed.js"></script>
 *   <script type="module">
 *     const cart = window.KioskCart.init({
 *       storefront: { endpoint: 'https://shop.example.de/api/2026-04/graphql.json', accessToken: '…' },
 *       theme: 'auto', onCheckout(cart, email) {…}, onCartUpdate(cart) {…}, slots: {…},
 *     });
 *   </script>
 *   <button data-kiosk-add-to-cart='{"merchandiseId":"gid://shopify/ProductVariant/…"}'>In den Warenkorb</button>
 *
 * Every option, the handle, the events and the theming are in docs/integration.md. This entry is what
 * runs at load: it sets the theme, listens for clicks on `[data-kiosk-add-to-cart]` (buttons added
 * later included) and loads the drawer with the Storefront client (embed/cart-app.tsx) on first need:
 * a pointer on or focus in a buy button, the first add, `open`, `preload`, or a stored cart once the
 * page is idle. Built on its own
 * (`vite build --mode embed`); it shares the bus and the cart with a Kiosk loader on the same page
 * through `window`.
 */
import type { CartLineInput } from '../features/cart/cart-types.ts';
import { hasStoredCart } from '../features/cart/stored-cart.ts';
import { sharedBus } from '../src/bus.ts';
import { logError } from '../src/log.ts';
import type { CartApp } from './cart-app.tsx';
import type { KioskCartHandle, KioskCartInit } from './cart-embed-types.ts';
import { applyEmbedTheme, isEmbedTheme, type EmbedTheme } from './embed-theme.ts';

export type { KioskCartHandle, KioskCartInit } from './cart-embed-types.ts';

const BUTTONS = '[data-kiosk-add-to-cart]';
/** The drawer's chunk did not load (offline, a CDN hiccup); the next click tries again. */
export const CART_UNAVAILABLE =
  'Der Warenkorb konnte gerade nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.';

/** A button's `data-kiosk-add-to-cart` JSON: `{"merchandiseId": "…", "quantity"?: n}`. */
function lineOf(element: HTMLElement): CartLineInput | undefined {
  try {
    const props = JSON.parse(element.dataset.kioskAddToCart ?? '') as Partial<CartLineInput> | null;
    if (typeof props?.merchandiseId != 'string') throw new TypeError('merchandiseId missing');
    const wanted = props.quantity;
    const quantity = typeof wanted == 'number' && Number.isInteger(wanted) && wanted > 0 ? wanted : 1;
    return {
      merchandiseId: props.merchandiseId,
      quantity,
      ...(props.attributes ? { attributes: props.attributes } : {}),
    };
  } catch (error) {
    logError('cart-embed', 'data-kiosk-add-to-cart needs a JSON object with "merchandiseId"', {
      element,
      error,
    });
    return undefined;
  }
}

/** Runs `task` when the page is idle, so a returning reader's cart does not compete with the page's load. */
const whenIdle = (task: () => void) =>
  typeof requestIdleCallback == 'function'
    ? requestIdleCallback(task, { timeout: 3000 })
    : setTimeout(task, 1);

function init(settings: KioskCartInit): KioskCartHandle {
  if (!settings?.storefront?.endpoint)
    throw new Error('KioskCart.init needs storefront: { endpoint, accessToken }');
  const bus = sharedBus();
  if (settings.theme !== undefined && !isEmbedTheme(settings.theme))
    logError('cart-embed', "theme takes 'light', 'dark' or 'auto'; using 'auto'", settings.theme);
  let undoTheme = applyEmbedTheme(isEmbedTheme(settings.theme) ? settings.theme : 'auto');
  let destroyed = false;
  let app: Promise<CartApp> | undefined;
  const load = () =>
    (app ??= import('./cart-app.tsx').then(
      ({ startCart }) => startCart(settings, bus),
      (error: unknown) => {
        // A chunk that failed to load may load on the next try.
        app = undefined;
        logError('cart-embed', 'the cart failed to load', error);
        bus.emit('error', { widget: 'cart-embed', message: 'the cart failed to load', error });
        // No drawer to say it in: the German message goes to the shop, which shows it (docs/integration.md).
        bus.emit('cart-error', { message: CART_UNAVAILABLE });
        throw error;
      },
    ));
  const add = async (lines: CartLineInput | CartLineInput[]) => {
    try {
      const { controller } = await load();
      return await controller.add(Array.isArray(lines) ? lines : [lines]);
    } catch {
      return false;
    }
  };

  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(BUTTONS) : null;
    if (!button || destroyed) return;
    event.preventDefault();
    if (button.getAttribute('aria-busy') == 'true') return;
    const line = lineOf(button);
    if (!line) return;
    button.setAttribute('aria-busy', 'true');
    void add(line).finally(() => button.removeAttribute('aria-busy'));
  };
  // A pointer on a buy button or keyboard focus on it is intent: the drawer starts loading before the click.
  const onIntent = (event: Event) => {
    if (!destroyed && event.target instanceof Element && event.target.closest(BUTTONS))
      void load().catch(() => undefined);
  };
  document.addEventListener('click', onClick);
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  if (hasStoredCart()) whenIdle(() => destroyed || void load().catch(() => undefined));

  return {
    add,
    open: () =>
      void load().then(
        ({ controller }) => controller.open(),
        () => undefined,
      ),
    close: () =>
      void app?.then(
        ({ controller }) => controller.close(),
        () => undefined,
      ),
    setTheme(theme: EmbedTheme) {
      if (!isEmbedTheme(theme))
        return logError('cart-embed', "setTheme takes 'light', 'dark' or 'auto'", theme);
      undoTheme();
      undoTheme = applyEmbedTheme(theme);
    },
    addToCart: (element, props) => load().then((loaded) => loaded.addToCart(element, props)),
    preload: () => load().then(() => undefined),
    destroy() {
      destroyed = true;
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      undoTheme();
      void app?.then(
        ({ destroy }) => destroy(),
        () => undefined,
      );
    },
  };
}

(globalThis as typeof globalThis & { KioskCart?: { init: typeof init; version: string } }).KioskCart = {
  init,
  version: __KIOSK_VERSION__,
};
