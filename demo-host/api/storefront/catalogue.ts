import { SEED_PRODUCTS, type SeedProduct, type SeedVariant } from './seed.ts';

export interface CatalogueEntry {
  product: SeedProduct;
  variant: SeedVariant;
}

/**
 * The products and their live stock for one storefront instance. Stock starts from the seed and falls
 * only when a checkout completes: like Shopify, a cart reserves nothing, it is just capped at what is
 * in stock when it changes.
 */
export class Catalogue {
  readonly #entries = new Map<string, CatalogueEntry>();
  readonly #stock = new Map<string, number>();

  constructor() {
    for (const product of SEED_PRODUCTS)
      for (const variant of product.variants) {
        this.#entries.set(variant.id, { product, variant });
        this.#stock.set(variant.id, variant.stock);
      }
  }

  find(variantId: string): CatalogueEntry | undefined {
    return this.#entries.get(variantId);
  }

  stock(variantId: string): number {
    return this.#stock.get(variantId) ?? 0;
  }

  take(variantId: string, quantity: number): void {
    this.#stock.set(variantId, Math.max(0, this.stock(variantId) - quantity));
  }
}
