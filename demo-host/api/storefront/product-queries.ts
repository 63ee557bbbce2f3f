import type { CartStore } from './cart-store.ts';
import { viewProduct, viewVariant } from './merchandise-view.ts';
import type { StorefrontContext } from './root-resolvers.ts';
import { SEED_PRODUCTS } from './seed.ts';

/**
 * The product lookups a peer client needs (Buy Button JS renders products from the Storefront API
 * itself; issue 17's side-by-side bench): `node(id)`, `nodes(ids)`, `product(id | handle)` and
 * `productByHandle`. A node is a product or a variant; anything else is null, as for an unknown id.
 */
export function productQueries(store: CartStore) {
  const node = (id: string, shop: string) => {
    const product = SEED_PRODUCTS.find((entry) => entry.id == id);
    if (product) return viewProduct(product, store.catalogue, shop);
    const entry = store.catalogue.find(id);
    return entry ? viewVariant(entry, store.catalogue, shop) : null;
  };
  const byHandle = (handle: string, shop: string) => {
    const product = SEED_PRODUCTS.find((entry) => entry.handle == handle);
    return product ? viewProduct(product, store.catalogue, shop) : null;
  };
  return {
    node: ({ id }: { id: string }, { shop }: StorefrontContext) => node(id, shop),
    nodes: ({ ids }: { ids: string[] }, { shop }: StorefrontContext) => ids.map((id) => node(id, shop)),
    product: ({ id, handle }: { id?: string | null; handle?: string | null }, { shop }: StorefrontContext) =>
      id ? node(id, shop) : handle ? byHandle(handle, shop) : null,
    productByHandle: ({ handle }: { handle: string }, { shop }: StorefrontContext) => byHandle(handle, shop),
  };
}
