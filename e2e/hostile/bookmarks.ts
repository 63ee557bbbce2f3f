import { expect } from '@playwright/test';
import { hostileFavouritesPage } from './support/favourites-answers.ts';
import { expectClean, type HostileCase, PAYLOADS, touchEverything } from './support/payloads.ts';

/** The bookmarks panel's hostile content: the favourites and the followed rubrics and brands. */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: 'bookmarks: favourites and bookmarksData fields in the panel',
    group: 'bookmarks (favorites id/title/image/date/url; data id/title/url)',
    fields: 8,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      await hostileFavouritesPage(page, watcher);
      await page.locator('.site-header').getByRole('button', { name: 'Merkliste' }).click();
      const panel = page.getByRole('dialog', { name: 'Meine Merkliste' });
      // Saved articles and, on a brand with tours, saved tours: the hostile answer serves both channels.
      await expect(panel.locator('.kiosk-bookmarks__item')).toHaveCount(PAYLOADS.length * 2);
      // Text stays text, character for character.
      await expect(panel.locator('.kiosk-bookmarks__title').first()).toHaveText(PAYLOADS[0]!);
      await expect(panel.locator('.kiosk-bookmarks__follow')).toHaveCount(PAYLOADS.length * 2);
      await touchEverything(page);
      await page.waitForTimeout(300);
      await expectClean(page, watcher.navigations);
    },
  },
];
