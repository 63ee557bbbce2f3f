import type { APIRequestContext, Page } from '@playwright/test';
import { STOREFRONT_ACCESS_TOKEN } from '../demo-host/api/storefront/access-token.ts';
import { STOREFRONT_API_PATH } from '../demo-host/api/storefront/index.ts';
import { CART_ID_KEY } from '../features/cart/cart-id-storage.ts';

/** The cart as the server has it (not as the drawer shows it): read through the Storefront API. */
export async function serverCart(request: APIRequestContext, page: Page) {
  const cartId = await page.evaluate((key) => localStorage.getItem(key), CART_ID_KEY);
  const response = await request.post(STOREFRONT_API_PATH, {
    headers: { 'X-Shopify-Storefront-Access-Token': STOREFRONT_ACCESS_TOKEN },
    data: {
      query: `query ($id: ID!) { cart(id: $id) { totalQuantity lines(first: 50) { nodes { quantity merchandise { ... on ProductVariant { id } } } } } }`,
      variables: { id: cartId },
    },
  });
  const body = (await response.json()) as {
    data: {
      cart: {
        totalQuantity: number;
        lines: { nodes: Array<{ quantity: number; merchandise: { id: string } }> };
      } | null;
    };
  };
  return body.data.cart;
}

/** Adds the product box's article on an article page, the way a reader does. */
export async function addFromProductBox(page: Page, title: string, quantity = 1) {
  const box = page.locator('.product-box', { hasText: title });
  await box.scrollIntoViewIfNeeded();
  const select = box.getByLabel(/^Menge/);
  await select.selectOption(String(quantity));
  await box.getByRole('button', { name: 'In den Warenkorb' }).click();
}

/** Counts the Storefront GraphQL requests a page makes, by operation name. */
export function countStorefrontRequests(page: Page) {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes(STOREFRONT_API_PATH) || request.method() != 'POST') return;
    const name = /(?:query|mutation)\s+(\w+)/.exec(request.postData() ?? '')?.[1];
    if (name) operations.push(name);
  });
  return operations;
}
