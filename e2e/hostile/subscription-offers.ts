import { expect } from '@playwright/test';
import { expectClean, type HostileCase, PAYLOADS, touchEverything } from './support/payloads.ts';

const FIELDS = ['id', 'brandName', 'tier', 'benefits'] as const;

/**
 * The landing page's hostile content (issue 27): every text of an offer is server text; the id goes
 * into the checkout link's query, never into its scheme or host.
 */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: 'offer texts and ids on /abo-angebote/',
    group: 'subscription offers (offer fields)',
    fields: FIELDS.length,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      await page.route('**/api/subscriptions/offers**', (route) =>
        route.fulfill({
          json: {
            offers: PAYLOADS.map((payload) => ({
              id: payload,
              brandName: payload,
              tier: payload,
              billing: 'monthly',
              priceCents: 999,
              monthlyCents: 999,
              trialDays: 0,
              termMonths: 1,
              noticeDays: 0,
              benefits: [payload],
            })),
          },
        }),
      );
      await page.goto('/abo-angebote/');
      watcher.loaded();
      const links = page
        .locator('[data-widget="subscription-offers"]')
        .getByRole('link', { name: 'Jetzt abonnieren' });
      await expect(links).toHaveCount(PAYLOADS.length);
      for (const href of await links.evaluateAll((all) =>
        all.map((link) => (link as HTMLAnchorElement).href),
      ))
        expect(new URL(href).pathname).toBe('/abo/bestellen/');
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
];
