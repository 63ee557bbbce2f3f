import { describe, expect, it } from 'vitest';
import { priceCart } from '../../../../demo-host/api/storefront/cart-pricing.ts';

describe('priceCart', () => {
  it('gives a fixed discount’s rounding cents to the first lines, so shares add up exactly', () => {
    const price = priceCart(
      [
        { id: 'a', unitCents: 333, quantity: 1 },
        { id: 'b', unitCents: 333, quantity: 1 },
        { id: 'c', unitCents: 334, quantity: 1 },
      ],
      ['MOTORRAD5'],
    );
    expect([...price.lines.values()].map((line) => line.discountCents)).toEqual([167, 166, 167]);
    expect(price.applied?.cents).toBe(500);
    expect(price.totalCents).toBe(500);
  });

  it('never discounts more than the subtotal', () => {
    const price = priceCart([{ id: 'a', unitCents: 300, quantity: 1 }], ['motorrad5']);
    expect(price.applied?.cents).toBe(300);
    expect(price.totalCents).toBe(0);
  });
});
