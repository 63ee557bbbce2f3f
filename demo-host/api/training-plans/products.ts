import type { SeedProduct } from '../storefront/seed.ts';
import { TRAINING_PLANS } from './seed.ts';

/**
 * The training plans as Storefront products (issue 27): digital, so the shop asks no delivery for them
 * (`requiresShipping: false`) and a paid box's 'Jetzt kaufen' buys them through the page's cart.
 */
export const TRAINING_PLAN_PRODUCTS: readonly SeedProduct[] = TRAINING_PLANS.map((plan) => ({
  id: plan.variantId.replace('ProductVariant', 'Product'),
  title: `Trainingsplan ${plan.title}`,
  handle: `trainingsplan-${plan.id}`,
  productType: 'Trainingsplan',
  vendor: 'Fit Kiosk',
  shippingProfile: 'digital',
  image: 'trainingsplan.svg',
  imageAlt: `Titelseite des Trainingsplans ${plan.title}`,
  variants: [
    {
      id: plan.variantId,
      title: 'Default Title',
      sku: plan.sku,
      priceCents: plan.priceCents,
      // A file does not sell out; the emulator counts stock for every variant, so it gets plenty.
      stock: 1000,
      options: [['Title', 'Default Title']],
    },
  ],
}));
