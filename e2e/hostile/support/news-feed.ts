import type { Page } from '@playwright/test';
import { PAYLOADS } from './payloads.ts';

export const NEWS_FIELDS = ['id', 'title', 'teaser', 'rubric', 'url', 'image'] as const;

/** The newsticker feed (the bell's list and the highlight slider read it): one item per payload, the payload in every field but the date. */
export async function routeHostileFeed(page: Page): Promise<void> {
  await page.route('**/api/newsticker/feed**', (route) =>
    route.fulfill({
      json: {
        items: PAYLOADS.map((payload, index) => ({
          ...Object.fromEntries(NEWS_FIELDS.map((field) => [field, payload])),
          date: new Date(Date.UTC(2026, 10, 23, 12, index)).toISOString(),
        })),
      },
    }),
  );
}
