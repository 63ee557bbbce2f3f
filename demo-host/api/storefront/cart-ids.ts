import { randomBytes, randomUUID } from 'node:crypto';

/**
 * Cart ids in Shopify's current form, `gid://shopify/Cart/<token>?key=<secret>`. The key was added so a
 * leaked token alone cannot read or change a cart
 * (https://shopify.dev/changelog/storefront-api-cart-id-now-includes-key-param); the emulator enforces
 * it, so client code that drops the query string fails here as it would in production.
 */
const CART_GID_PREFIX = 'gid://shopify/Cart/';

export interface CartIdParts {
  token: string;
  key: string;
}

export function newCartIdParts(): CartIdParts {
  return { token: randomBytes(18).toString('base64url'), key: randomBytes(16).toString('hex') };
}

export function formatCartId({ token, key }: CartIdParts): string {
  return `${CART_GID_PREFIX}${token}?key=${key}`;
}

/** The parts of a cart id, or undefined when it is not one (a variant gid, a bare token, garbage). */
export function parseCartId(id: string): CartIdParts | undefined {
  if (!id.startsWith(CART_GID_PREFIX)) return undefined;
  const [token = '', query = ''] = id.slice(CART_GID_PREFIX.length).split('?', 2);
  const key = new URLSearchParams(query).get('key');
  return token && key ? { token, key } : undefined;
}

/** Line ids carry their cart's token, as Shopify's do (`gid://shopify/CartLine/<uuid>?cart=<token>`). */
export function newCartLineId(cartToken: string): string {
  return `gid://shopify/CartLine/${randomUUID()}?cart=${cartToken}`;
}
