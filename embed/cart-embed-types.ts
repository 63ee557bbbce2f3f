import type { CartHostOptions } from '../features/cart/cart-options.ts';
import type { CartLineInput } from '../features/cart/cart-types.ts';
import type { StorefrontSettings } from '../features/cart/storefront-client.ts';
import type { Unmount } from '../src/widget-contract.ts';
import type { AddToCartProps } from '../widgets/add-to-cart/add-to-cart.tsx';
import type { EmbedTheme } from './embed-theme.ts';

/** Every option of `KioskCart.init` (docs/integration.md lists them with their defaults). */
export interface KioskCartInit extends CartHostOptions {
  storefront: StorefrontSettings;
  /** 'cms' selects spec 2.8's first reading; the default is the cart widget's. */
  preset?: 'cms' | 'widget';
  /** Where the drawer lives; default: a new element at the end of <body>. */
  container?: HTMLElement;
  /** Default 'auto': follows the page's `prefers-color-scheme`, live. */
  theme?: EmbedTheme;
}

/** What `KioskCart.init` returns. */
export interface KioskCartHandle {
  /** Adds lines (quantity defaults to 1); resolves true when the cart holds them. Opens the drawer. */
  add(lines: CartLineInput | CartLineInput[]): Promise<boolean>;
  open(): void;
  close(): void;
  /** Switches the theme after init. */
  setTheme(theme: EmbedTheme): void;
  /** Mounts Kiosk's own add-to-cart (quantity select and button) on an element. */
  addToCart(element: HTMLElement, props: AddToCartProps): Promise<Unmount>;
  /** Loads the drawer and the Storefront client now (e.g. on hover of a buy button); resolves when ready. */
  preload(): Promise<void>;
  /** Removes the drawer, the click handling and the theme; the cart itself stays stored. */
  destroy(): void;
}
