import { ISSUE_PRODUCTS } from '../issues/products.ts';
import { TRAINING_PLAN_PRODUCTS } from '../training-plans/products.ts';

/**
 * The demo shop's catalogue: merchandise the magazines sell beside their articles. Ids look like real
 * Storefront gids so the cart code never learns a shortcut that Shopify would reject; the cart team's
 * e2e tests reference them through {@link SEED_VARIANT_IDS}.
 */

/**
 * Which parcel a product ships in; one delivery group per profile, as Shopify groups by shipping profile.
 * 'digital' ships nothing (`requiresShipping: false`, no delivery group): a file, such as a training plan.
 */
export type ShippingProfile = 'print' | 'merchandise' | 'poster' | 'digital';

export interface SeedVariant {
  id: string;
  /** 'Default Title' for single-variant products, as Shopify names them. */
  title: string;
  sku: string;
  /** Gross price in euro cents (German retail prices include VAT). */
  priceCents: number;
  /** Units in stock when the shop starts; 0 means sold out. */
  stock: number;
  /** The option values behind the title, e.g. `[['Größe', 'S / M']]`. */
  options: ReadonlyArray<readonly [name: string, value: string]>;
  /** The most one cart line may hold (a Shopify quantity rule); above it the shop answers MAXIMUM_EXCEEDED. */
  maximumPerLine?: number;
}

export interface SeedProduct {
  id: string;
  title: string;
  handle: string;
  productType: string;
  vendor: string;
  shippingProfile: ShippingProfile;
  /** A file in demo-host/storefront/images/, served at /shop/images/<image>. */
  image: string;
  imageAlt: string;
  /**
   * Sold only as a subscription: a line without `sellingPlanId` gets VARIANT_REQUIRES_SELLING_PLAN. The
   * demo shop has no selling plans to check an id against, so any id passes.
   */
  requiresSellingPlan?: boolean;
  variants: readonly SeedVariant[];
}

const single = (id: string, sku: string, priceCents: number, stock: number): SeedVariant[] => [
  { id, title: 'Default Title', sku, priceCents, stock, options: [['Title', 'Default Title']] },
];

export const SEED_PRODUCTS: readonly SeedProduct[] = [
  {
    id: 'gid://shopify/Product/9100000000001',
    title: 'Auto Motor Kiosk Jahrbuch 2026',
    handle: 'auto-motor-kiosk-jahrbuch-2026',
    productType: 'Jahrbuch',
    vendor: 'Auto Motor Kiosk',
    shippingProfile: 'print',
    image: 'jahrbuch-auto.svg',
    imageAlt: 'Titelseite des Auto Motor Kiosk Jahrbuchs 2026',
    variants: single('gid://shopify/ProductVariant/49100000000011', 'AMK-JB-2026', 1490, 120),
  },
  {
    id: 'gid://shopify/Product/9100000000002',
    title: 'Motorrad Kiosk Jahrbuch 2026',
    handle: 'motorrad-kiosk-jahrbuch-2026',
    productType: 'Jahrbuch',
    vendor: 'Motorrad Kiosk',
    shippingProfile: 'print',
    image: 'jahrbuch-motorrad.svg',
    imageAlt: 'Titelseite des Motorrad Kiosk Jahrbuchs 2026',
    variants: single('gid://shopify/ProductVariant/49100000000021', 'MOK-JB-2026', 1290, 3),
  },
  {
    id: 'gid://shopify/Product/9100000000003',
    title: 'Sonderheft Klassiker-Ratgeber 2026',
    handle: 'sonderheft-klassiker-ratgeber-2026',
    productType: 'Sonderheft',
    vendor: 'Auto Motor Kiosk',
    shippingProfile: 'print',
    image: 'sonderheft-klassiker.svg',
    imageAlt: 'Sonderheft Klassiker-Ratgeber mit einem Oldtimer auf dem Titel',
    // A special edition: at most 5 per order line.
    variants: single('gid://shopify/ProductVariant/49100000000031', 'AMK-SH-KLASSIK-26', 990, 250).map(
      (variant) => ({ ...variant, maximumPerLine: 5 }),
    ),
  },
  {
    id: 'gid://shopify/Product/9100000000004',
    title: 'Sonderheft Alpentouren',
    handle: 'sonderheft-alpentouren',
    productType: 'Sonderheft',
    vendor: 'Motorrad Kiosk',
    shippingProfile: 'print',
    image: 'sonderheft-alpen.svg',
    imageAlt: 'Sonderheft Alpentouren mit einer Passstraße auf dem Titel',
    variants: single('gid://shopify/ProductVariant/49100000000041', 'MOK-SH-ALPEN', 850, 0),
  },
  {
    id: 'gid://shopify/Product/9100000000005',
    title: 'Kiosk Cap',
    handle: 'kiosk-cap',
    productType: 'Cap',
    vendor: 'Kiosk',
    shippingProfile: 'merchandise',
    image: 'cap.svg',
    imageAlt: 'Dunkelblaue Kiosk Cap mit gesticktem Logo',
    variants: [
      {
        id: 'gid://shopify/ProductVariant/49100000000051',
        title: 'S / M',
        sku: 'KIOSK-CAP-SM',
        priceCents: 2495,
        stock: 40,
        options: [['Größe', 'S / M']],
      },
      {
        id: 'gid://shopify/ProductVariant/49100000000052',
        title: 'L / XL',
        sku: 'KIOSK-CAP-LXL',
        priceCents: 2495,
        stock: 2,
        options: [['Größe', 'L / XL']],
      },
    ],
  },
  {
    id: 'gid://shopify/Product/9100000000006',
    title: 'Motorrad Kiosk Tasse',
    handle: 'motorrad-kiosk-tasse',
    productType: 'Tasse',
    vendor: 'Motorrad Kiosk',
    shippingProfile: 'merchandise',
    image: 'tasse-motorrad.svg',
    imageAlt: 'Weiße Keramiktasse mit rotem Motorrad Kiosk Logo',
    variants: single('gid://shopify/ProductVariant/49100000000061', 'MOK-TASSE', 1250, 60),
  },
  {
    id: 'gid://shopify/Product/9100000000007',
    title: 'Flug Kiosk Emaille-Becher',
    handle: 'flug-kiosk-emaille-becher',
    productType: 'Tasse',
    vendor: 'Flug Kiosk',
    shippingProfile: 'merchandise',
    image: 'becher-flug.svg',
    imageAlt: 'Emaille-Becher mit Flugzeug-Silhouette',
    variants: [
      {
        id: 'gid://shopify/ProductVariant/49100000000071',
        title: 'Weiß',
        sku: 'FLK-BECHER-WEISS',
        priceCents: 1490,
        stock: 35,
        options: [['Farbe', 'Weiß']],
      },
      {
        id: 'gid://shopify/ProductVariant/49100000000072',
        title: 'Schwarz',
        sku: 'FLK-BECHER-SCHWARZ',
        priceCents: 1490,
        stock: 0,
        options: [['Farbe', 'Schwarz']],
      },
    ],
  },
  {
    id: 'gid://shopify/Product/9100000000008',
    title: 'Poster Sportwagen-Legenden (DIN A1)',
    handle: 'poster-sportwagen-legenden-a1',
    productType: 'Poster',
    vendor: 'Auto Motor Kiosk',
    shippingProfile: 'poster',
    image: 'poster-sportwagen.svg',
    imageAlt: 'Poster mit sechs Sportwagen-Legenden in Seitenansicht',
    variants: single('gid://shopify/ProductVariant/49100000000081', 'AMK-POSTER-A1', 1990, 25),
  },
  {
    id: 'gid://shopify/Product/9100000000009',
    title: 'Auto Motor Kiosk im Jahresabo',
    handle: 'auto-motor-kiosk-jahresabo',
    productType: 'Abo',
    vendor: 'Auto Motor Kiosk',
    shippingProfile: 'print',
    image: 'jahrbuch-auto.svg',
    imageAlt: 'Titelseite des Auto Motor Kiosk',
    requiresSellingPlan: true,
    variants: single('gid://shopify/ProductVariant/49100000000091', 'AMK-ABO-12', 9900, 1000),
  },
  // The magazine issues (demo-host/api/issues, issue 31).
  ...ISSUE_PRODUCTS,
  // The training plans, digital (demo-host/api/training-plans, issue 27).
  ...TRAINING_PLAN_PRODUCTS,
];

/** The variants an e2e test of the cart should use, by the situation they exercise. */
export const SEED_VARIANT_IDS = {
  /** Auto Motor Kiosk Jahrbuch 2026, 14,90 €, 120 in stock. */
  inStock: 'gid://shopify/ProductVariant/49100000000011',
  /** Motorrad Kiosk Jahrbuch 2026, 12,90 €, only 3 in stock. */
  lowStock: 'gid://shopify/ProductVariant/49100000000021',
  /** Sonderheft Alpentouren, 8,50 €, sold out. */
  soldOut: 'gid://shopify/ProductVariant/49100000000041',
  /** Kiosk Cap 'S / M', 24,95 €, a variant title the drawer shows. */
  sized: 'gid://shopify/ProductVariant/49100000000051',
  /** Motorrad Kiosk Tasse, 12,50 €, a second shipping profile (merchandise). */
  mug: 'gid://shopify/ProductVariant/49100000000061',
  /** Poster Sportwagen-Legenden, 19,90 €, a third shipping profile (poster roll). */
  poster: 'gid://shopify/ProductVariant/49100000000081',
  /** Sonderheft Klassiker-Ratgeber, 9,90 €, at most 5 per line (MAXIMUM_EXCEEDED above). */
  limited: 'gid://shopify/ProductVariant/49100000000031',
  /** Auto Motor Kiosk im Jahresabo, only with a selling plan (VARIANT_REQUIRES_SELLING_PLAN). */
  subscription: 'gid://shopify/ProductVariant/49100000000091',
} as const;
