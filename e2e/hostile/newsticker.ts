import { expect } from '@playwright/test';
import { NEWS_FIELDS, routeHostileFeed } from './support/news-feed.ts';
import {
  addMountPoints,
  expectClean,
  type HostileCase,
  PAYLOADS,
  touchEverything,
} from './support/payloads.ts';

/** The newsticker's hostile content: every text and URL field of its feed in the bell's list; its props. */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: 'newsticker feed: every text and URL field in the bell list; props',
    group: 'newsticker feed (id, title, teaser, rubric, url, image) and props (moreUrl)',
    fields: NEWS_FIELDS.length + 1,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      await routeHostileFeed(page);
      await page.goto('/nachrichten/');
      watcher.loaded();
      // Props: one bell per payload.
      await addMountPoints(page, {
        id: 'hostile-bells',
        widget: 'newsticker',
        mounts: PAYLOADS.map((payload) => ({ props: { moreUrl: payload } })),
      });
      await page.locator('.kiosk-newsticker__bell').first().click();
      const list = page.getByRole('dialog', { name: 'Neueste Meldungen' });
      await expect(list).toBeVisible();
      // Items whose url is not a safe URL are left out; the others show their title as text.
      await expect(list.locator('.kiosk-newsticker__title').first()).toBeVisible();
      for (const link of await list.getByRole('link').all()) await link.click({ modifiers: ['Control'] });
      await page.waitForTimeout(300);
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
];
