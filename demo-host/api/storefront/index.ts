import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { BackendOptions } from '../backend.ts';
import { CartStore } from './cart-store.ts';
import { Catalogue } from './catalogue.ts';
import { createCheckoutPage } from './checkout-page.ts';
import { CustomerAccounts } from './customer-accounts.ts';
import { graphqlEndpoint } from './graphql-endpoint.ts';
import { createMultipass } from './multipass.ts';
import { orderLookup } from './order-lookup.ts';
import { PRODUCT_IMAGE_ROUTE, serveProductImage } from './product-images.ts';
import { showProduct } from './product-page.ts';
import { GRAPHQL_ROUTE } from './shop-urls.ts';

/** The shop is a different service (Shopify), so the demo host mounts it beside the platform API. */
export const mountPath = '/shop';
/** The Storefront API endpoint on the demo host, the value a cart client's endpoint setting takes. */
export const STOREFRONT_API_PATH = `${mountPath}${GRAPHQL_ROUTE}`;
/** The finished-order lookup (spec 7.11), the value of the `storefront.orderEndpoint` setting. */
export const STOREFRONT_ORDER_PATH = `${mountPath}/order`;

declare module '../backend.ts' {
  interface DemoBackends {
    storefront: ReturnType<typeof createStorefront>;
  }
}

/**
 * A Storefront API emulator: the real 2026-04 schema over an in-memory shop with seeded merchandise
 * (seed.ts), plus the pages and calls around it that Shopify hosts (checkout, multipass login,
 * finished-order lookup). Each call makes an independent shop, so tests do not share carts or stock;
 * `carts` is the handle tests use to reach behind the API (e.g. `carts.expire(cartId)`).
 */
export function createStorefront({ now }: BackendOptions) {
  const carts = new CartStore(new Catalogue(), new CustomerAccounts(now), now);
  const checkout = createCheckoutPage(carts);
  const multipass = createMultipass(carts.customers);
  const app = new Hono();

  // Partner pages embed the cart from their own origins, and nothing here uses cookies, so any origin
  // may call. Request headers are reflected rather than listed: the access token header, and whatever
  // a GraphQL client adds (Accept, SDK headers), pass a preflight without being enumerated.
  const anyOrigin = cors({ origin: '*', allowMethods: ['GET', 'POST', 'OPTIONS'], maxAge: 86400 });
  app.use('/api/*', anyOrigin);
  app.use('/multipass', anyOrigin);
  app.use('/order', anyOrigin);

  const graphql = graphqlEndpoint(carts);
  app.post(GRAPHQL_ROUTE, graphql);
  // Shopify also answers without `.json`, at any version; Buy Button JS 3 posts to /api/2025-01/graphql.
  app.post('/api/:version/graphql', graphql);
  app.get(PRODUCT_IMAGE_ROUTE, serveProductImage);
  app.get('/products/:handle', showProduct);
  app.get('/checkout/:token', checkout.show);
  app.post('/checkout/:token', checkout.complete);
  app.post('/multipass', multipass.login);
  app.get('/account/login/multipass/:token', multipass.redirect);
  app.get('/order', orderLookup(carts));
  return { app, carts };
}
