import { findDiscountCode, isUsedUp, type DiscountCode } from './discount-codes.ts';

export interface LineToPrice {
  id: string;
  unitCents: number;
  quantity: number;
}

export interface PricedLine {
  unitCents: number;
  /** Before discounts (`CartLineCost.subtotalAmount`). */
  subtotalCents: number;
  /** This line's share of the applied code. */
  discountCents: number;
  totalCents: number;
}

/**
 * Why a code is or is not applicable. Shopify does not combine order discounts by default, so only the
 * first valid code applies; a valid code on an empty cart has nothing to apply to and is not applicable
 * either, without a warning (it may become applicable when lines are added).
 */
export type CodeOutcome = 'applied' | 'not-found' | 'used-up' | 'not-combinable' | 'nothing-to-discount';

export interface PricedCode {
  /** As the buyer typed it; Shopify echoes codes unchanged. */
  code: string;
  outcome: CodeOutcome;
}

export interface CartPrice {
  lines: ReadonlyMap<string, PricedLine>;
  subtotalCents: number;
  totalCents: number;
  codes: readonly PricedCode[];
  /** The applied code, its definition and its total, for cart-level `discountAllocations`. */
  applied?: { code: string; discount: DiscountCode; cents: number };
}

/**
 * Prices a cart. The applied code is an order discount spread ACROSS the lines: each line reports its
 * share (line `discountAllocations`, lower line `totalAmount`) and the cart reports the sum (cart
 * `discountAllocations`, lower `totalAmount`); `subtotalAmount` stays before it, as the schema defines
 * it ("before taxes and cart-level discounts"). Shares are computed per line and summed, so the line
 * and cart figures always agree to the cent.
 */
export function priceCart(lines: readonly LineToPrice[], codes: readonly string[]): CartPrice {
  const subtotals = lines.map((line) => line.unitCents * line.quantity);
  const subtotalCents = subtotals.reduce((sum, cents) => sum + cents, 0);
  let applied: CartPrice['applied'];
  const pricedCodes = codes.map((code): PricedCode => {
    if (isUsedUp(code)) return { code, outcome: 'used-up' };
    const discount = findDiscountCode(code);
    if (!discount) return { code, outcome: 'not-found' };
    if (applied) return { code, outcome: 'not-combinable' };
    if (subtotalCents == 0) return { code, outcome: 'nothing-to-discount' };
    applied = { code, discount, cents: 0 };
    return { code, outcome: 'applied' };
  });
  const shares = applied ? allocate(applied.discount, subtotals, subtotalCents) : subtotals.map(() => 0);
  const discountCents = shares.reduce((sum, cents) => sum + cents, 0);
  if (applied) applied.cents = discountCents;
  const priced = new Map<string, PricedLine>();
  lines.forEach((line, index) => {
    const lineSubtotal = subtotals[index] ?? 0;
    const share = shares[index] ?? 0;
    priced.set(line.id, {
      unitCents: line.unitCents,
      subtotalCents: lineSubtotal,
      discountCents: share,
      totalCents: lineSubtotal - share,
    });
  });
  return {
    lines: priced,
    subtotalCents,
    totalCents: subtotalCents - discountCents,
    codes: pricedCodes,
    applied,
  };
}

function allocate(discount: DiscountCode, subtotals: readonly number[], subtotalCents: number): number[] {
  const { value } = discount;
  if ('percentage' in value) return subtotals.map((cents) => Math.round((cents * value.percentage) / 100));
  // A fixed amount is split in proportion to each line's subtotal; the cents lost to rounding down go
  // to the first lines, so the shares add up to the amount exactly.
  const amount = Math.min(value.fixedCents, subtotalCents);
  const shares = subtotals.map((cents) => Math.floor((amount * cents) / subtotalCents));
  let remainder = amount - shares.reduce((sum, cents) => sum + cents, 0);
  for (let index = 0; remainder > 0; index++) {
    if ((subtotals[index] ?? 0) > (shares[index] ?? 0)) {
      shares[index] = (shares[index] ?? 0) + 1;
      remainder--;
    }
  }
  return shares;
}
