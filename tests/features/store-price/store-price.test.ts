import { describe, expect, it } from 'vitest';
import { parseStorePrice, priceSuffix, standText } from '../../../features/store-price/store-price.ts';

describe('the price answer (spec 3.8)', () => {
  it('reads price and priceHuman, and appends them as spec 2.6 writes it', () => {
    const price = parseStorePrice({ price: 1299, priceHuman: '1.299,00', extra: true });
    expect(price).toEqual({ price: 1299, priceHuman: '1.299,00' });
    expect(priceSuffix(price!)).toBe(' (ab 1.299,00 €)');
  });

  it.each([
    null,
    'text',
    [],
    { price: '12.99', priceHuman: '12,99' },
    { price: -1, priceHuman: '1,00' },
    { price: 12.99 },
    { price: 12.99, priceHuman: '' },
    { price: 12.99, priceHuman: '<img src=x onerror=alert(1)>' },
    { price: 12.99, priceHuman: '12,99 € inkl. Versand' },
    { price: 12.99, priceHuman: '12.99.' },
  ])('finds %j unparsable (spec 8)', (body) => {
    expect(parseStorePrice(body)).toBeUndefined();
  });
});

describe('standText (issue 23)', () => {
  it("says when the price was fetched: 'Stand: 24.11., 14:05 Uhr'", () => {
    expect(standText(new Date(2026, 10, 24, 14, 5).getTime())).toBe('Stand: 24.11., 14:05 Uhr');
  });
});
