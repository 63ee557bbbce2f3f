import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartToken } from '../../../features/cart/cart-token.ts';
import { formatAmount, formatMoney, subtractAmounts } from '../../../features/cart/money.ts';
import { addToCartOptions, lineQuantityOptions } from '../../../features/cart/quantity-options.ts';

describe('lineQuantityOptions (spec 9.4)', () => {
  it.each([
    [0, [0, 1, 2, 3, 4, 5, 6, 7]],
    [1, [0, 1, 2, 3, 4, 5, 6, 7]],
    [2, [0, 1, 2, 3, 4, 5, 6, 7]],
    [5, [0, 2, 3, 4, 5, 6, 7, 8]],
    [20, [0, 17, 18, 19, 20, 21, 22, 23]],
  ])('%i → %j', (current, options) => expect(lineQuantityOptions(current)).toEqual(options));

  it('always gives 8 sorted, distinct options with the current value and 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (current) => {
        const options = lineQuantityOptions(current);
        expect(options).toHaveLength(8);
        expect(options).toContain(current);
        expect(options).toContain(0);
        expect(new Set(options).size).toBe(8);
        expect([...options].sort((a, b) => a - b)).toEqual(options);
        expect(options.every((value) => Number.isInteger(value) && value >= 0)).toBe(true);
      }),
    );
  });

  it('alternates below and above: the values besides 0 form one run around the current value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (current) => {
        const run = lineQuantityOptions(current).filter((value) => value > 0);
        expect(run.at(-1)! - run[0]!).toBe(run.length - 1);
        const below = run.filter((value) => value < current).length;
        const above = run.filter((value) => value > current).length;
        // Alternating from below: as balanced as the floor at 1 allows.
        if (current > 4) expect(above - below).toBe(0);
        else expect(above).toBeGreaterThanOrEqual(below);
      }),
    );
  });
});

describe('addToCartOptions (spec 5.5)', () => {
  it('runs from 1 to max, 20 by default', () => {
    expect(addToCartOptions()).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    expect(addToCartOptions(3)).toEqual([1, 2, 3]);
  });
  it('gives 1 … n with 1 ≤ n ≤ 99, whatever max the page sends', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double(), fc.constant(1e9)), (max) => {
        const options = addToCartOptions(max);
        expect(options[0]).toBe(1);
        expect(options.length).toBeGreaterThanOrEqual(1);
        expect(options.length).toBeLessThanOrEqual(99);
        expect(options).toEqual(options.map((_, index) => index + 1));
      }),
    );
    expect(addToCartOptions(Number.NaN)).toHaveLength(20);
  });
});

describe('prices (spec 9.4)', () => {
  it('use 2 decimals and a comma, with the currency after the amount; missing is --', () => {
    expect(formatMoney({ amount: '12.5', currencyCode: 'EUR' })).toBe('12,50 €');
    expect(formatMoney({ amount: '1234.5', currencyCode: 'EUR' })).toBe('1.234,50 €');
    expect(formatMoney({ amount: '9', currencyCode: 'CHF' })).toBe('9,00 CHF');
    expect(formatMoney(undefined)).toBe('--');
    expect(formatAmount('abc')).toBe('--');
    expect(formatAmount(null)).toBe('--');
  });
  it('subtracts decimal strings without floating-point drift', () => {
    expect(subtractAmounts('14.90', '1.49')).toBe('13.41');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 7 }), fc.integer({ min: 0, max: 10 ** 7 }), (a, b) => {
        expect(subtractAmounts((a / 100).toFixed(2), (b / 100).toFixed(2))).toBe(((a - b) / 100).toFixed(2));
      }),
    );
  });
});

describe('cartToken (spec 5.5)', () => {
  it('strips the gid prefix and the query string', () => {
    expect(cartToken('gid://shopify/Cart/c1-abc123?key=9f8e7d')).toBe('c1-abc123');
    expect(cartToken('c1-abc123')).toBe('c1-abc123');
  });
  it('never keeps a "?" or the prefix', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9-]{1,30}$/), fc.string(), (token, key) => {
        expect(cartToken(`gid://shopify/Cart/${token}?key=${key}`)).toBe(token);
      }),
    );
  });
});
