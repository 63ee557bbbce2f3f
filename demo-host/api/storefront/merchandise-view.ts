import type { ImageUrlArgs } from '@shopify/hydrogen-react/storefront-api-types';
import type { Catalogue, CatalogueEntry } from './catalogue.ts';
import { connection, type ConnectionArgs } from './connection.ts';
import { money } from './money.ts';
import type { SeedProduct } from './seed.ts';
import { imageUrl, productUrl } from './shop-urls.ts';

/** The seed images are drawn at this size; Shopify reports an image's original size in width/height. */
const IMAGE_SIZE = 128;

/**
 * A `ProductVariant` as GraphQL objects: plain values, and functions for fields with arguments. Fields
 * left out are ones the emulator does not model; asking for them is an error, not a silent null (see
 * field-resolver.ts).
 */
export function viewVariant({ product, variant }: CatalogueEntry, catalogue: Catalogue, shop: string) {
  const stock = catalogue.stock(variant.id);
  const price = money(variant.priceCents);
  return {
    __typename: 'ProductVariant',
    id: variant.id,
    title: variant.title,
    sku: variant.sku,
    barcode: null,
    availableForSale: stock > 0,
    currentlyNotInStock: false,
    quantityAvailable: stock,
    price,
    priceV2: price,
    compareAtPrice: null,
    compareAtPriceV2: null,
    unitPrice: null,
    unitPriceMeasurement: null,
    requiresShipping: product.shippingProfile != 'digital',
    requiresComponents: false,
    taxable: true,
    selectedOptions: variant.options.map(([name, value]) => ({ name, value })),
    quantityRule: { minimum: 1, maximum: null, increment: 1 },
    // Buy Button JS selects it; the demo shop ships by parcel, not by weight.
    weight: 0,
    weightUnit: 'KILOGRAMS',
    // Shopify falls back to the product's image when a variant has none of its own.
    image: viewImage(product, shop),
    product: viewProduct(product, catalogue, shop),
  };
}

/** The seed has no history: every product was published when the demo shop opened. */
const OPENED = '2026-01-05T08:00:00Z';

/**
 * A `Product` as GraphQL objects, with the fields Buy Button JS selects (`node(id)`, `productByHandle`):
 * options, images, variants, description and timestamps.
 */
export function viewProduct(product: SeedProduct, catalogue: Catalogue, shop: string) {
  const stock = product.variants.reduce((sum, variant) => sum + catalogue.stock(variant.id), 0);
  const image = viewImage(product, shop);
  const optionNames = [
    ...new Set(product.variants.flatMap((variant) => variant.options.map(([name]) => name))),
  ];
  return {
    createdAt: OPENED,
    updatedAt: OPENED,
    publishedAt: OPENED,
    description: product.imageAlt,
    descriptionHtml: `<p>${escapeHtml(product.imageAlt)}</p>`,
    options: optionNames.map((name, index) => ({
      id: `gid://shopify/ProductOption/${product.id.split('/').at(-1)}${index}`,
      name,
      values: product.variants.flatMap((variant) =>
        variant.options.filter(([option]) => option == name).map(([, value]) => value),
      ),
    })),
    images: (args: ConnectionArgs) => connection([image], args),
    variants: (args: ConnectionArgs) =>
      connection(
        product.variants.map((variant) => viewVariant({ product, variant }, catalogue, shop)),
        args,
      ),
    __typename: 'Product',
    id: product.id,
    title: product.title,
    handle: product.handle,
    productType: product.productType,
    vendor: product.vendor,
    tags: [],
    availableForSale: stock > 0,
    totalInventory: stock,
    onlineStoreUrl: productUrl(shop, product.handle),
    featuredImage: image,
  };
}

function viewImage(product: SeedProduct, shop: string) {
  const original = imageUrl(shop, product.image);
  return {
    __typename: 'Image',
    id: `gid://shopify/ProductImage/${product.id.split('/').at(-1)}`,
    altText: product.imageAlt,
    width: IMAGE_SIZE,
    height: IMAGE_SIZE,
    thumbhash: null,
    url: ({ transform }: ImageUrlArgs) => transformedUrl(original, transform),
  };
}

/**
 * Shopify's CDN takes the transform as query parameters (`?width=128&height=128&crop=center`); the
 * emulator writes them the same way, so a client that forgets the transform is visible in the URL.
 */
function transformedUrl(original: string, transform: ImageUrlArgs['transform']): string {
  if (!transform) return original;
  const scale = transform.scale ?? 1;
  const query = new URLSearchParams();
  if (transform.maxWidth != null) query.set('width', String(transform.maxWidth * scale));
  if (transform.maxHeight != null) query.set('height', String(transform.maxHeight * scale));
  if (transform.crop != null) query.set('crop', transform.crop.toLowerCase());
  const search = query.toString();
  return search ? `${original}?${search}` : original;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
