import type { SeedProduct } from '../storefront/seed.ts';
import { DEMO_ISSUES } from './seed.ts';

/** The print issues as Storefront products (shipped as print), so 'Heft kaufen' buys them through the cart. */
export const ISSUE_PRODUCTS: readonly SeedProduct[] = DEMO_ISSUES.map((issue) => ({
  id: issue.printVariantId.replace('ProductVariant', 'Product'),
  title: `Auto Motor Kiosk ${issue.number}`,
  handle: `heft-${issue.id}`,
  productType: 'Heft',
  vendor: 'Auto Motor Kiosk',
  shippingProfile: 'print',
  image: 'jahrbuch-auto.svg',
  imageAlt: `Titelseite von Heft ${issue.number}`,
  variants: [
    {
      id: issue.printVariantId,
      title: 'Default Title',
      sku: `HEFT-${issue.id.toUpperCase()}`,
      priceCents: issue.printCents,
      stock: 500,
      options: [['Title', 'Default Title']],
    },
  ],
}));
