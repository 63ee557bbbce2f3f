// @vitest-environment node
// The demo host is a Node server; happy-dom's Request would drop the browser-only CORS request headers.
import { describe, expect, it } from 'vitest';
import { MAX_CART_LINES } from '../../../../demo-host/api/storefront/cart-store.ts';
import { SEED_PRODUCTS, SEED_VARIANT_IDS } from '../../../../demo-host/api/storefront/seed.ts';
import { ORIGIN, useStorefront } from './storefront-client.ts';
import { decimal } from '../../../../demo-host/api/storefront/money.ts';

const { inStock, lowStock, soldOut, sized, mug, limited, subscription } = SEED_VARIANT_IDS;
/** Written as the test reads best ('29.80'), compared as Shopify writes it ('29.8'; issue 17). */
const euro = (amount: string) => ({ amount: decimal(Math.round(Number(amount) * 100)), currencyCode: 'EUR' });

describe('storefront carts', () => {
  it('creates a cart in the shape the client reads', async () => {
    const { run } = useStorefront();
    const payload = await run('cartCreate', {
      input: {
        lines: [{ merchandiseId: inStock, quantity: 2, attributes: [{ key: 'quelle', value: 'artikel' }] }],
      },
    });
    expect(payload.userErrors).toEqual([]);
    expect(payload.warnings).toEqual([]);
    const cart = payload.cart!;
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/[\w-]+\?key=[0-9a-f]{32}$/);
    const token = cart.id.slice('gid://shopify/Cart/'.length).split('?')[0];
    expect(cart.checkoutUrl).toBe(`${ORIGIN}/shop/checkout/${token}?key=${cart.id.split('key=')[1]}`);
    expect(cart.totalQuantity).toBe(2);
    expect(cart.cost).toEqual({ subtotalAmount: euro('29.80'), totalAmount: euro('29.80') });
    expect(cart.discountCodes).toEqual([]);
    expect(cart.discountAllocations).toEqual([]);
    // The client's cartCreate has no @inContext: the cart is in the shop's primary market.
    expect(cart.buyerIdentity).toEqual({ countryCode: 'DE', email: null, customer: null });
    expect(cart.deliveryGroups).toEqual({ nodes: [] });
    expect(cart.lines.nodes).toEqual([
      {
        id: expect.stringMatching(new RegExp(`^gid://shopify/CartLine/[0-9a-f-]{36}\\?cart=${token}$`)),
        quantity: 2,
        attributes: [{ key: 'quelle', value: 'artikel' }],
        cost: { amountPerQuantity: euro('14.90'), subtotalAmount: euro('29.80'), totalAmount: euro('29.80') },
        discountAllocations: [],
        merchandise: {
          id: inStock,
          title: 'Default Title',
          sku: 'AMK-JB-2026',
          requiresShipping: true,
          priceV2: euro('14.90'),
          image: {
            url: `${ORIGIN}/shop/images/jahrbuch-auto.svg?width=128&height=128`,
            altText: 'Titelseite des Auto Motor Kiosk Jahrbuchs 2026',
          },
          product: {
            id: 'gid://shopify/Product/9100000000001',
            title: 'Auto Motor Kiosk Jahrbuch 2026',
            productType: 'Jahrbuch',
            onlineStoreUrl: expect.stringMatching(/\/shop\/products\/auto-motor-kiosk-jahrbuch-2026$/),
          },
        },
      },
    ]);
    const stock = (await run('cartStock', { cartId: cart.id }))!;
    expect(stock.lines.nodes[0]!.merchandise).toEqual({ availableForSale: true, quantityAvailable: 120 });
    expect(stock.lines.edges).toEqual([
      { cursor: expect.any(String), node: { id: cart.lines.nodes[0]!.id } },
    ]);
  });

  it('gives a cart created under @inContext(country:) that country, as Shopify does', async () => {
    const { post } = useStorefront();
    const response = await post<{ cartCreate: { cart: { buyerIdentity: { countryCode: string } } } }>(
      'mutation @inContext(country: AT) { cartCreate(input: {}) { cart { buyerIdentity { countryCode } } } }',
    );
    expect(response.data?.cartCreate.cart.buyerIdentity.countryCode).toBe('AT');
  });

  it('adds lines, joining a variant already in the cart with the same attributes', async () => {
    const { run, createCart } = useStorefront();
    const cart = await createCart([{ merchandiseId: inStock }]);
    const payload = await run('cartLinesAdd', {
      cartId: cart.id,
      lines: [{ merchandiseId: inStock, quantity: 2 }, { merchandiseId: sized }],
    });
    const lines = payload.cart!.lines.nodes;
    expect(lines.map((line) => [line.merchandise.sku, line.merchandise.title, line.quantity])).toEqual([
      ['AMK-JB-2026', 'Default Title', 3],
      ['KIOSK-CAP-SM', 'S / M', 1],
    ]);
    expect(lines[0]!.id).toBe(cart.lines.nodes[0]!.id);
    expect(payload.cart!.totalQuantity).toBe(4);
    expect(payload.cart!.cost.totalAmount).toEqual(euro('69.65'));
  });

  it('updates quantities and removes a line set to 0', async () => {
    const { run, createCart } = useStorefront();
    const cart = await createCart([{ merchandiseId: inStock }, { merchandiseId: mug }]);
    const [book, cup] = cart.lines.nodes;
    const payload = await run('cartLinesUpdate', {
      cartId: cart.id,
      lines: [
        { id: book!.id, quantity: 4 },
        { id: cup!.id, quantity: 0 },
      ],
    });
    expect(payload.userErrors).toEqual([]);
    expect(payload.cart!.lines.nodes.map((line) => [line.id, line.quantity])).toEqual([[book!.id, 4]]);
    expect(payload.cart!.cost.subtotalAmount).toEqual(euro('59.60'));
  });

  it('keeps line attributes unless an update sends new ones', async () => {
    const { run, createCart } = useStorefront();
    const cart = await createCart([{ merchandiseId: inStock }]);
    const lineId = cart.lines.nodes[0]!.id;
    const attributes = [{ key: 'overwrite_product_image_url', value: 'https://example.org/a.jpg' }];
    await run('cartLinesUpdate', { cartId: cart.id, lines: [{ id: lineId, attributes }] });
    const kept = await run('cartLinesUpdate', { cartId: cart.id, lines: [{ id: lineId, quantity: 2 }] });
    expect(kept.cart!.lines.nodes[0]!.attributes).toEqual(attributes);
    const cleared = await run('cartLinesUpdate', {
      cartId: cart.id,
      lines: [{ id: lineId, attributes: [] }],
    });
    expect(cleared.cart!.lines.nodes[0]!.attributes).toEqual([]);
  });

  it('removes lines by id', async () => {
    const { run, createCart } = useStorefront();
    const cart = await createCart([{ merchandiseId: inStock }, { merchandiseId: mug }]);
    const payload = await run('cartLinesRemove', { cartId: cart.id, lineIds: [cart.lines.nodes[0]!.id] });
    expect(payload.cart!.lines.nodes.map((line) => line.merchandise.id)).toEqual([mug]);
    expect(payload.cart!.totalQuantity).toBe(1);
  });

  it('pages lines by the requested count, as the client’s linesCount does', async () => {
    const { run, createCart } = useStorefront();
    const cart = await createCart([
      { merchandiseId: inStock },
      { merchandiseId: mug },
      { merchandiseId: sized },
    ]);
    const firstTwo = await run('cart', { cartId: cart.id, linesCount: 2 });
    expect(firstTwo!.lines.nodes).toHaveLength(2);
    expect(firstTwo!.totalQuantity).toBe(3);
  });

  describe('buyer identity', () => {
    it('sets country and email, and the email reads back', async () => {
      const { run, createCart } = useStorefront();
      const cart = await createCart([{ merchandiseId: inStock }]);
      const payload = await run('cartBuyerIdentityUpdate', {
        cartId: cart.id,
        buyerIdentity: { countryCode: 'AT', email: 'leserin@example.de' },
      });
      expect(payload.userErrors).toEqual([]);
      expect(payload.cart!.buyerIdentity).toEqual({
        countryCode: 'AT',
        email: 'leserin@example.de',
        customer: null,
      });
      const again = await run('cartBuyerIdentityUpdate', {
        cartId: cart.id,
        buyerIdentity: { countryCode: 'CH' },
      });
      expect(again.cart!.buyerIdentity.email).toBe('leserin@example.de');
    });

    it('rejects an email that is not one, leaving the identity as it was', async () => {
      const { run, createCart } = useStorefront();
      const cart = await createCart([{ merchandiseId: inStock }]);
      const payload = await run('cartBuyerIdentityUpdate', {
        cartId: cart.id,
        buyerIdentity: { countryCode: 'AT', email: 'kein-at-zeichen' },
      });
      expect(payload.userErrors).toEqual([
        { field: ['buyerIdentity', 'email'], message: 'Die E-Mail-Adresse ist ungültig.', code: 'INVALID' },
      ]);
      expect(payload.cart!.buyerIdentity.countryCode).toBe('DE');
    });
  });

  describe('cart(id)', () => {
    it('returns the cart for its full id', async () => {
      const { run, createCart } = useStorefront();
      const cart = await createCart([{ merchandiseId: inStock }]);
      expect(await run('cart', { cartId: cart.id })).toEqual(cart);
    });

    it.each([
      ['an unknown id', 'gid://shopify/Cart/unknown?key=0123'],
      ['a variant id', SEED_VARIANT_IDS.inStock],
    ])('returns null for %s', async (_, cartId) => {
      const { run } = useStorefront();
      expect(await run('cart', { cartId })).toBeNull();
    });

    it('returns null when the key is missing or wrong, and a mutation cannot reach the cart', async () => {
      const { run, createCart } = useStorefront();
      const cart = await createCart([{ merchandiseId: inStock }]);
      const withoutKey = cart.id.split('?')[0];
      expect(await run('cart', { cartId: withoutKey })).toBeNull();
      expect(await run('cart', { cartId: `${withoutKey}?key=${'0'.repeat(32)}` })).toBeNull();
      const payload = await run('cartLinesAdd', { cartId: withoutKey, lines: [{ merchandiseId: mug }] });
      expect(payload.userErrors[0]).toMatchObject({ field: ['cartId'], code: 'INVALID' });
      expect((await run('cart', { cartId: cart.id }))!.totalQuantity).toBe(1);
    });

    it('returns null once the cart has expired', async () => {
      const { run, createCart, carts } = useStorefront();
      const cart = await createCart([{ merchandiseId: inStock }]);
      expect(carts.expire(cart.id)).toBe(true);
      expect(await run('cart', { cartId: cart.id })).toBeNull();
      const payload = await run('cartDiscountCodesUpdate', { cartId: cart.id, discountCodes: [] });
      expect(payload.cart).toBeNull();
      expect(payload.userErrors[0]?.field).toEqual(['cartId']);
    });

    it('keeps carts of separate storefronts apart', async () => {
      const first = useStorefront();
      const cart = await first.createCart([{ merchandiseId: inStock }]);
      expect(await useStorefront().run('cart', { cartId: cart.id })).toBeNull();
    });
  });

  describe('stock', () => {
    it('cuts an add beyond stock to what is left and warns about the line', async () => {
      const { run } = useStorefront();
      const payload = await run('cartCreate', {
        input: { lines: [{ merchandiseId: lowStock, quantity: 5 }] },
      });
      const line = payload.cart!.lines.nodes[0]!;
      const stock = (await run('cartStock', { cartId: payload.cart!.id }))!.lines.nodes[0]!;
      expect(line.quantity).toBe(3);
      expect(stock.merchandise.quantityAvailable).toBe(3);
      expect(payload.userErrors).toEqual([]);
      expect(payload.warnings).toEqual([
        {
          code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
          message: 'Von „Motorrad Kiosk Jahrbuch 2026“ sind nur noch 3 Stück verfügbar.',
          target: line.id,
        },
      ]);
    });

    it('counts what the line already holds when adding more', async () => {
      const { run, createCart } = useStorefront();
      const cart = await createCart([{ merchandiseId: lowStock, quantity: 2 }]);
      const payload = await run('cartLinesAdd', {
        cartId: cart.id,
        lines: [{ merchandiseId: lowStock, quantity: 2 }],
      });
      expect(payload.cart!.lines.nodes[0]!.quantity).toBe(3);
      expect(payload.warnings.map((warning) => warning.code)).toEqual(['MERCHANDISE_NOT_ENOUGH_STOCK']);
    });

    it('cuts an update beyond stock, so the client can show "Nur noch 3 verfügbar"', async () => {
      const { run, createCart } = useStorefront();
      const cart = await createCart([{ merchandiseId: lowStock }]);
      const lineId = cart.lines.nodes[0]!.id;
      const payload = await run('cartLinesUpdate', { cartId: cart.id, lines: [{ id: lineId, quantity: 8 }] });
      expect(payload.cart!.lines.nodes[0]).toMatchObject({ id: lineId, quantity: 3 });
      expect(payload.warnings).toEqual([
        {
          code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
          message: expect.stringContaining('nur noch 3'),
          target: lineId,
        },
      ]);
    });

    it('does not add a sold-out variant and warns with MERCHANDISE_OUT_OF_STOCK', async () => {
      const { run, createCart } = useStorefront();
      const cart = await createCart([{ merchandiseId: inStock }]);
      const payload = await run('cartLinesAdd', { cartId: cart.id, lines: [{ merchandiseId: soldOut }] });
      expect(payload.cart!.lines.nodes.map((line) => line.merchandise.id)).toEqual([inStock]);
      expect(payload.userErrors).toEqual([]);
      expect(payload.warnings).toEqual([
        {
          code: 'MERCHANDISE_OUT_OF_STOCK',
          message: '„Sonderheft Alpentouren“ ist ausverkauft.',
          target: soldOut,
        },
      ]);
    });
  });

  describe('user errors', () => {
    it('rejects unknown merchandise and a quantity below 1 without changing the cart', async () => {
      const { run, createCart } = useStorefront();
      const cart = await createCart([{ merchandiseId: inStock }]);
      const payload = await run('cartLinesAdd', {
        cartId: cart.id,
        lines: [
          { merchandiseId: mug },
          { merchandiseId: 'gid://shopify/ProductVariant/1' },
          { merchandiseId: mug, quantity: -1 },
        ],
      });
      expect(payload.userErrors).toEqual([
        {
          field: ['lines', '1', 'merchandiseId'],
          message: 'Die Ware mit der ID gid://shopify/ProductVariant/1 existiert nicht.',
          code: 'INVALID',
        },
        { field: ['lines', '2', 'quantity'], message: 'Die Menge muss mindestens 1 sein.', code: 'INVALID' },
      ]);
      expect(payload.cart!.lines.nodes.map((line) => line.merchandise.id)).toEqual([inStock]);
    });

    it('rejects cartCreate with unknown merchandise and creates no cart', async () => {
      const { run } = useStorefront();
      const payload = await run('cartCreate', {
        input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1' }] },
      });
      expect(payload.cart).toBeNull();
      expect(payload.userErrors[0]).toMatchObject({
        field: ['input', 'lines', '0', 'merchandiseId'],
        code: 'INVALID',
      });
    });

    it('answers INVALID_MERCHANDISE_LINE for an unknown line id and INVALID for a negative quantity', async () => {
      const { run, createCart } = useStorefront();
      const cart = await createCart([{ merchandiseId: inStock }]);
      const lineId = cart.lines.nodes[0]!.id;
      const update = await run('cartLinesUpdate', {
        cartId: cart.id,
        lines: [
          { id: 'gid://shopify/CartLine/nope', quantity: 1 },
          { id: lineId, quantity: -2 },
        ],
      });
      expect(update.userErrors.map(({ field, code }) => ({ field, code }))).toEqual([
        { field: ['lines', '0', 'id'], code: 'INVALID_MERCHANDISE_LINE' },
        { field: ['lines', '1', 'quantity'], code: 'INVALID' },
      ]);
      expect(update.cart!.lines.nodes[0]!.quantity).toBe(1);
      const remove = await run('cartLinesRemove', {
        cartId: cart.id,
        lineIds: ['gid://shopify/CartLine/nope'],
      });
      expect(remove.userErrors).toEqual([
        {
          field: ['lineIds', '0'],
          message: 'Die Warenkorbzeile gid://shopify/CartLine/nope wurde nicht gefunden.',
          code: 'INVALID_MERCHANDISE_LINE',
        },
      ]);
    });

    it('answers MAXIMUM_EXCEEDED above a quantity rule, on add and on update, without changing the cart', async () => {
      const { run, createCart } = useStorefront();
      const cart = await createCart([{ merchandiseId: limited, quantity: 5 }]);
      const add = await run('cartLinesAdd', {
        cartId: cart.id,
        lines: [{ merchandiseId: limited, quantity: 6 }],
      });
      expect(add.userErrors).toEqual([
        {
          field: ['lines', '0', 'quantity'],
          message: 'Von „Sonderheft Klassiker-Ratgeber 2026“ können Sie höchstens 5 Stück bestellen.',
          code: 'MAXIMUM_EXCEEDED',
        },
      ]);
      const lineId = cart.lines.nodes[0]!.id;
      const update = await run('cartLinesUpdate', { cartId: cart.id, lines: [{ id: lineId, quantity: 9 }] });
      expect(update.userErrors.map(({ field, code }) => ({ field, code }))).toEqual([
        { field: ['lines', '0', 'quantity'], code: 'MAXIMUM_EXCEEDED' },
      ]);
      expect(update.cart!.lines.nodes[0]!.quantity).toBe(5);
    });

    it('answers VARIANT_REQUIRES_SELLING_PLAN for a subscription without a selling plan', async () => {
      const { run } = useStorefront();
      const payload = await run('cartCreate', {
        input: { lines: [{ merchandiseId: inStock }, { merchandiseId: subscription }] },
      });
      expect(payload.cart).toBeNull();
      expect(payload.userErrors).toEqual([
        {
          field: ['input', 'lines', '1', 'merchandiseId'],
          message: '„Auto Motor Kiosk im Jahresabo“ gibt es nur im Abo.',
          code: 'VARIANT_REQUIRES_SELLING_PLAN',
        },
      ]);
    });

    it('answers a mutation on an unknown cart with a cartId userError and no cart', async () => {
      const { run } = useStorefront();
      const payload = await run('cartLinesAdd', {
        cartId: 'gid://shopify/Cart/unknown?key=0',
        lines: [{ merchandiseId: inStock }],
      });
      expect(payload).toEqual({
        cart: null,
        userErrors: [
          { field: ['cartId'], message: 'Der angegebene Warenkorb existiert nicht.', code: 'INVALID' },
        ],
        warnings: [],
      });
    });

    it(`answers CART_TOO_LARGE above ${MAX_CART_LINES} lines`, async () => {
      const { run, createCart } = useStorefront();
      const cart = await createCart([]);
      // One unit per line, spread over the stock of every variant sold without a selling plan;
      // distinct attributes keep lines apart.
      const units = SEED_PRODUCTS.filter((product) => !product.requiresSellingPlan).flatMap((product) =>
        product.variants.flatMap((variant) => Array<string>(variant.stock).fill(variant.id)),
      );
      const lines = (from: number, count: number) =>
        units.slice(from, from + count).map((merchandiseId, index) => ({
          merchandiseId,
          attributes: [{ key: 'n', value: String(from + index) }],
        }));
      await run('cartLinesAdd', { cartId: cart.id, lines: lines(0, 250) });
      const full = await run('cartLinesAdd', { cartId: cart.id, lines: lines(250, 250) });
      expect(full.userErrors).toEqual([]);
      expect(full.warnings).toEqual([]);
      const over = await run('cartLinesAdd', { cartId: cart.id, lines: lines(500, 1) });
      expect(over.userErrors).toEqual([
        { field: null, message: 'Ein Warenkorb fasst höchstens 500 Zeilen.', code: 'CART_TOO_LARGE' },
      ]);
      expect((await run('cart', { cartId: cart.id, linesCount: 250 }))!.totalQuantity).toBe(500);
    });
  });
});
