/**
 * The demo shop's discount codes: one per brand, each an order discount that Shopify spreads ACROSS
 * all lines. Codes are matched case-insensitively, as the Storefront API documents for
 * `cartDiscountCodesUpdate`.
 */
export interface DiscountCode {
  code: string;
  /** `percentage` of the merchandise subtotal, or a `fixed` amount in cents (never more than the subtotal). */
  value: { percentage: number } | { fixedCents: number };
}

export const DISCOUNT_CODES: readonly DiscountCode[] = [
  // Auto Motor Kiosk: 10 % off.
  { code: 'AMS10', value: { percentage: 10 } },
  // Motorrad Kiosk: 5 € off.
  { code: 'MOTORRAD5', value: { fixedCents: 500 } },
  // Every brand, for demos: 15 % off.
  { code: 'KIOSK-DEMO', value: { percentage: 15 } },
];

/**
 * Codes of a finished promotion, redeemed as often as they may be: Shopify keeps such a code on the
 * cart, not applicable, and warns DISCOUNT_USAGE_LIMIT_REACHED, which the reader sees as a notice.
 */
const USED_UP_CODES: readonly string[] = ['LEER'];

export const isUsedUp = (code: string) => USED_UP_CODES.includes(code.trim().toUpperCase());

export function findDiscountCode(code: string): DiscountCode | undefined {
  const wanted = code.trim().toUpperCase();
  return DISCOUNT_CODES.find((discount) => discount.code === wanted);
}
