import { findBrand } from '../../../src/brands.ts';
import type { SeedProduct } from '../storefront/seed.ts';
import { DEMO_ISSUES, type DemoIssue } from './seed.ts';

const product = (
  issue: DemoIssue,
  variantId: string,
  kind: 'Heft' | 'ePaper',
  priceCents: number,
): SeedProduct => {
  const brand = findBrand(issue.project)?.name ?? issue.project;
  const epaper = kind == 'ePaper';
  return {
    id: variantId.replace('ProductVariant', 'Product'),
    title: `${brand} ${issue.number}${epaper ? ' (ePaper)' : ''}`,
    handle: `${epaper ? 'epaper' : 'heft'}-${issue.id}`,
    productType: kind,
    vendor: brand,
    // The ePaper is a download: no parcel, no delivery group, requiresShipping false.
    shippingProfile: epaper ? 'digital' : 'print',
    image: 'jahrbuch-auto.svg',
    imageAlt: `Titelseite von Heft ${issue.number}`,
    variants: [
      {
        id: variantId,
        title: 'Default Title',
        sku: `${epaper ? 'EPAPER' : 'HEFT'}-${issue.id.toUpperCase()}`,
        priceCents,
        // A file is never sold out; the print run is.
        stock: epaper ? 100_000 : 500,
        options: [['Title', 'Default Title']],
      },
    ],
  };
};

/**
 * Each issue as two Storefront products, so 'Heft kaufen' buys them through the cart: the print
 * issue (shipped as print) and its ePaper (digital, `requiresShipping: false`).
 */
export const ISSUE_PRODUCTS: readonly SeedProduct[] = DEMO_ISSUES.flatMap((issue) => [
  product(issue, issue.printVariantId, 'Heft', issue.printCents),
  product(issue, issue.epaperVariantId, 'ePaper', issue.epaperCents),
]);
