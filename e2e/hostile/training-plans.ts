import { expect } from '@playwright/test';
import { expectClean, type HostileCase, PAYLOADS, touchEverything } from './support/payloads.ts';

const TEXT_FIELDS = ['title', 'category', 'goal', 'targetTime', 'level'] as const;
const URL_FIELDS = ['cover.url', 'productUrl', 'sampleUrl'] as const;

/**
 * The plans list's server text (issue 27): titles and facet values are text (in boxes, options and
 * menu buttons), the cover, product and sample URLs pass safeUrl. One plan per payload, each field
 * filled with it.
 */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: 'plans list fields (title, category, goal, targetTime, level, cover.url, productUrl, sampleUrl)',
    group: 'training plans list (texts and URLs)',
    fields: TEXT_FIELDS.length + URL_FIELDS.length,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      await page.route('**/api/training-plans', (route) =>
        route.fulfill({
          json: {
            plans: PAYLOADS.map((payload, index) => ({
              id: `hostile-${index}`,
              title: payload,
              category: payload,
              goal: payload,
              targetTime: payload,
              level: payload,
              weeks: 8,
              daysPerWeek: 3,
              pages: 20,
              price: { amount: '4.99', currencyCode: 'EUR' },
              cover: { url: payload, width: 120, height: 170 },
              merchandiseId: `gid://shopify/ProductVariant/${index}`,
              productUrl: payload,
              sampleUrl: payload,
            })),
          },
        }),
      );
      await page.goto('/fitness/trainingsplaene/');
      watcher.loaded();
      const titles = page.locator('[data-widget="training-plans"] .kiosk-paid-box__title');
      await expect(titles).toHaveCount(PAYLOADS.length, { timeout: 8000 });
      await expect(titles).toHaveText(PAYLOADS.map((payload) => payload.replace(/\s+/g, ' ').trim()));
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
];
