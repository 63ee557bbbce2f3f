// @vitest-environment node
// The demo host is a Node server; these tests call it as one.
import { describe, expect, it } from 'vitest';
import { DISCOUNT_CODES } from '../../../../demo-host/api/storefront/discount-codes.ts';
import { SEED_VARIANT_IDS } from '../../../../demo-host/api/storefront/seed.ts';
import { useStorefront } from './storefront-client.ts';
import { decimal } from '../../../../demo-host/api/storefront/money.ts';

const { inStock, mug } = SEED_VARIANT_IDS;
/** Written as the test reads best ('29.80'), compared as Shopify writes it ('29.8'; issue 17). */
const euro = (amount: string) => ({ amount: decimal(Math.round(Number(amount) * 100)), currencyCode: 'EUR' });

describe('storefront discount codes', () => {
  it('offers one code per brand', () => {
    expect(DISCOUNT_CODES.map((discount) => discount.code)).toEqual(['AMS10', 'MOTORRAD5', 'KIOSK-DEMO']);
  });

  it('applies a percentage code, case-insensitively, on lines and on the cart', async () => {
    const { run, createCart } = useStorefront();
    // 2 × 14,90 € + 12,50 € = 42,30 €
    const cart = await createCart([{ merchandiseId: inStock, quantity: 2 }, { merchandiseId: mug }]);
    const payload = await run('cartDiscountCodesUpdate', { cartId: cart.id, discountCodes: ['ams10'] });
    expect(payload.userErrors).toEqual([]);
    expect(payload.warnings).toEqual([]);
    const discounted = payload.cart!;
    expect(discounted.discountCodes).toEqual([{ code: 'ams10', applicable: true }]);
    expect(discounted.discountAllocations).toEqual([{ discountedAmount: euro('4.23') }]);
    expect(discounted.cost).toEqual({ subtotalAmount: euro('42.30'), totalAmount: euro('38.07') });
    expect(
      discounted.lines.nodes.map((line) => [
        line.discountAllocations,
        line.cost.subtotalAmount,
        line.cost.totalAmount,
      ]),
    ).toEqual([
      [[{ discountedAmount: euro('2.98'), code: 'ams10' }], euro('29.80'), euro('26.82')],
      [[{ discountedAmount: euro('1.25'), code: 'ams10' }], euro('12.50'), euro('11.25')],
    ]);
  });

  it('spreads a fixed amount across the lines to the cent', async () => {
    const { run, createCart } = useStorefront();
    const cart = await createCart([{ merchandiseId: inStock }, { merchandiseId: mug }]);
    const payload = await run('cartDiscountCodesUpdate', { cartId: cart.id, discountCodes: ['MOTORRAD5'] });
    const discounted = payload.cart!;
    expect(discounted.discountAllocations).toEqual([{ discountedAmount: euro('5.00') }]);
    expect(discounted.cost.totalAmount).toEqual(euro('22.40'));
    const shares = discounted.lines.nodes.map((line) => line.discountAllocations[0]!.discountedAmount.amount);
    expect(shares).toEqual(['2.72', '2.28']);
  });

  it('keeps an unknown code as not applicable and warns DISCOUNT_NOT_FOUND', async () => {
    const { run, createCart } = useStorefront();
    const cart = await createCart([{ merchandiseId: inStock }]);
    const payload = await run('cartDiscountCodesUpdate', { cartId: cart.id, discountCodes: ['GIBTSNICHT'] });
    expect(payload.userErrors).toEqual([]);
    expect(payload.warnings).toEqual([
      { code: 'DISCOUNT_NOT_FOUND', message: 'Der Rabattcode „GIBTSNICHT“ ist ungültig.', target: cart.id },
    ]);
    expect(payload.cart!.discountCodes).toEqual([{ code: 'GIBTSNICHT', applicable: false }]);
    expect(payload.cart!.discountAllocations).toEqual([]);
    expect(payload.cart!.cost.totalAmount).toEqual(euro('14.90'));
  });

  it('applies only the first of two valid codes, as Shopify does not combine order discounts', async () => {
    const { run, createCart } = useStorefront();
    const cart = await createCart([{ merchandiseId: inStock }]);
    const payload = await run('cartDiscountCodesUpdate', {
      cartId: cart.id,
      discountCodes: ['KIOSK-DEMO', 'AMS10'],
    });
    expect(payload.cart!.discountCodes).toEqual([
      { code: 'KIOSK-DEMO', applicable: true },
      { code: 'AMS10', applicable: false },
    ]);
    expect(payload.warnings.map((warning) => warning.code)).toEqual(['DISCOUNT_CODE_NOT_HONOURED']);
    expect(payload.cart!.cost.totalAmount).toEqual(euro('12.66'));
  });

  it('keeps a used-up code as not applicable and warns DISCOUNT_USAGE_LIMIT_REACHED', async () => {
    const { run, createCart } = useStorefront();
    const cart = await createCart([{ merchandiseId: inStock }]);
    const payload = await run('cartDiscountCodesUpdate', { cartId: cart.id, discountCodes: ['leer'] });
    expect(payload.cart!.discountCodes).toEqual([{ code: 'leer', applicable: false }]);
    expect(payload.warnings).toEqual([
      {
        code: 'DISCOUNT_USAGE_LIMIT_REACHED',
        message: 'Der Rabattcode „leer“ wurde bereits so oft eingelöst wie möglich.',
        target: cart.id,
      },
    ]);
    expect(payload.cart!.cost.totalAmount).toEqual(euro('14.90'));
  });

  it('replaces the whole list, and an empty list clears it', async () => {
    const { run, createCart } = useStorefront();
    const cart = await createCart([{ merchandiseId: inStock }]);
    await run('cartDiscountCodesUpdate', { cartId: cart.id, discountCodes: ['AMS10', 'FALSCH'] });
    const replaced = await run('cartDiscountCodesUpdate', { cartId: cart.id, discountCodes: ['MOTORRAD5'] });
    expect(replaced.cart!.discountCodes).toEqual([{ code: 'MOTORRAD5', applicable: true }]);
    const cleared = await run('cartDiscountCodesUpdate', { cartId: cart.id, discountCodes: [] });
    expect(cleared.cart!.discountCodes).toEqual([]);
    expect(cleared.cart!.discountAllocations).toEqual([]);
    expect(cleared.cart!.cost.totalAmount).toEqual(euro('14.90'));
  });

  it('turns a code on an empty cart applicable once lines arrive', async () => {
    const { run } = useStorefront();
    const created = await run('cartCreate', { input: { discountCodes: ['AMS10'] } });
    expect(created.warnings).toEqual([]);
    expect(created.cart!.discountCodes).toEqual([{ code: 'AMS10', applicable: false }]);
    const added = await run('cartLinesAdd', {
      cartId: created.cart!.id,
      lines: [{ merchandiseId: inStock }],
    });
    expect(added.cart!.discountCodes).toEqual([{ code: 'AMS10', applicable: true }]);
    expect(added.cart!.cost.totalAmount).toEqual(euro('13.41'));
  });
});
