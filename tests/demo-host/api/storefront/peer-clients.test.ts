// @vitest-environment node
// The demo host is a Node server (and happy-dom resolves import.meta.url-relative URLs against the page).
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../../../demo-host/api/clock.ts';
import {
  ACCESS_TOKEN_HEADER,
  STOREFRONT_ACCESS_TOKEN,
} from '../../../../demo-host/api/storefront/access-token.ts';
import { createStorefront } from '../../../../demo-host/api/storefront/index.ts';
import { formatMoney } from '../../../../features/cart/money.ts';

/**
 * Issue 17: what Buy Button JS 3.0.6 (shopify-buy 3) needs from the emulator, found by running it
 * against it (bench/buy-button.ts): its path, its product lookups, its fields, Shopify's decimals.
 */
const shop = () => createStorefront({ now: systemClock }).app;
const post = async (path: string, query: string, variables: Record<string, unknown> = {}) => {
  const response = await shop().request(`http://localhost:5173${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [ACCESS_TOKEN_HEADER]: STOREFRONT_ACCESS_TOKEN },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, any>; errors?: unknown[] }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads arbitrary JSON
};

const PRODUCT = `query ($id: ID!) { node(id: $id) { __typename ... on Product {
  id availableForSale createdAt updatedAt descriptionHtml description handle productType title vendor publishedAt onlineStoreUrl
  options { id name values }
  images(first: 250) { pageInfo { hasNextPage hasPreviousPage } edges { cursor node { id src: url altText width height } } }
  variants(first: 250) { edges { node { id title price { amount currencyCode } weight available: availableForSale
    image { src: url } selectedOptions { name value } } } } } } }`;

describe('the emulator for a peer client (Buy Button JS)', () => {
  it('answers POST /api/<version>/graphql as well as graphql.json', async () => {
    const result = await post('/api/2025-01/graphql', PRODUCT, { id: 'gid://shopify/Product/9100000000005' });
    expect(result.errors).toBeUndefined();
    const product = result.data!.node;
    expect(product).toMatchObject({ __typename: 'Product', handle: 'kiosk-cap', title: 'Kiosk Cap' });
    expect(product.options).toEqual([
      expect.objectContaining({ name: 'Größe', values: ['S / M', 'L / XL'] }),
    ]);
    expect(product.images.edges).toHaveLength(1);
    expect(product.variants.edges.map(({ node }: { node: { weight: number } }) => node.weight)).toEqual([
      0, 0,
    ]);
  });

  it("writes money as Shopify does ('24.95', '12.9', '10.0'), and our client reads both forms", async () => {
    const result = await post('/api/2025-01/graphql', PRODUCT, { id: 'gid://shopify/Product/9100000000002' });
    const price = result.data!.node.variants.edges[0].node.price;
    expect(price).toEqual({ amount: '12.9', currencyCode: 'EUR' });
    expect(formatMoney(price)).toBe('12,90 €');
    expect(formatMoney({ amount: '12.90', currencyCode: 'EUR' })).toBe('12,90 €');
    expect(formatMoney({ amount: '10.0', currencyCode: 'EUR' })).toBe('10,00 €');
  });

  it('finds products by handle and by nodes(ids); an unknown id is null', async () => {
    const result = await post(
      '/api/2025-01/graphql',
      `{ productByHandle(handle: "motorrad-kiosk-tasse") { id }
         product(handle: "kiosk-cap") { id }
         nodes(ids: ["gid://shopify/Product/9100000000006", "gid://shopify/Product/1"]) { id } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      productByHandle: { id: 'gid://shopify/Product/9100000000006' },
      product: { id: 'gid://shopify/Product/9100000000005' },
      nodes: [{ id: 'gid://shopify/Product/9100000000006' }, null],
    });
  });

  it('serves product images with the CDN size suffix Buy Button writes (cap_550x825.svg)', async () => {
    const response = await shop().request('http://localhost:5173/images/cap_550x825.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('image/svg+xml');
  });

  it('carts carry buyerIdentity.deliveryAddressPreferences (deprecated, still selected by shopify-buy)', async () => {
    const result = await post(
      '/api/2025-01/graphql',
      `mutation { cartCreate(input: { lines: [{ merchandiseId: "gid://shopify/ProductVariant/49100000000061", quantity: 1 }] }) {
        cart { buyerIdentity { deliveryAddressPreferences { __typename } } cost { subtotalAmount { amount } } } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.cartCreate.cart).toEqual({
      buyerIdentity: { deliveryAddressPreferences: [] },
      cost: { subtotalAmount: { amount: '12.5' } },
    });
  });
});
