import { expect } from '@playwright/test';
import { expectClean, type HostileCase, PAYLOADS, touchEverything } from './support/payloads.ts';

const FIELDS = ['number', 'topics', 'cover.url'] as const;

/**
 * The issues list's server text (issue 31): number and topics are text, the cover URL passes safeUrl.
 * One issue per payload, each field filled with it.
 */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: 'issues list fields (number, topics, cover.url) on /auto/hefte/',
    group: 'magazine issues list (number, topics, cover.url)',
    fields: FIELDS.length,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      await page.route('**/api/issues/ams?**', (route) =>
        route.fulfill({
          json: {
            issues: PAYLOADS.map((payload, index) => ({
              id: `hostile-${index}`,
              number: payload,
              date: '2026-11-12',
              topics: [payload],
              cover: { url: payload, width: 206, height: 268 },
              price: { print: '6.90', epaper: '4.99' },
              merchandiseId: `gid://shopify/ProductVariant/${index}`,
            })),
          },
        }),
      );
      await page.goto('/auto/hefte/');
      watcher.loaded();
      const headings = page.locator('[data-widget="magazine-issues"]').locator('h3, h4');
      await expect(headings).toHaveCount(PAYLOADS.length, { timeout: 8000 });
      await expect(headings).toHaveText(
        PAYLOADS.map((payload) => `Ausgabe ${payload}`.replace(/\s+/g, ' ').trim()),
      );
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
];
