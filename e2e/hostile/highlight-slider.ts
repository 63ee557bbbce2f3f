import { expect } from '@playwright/test';
import { NEWS_FIELDS, routeHostileFeed } from './support/news-feed.ts';
import {
  addMountPoints,
  expectClean,
  type HostileCase,
  PAYLOADS,
  touchEverything,
} from './support/payloads.ts';

/** The highlight slider's hostile content: the newsticker feed's fields on its slides; its props. */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: 'highlight slider: every text and URL field of the feed on its slides; props',
    group: 'highlight slider feed (id, title, teaser, rubric, url, image) and props (title, limit)',
    fields: NEWS_FIELDS.length + 2,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      await routeHostileFeed(page);
      await page.goto('/nachrichten/');
      watcher.loaded();
      // Props: one slider per payload.
      await addMountPoints(page, {
        id: 'hostile-sliders',
        widget: 'highlight-slider',
        mounts: PAYLOADS.map((payload) => ({ props: { title: payload, limit: payload } })),
      });
      await expect(page.locator('[data-widget="highlight-slider"][data-kiosk="mounted"]')).not.toHaveCount(0);
      // Items whose url is not a safe URL are left out; the others show their title as text.
      await expect(page.locator('.kiosk-highlights__headline').first()).toBeVisible();
      await page.waitForTimeout(300);
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
];
