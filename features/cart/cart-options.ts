import type { Cart } from './cart-types.ts';
import type { StorefrontSettings } from './storefront-client.ts';

/**
 * A host slot (spec 2.8): gets the cart and returns what to show there: text, a DOM node (plain
 * pages) or, for React hosts, React content. Typed loosely so this module stays framework-free; the
 * drawer decides what it can render (widgets/cart/host-slot.tsx).
 */
export type CartSlot = (cart: Cart | undefined) => unknown;

/** The host options of spec 2.8, for `KioskCart.init(…)`, the React components and `data-props`. */
export interface CartHostOptions {
  storefront?: StorefrontSettings;
  /** spec 5.5: called instead of navigating to checkoutUrl. */
  onCheckout?: (cart: Cart, email: string | undefined) => void;
  onLogin?: () => void;
  /** spec 2.8: called with extraQueryParams type=registration. */
  onRegister?: (options: { extraQueryParams: { type: 'registration' } }) => void;
  /** spec 2.8: a boolean, or a function of the cart. */
  hideCartButton?: boolean | ((cart: Cart | undefined) => boolean);
  hideContinueShopping?: boolean;
  /** spec 2.8 item 5: the voucher input. */
  showVoucher?: boolean;
  /** spec 2.8 item 8: 'Versandkosten werden an der Kasse berechnet'. */
  showShippingHint?: boolean;
  /** spec 2.8 first reading: checkout opens checkoutUrl in a new tab. */
  checkoutInNewTab?: boolean;
  /** The first reading's note 'Gutscheincodes können Sie im Bestellprozess eingeben'. */
  showVoucherNote?: boolean;
  slots?: { beforeItems?: CartSlot; beforeDiscountCodes?: CartSlot; beforeCosts?: CartSlot };
  /** spec 4.10: fires whenever the cart changes. */
  onCartUpdate?: (cart: Cart | undefined) => void;
  /** The logged-in customer's email, when the host knows it (hides the login block). */
  email?: string;
}

/**
 * spec 2.8's two readings. The CMS preset is the first (host integration): no 'continue shopping',
 * the voucher note instead of a voucher input, checkout in a new tab. The default is the second
 * (cart widget): voucher input, shipping hint, 'oder Weiter einkaufen →', checkout in this tab.
 */
export const PRESETS = {
  cms: {
    hideContinueShopping: true,
    showVoucher: false,
    showVoucherNote: true,
    checkoutInNewTab: true,
    showShippingHint: true,
  },
  widget: {
    hideContinueShopping: false,
    showVoucher: true,
    showVoucherNote: false,
    checkoutInNewTab: false,
    showShippingHint: true,
  },
} as const satisfies Record<string, Partial<CartHostOptions>>;

export type CartPreset = keyof typeof PRESETS;

export function withPreset(preset: unknown, options: CartHostOptions): CartHostOptions {
  return { ...PRESETS[preset == 'cms' ? 'cms' : 'widget'], ...definedOnly(options) };
}

const definedOnly = <T extends object>(options: T) =>
  Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;
