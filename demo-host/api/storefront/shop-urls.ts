import type { Context } from 'hono';
import { basePath } from 'hono/route';
import type { CartIdParts } from './cart-ids.ts';

/** The Storefront API version the schema in @shopify/hydrogen-react describes. */
export const STOREFRONT_API_VERSION = '2026-04';
/** Shopify's own path layout, so a client only swaps the shop origin between demo and production. */
export const GRAPHQL_ROUTE = `/api/${STOREFRONT_API_VERSION}/graphql.json`;

/**
 * The absolute URL the storefront sub-app answers under, e.g. 'http://localhost:5173/shop'. It is read
 * from the request, so links the API hands out (checkout, images) work wherever the app is mounted.
 */
export function shopUrl(c: Context): string {
  return new URL(c.req.url).origin + basePath(c).replace(/\/$/, '');
}

export function checkoutUrl(shop: string, { token, key }: CartIdParts): string {
  return `${shop}/checkout/${token}?key=${key}`;
}

/** A product's page in the shop's online store (`Product.onlineStoreUrl`). */
export function productUrl(shop: string, handle: string): string {
  return `${shop}/products/${handle}`;
}

export function imageUrl(shop: string, file: string): string {
  return `${shop}/images/${file}`;
}

export function multipassLoginUrl(shop: string, token: string): string {
  return `${shop}/account/login/multipass/${token}`;
}
