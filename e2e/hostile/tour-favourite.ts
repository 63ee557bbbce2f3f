import { expect } from '@playwright/test';
import { clickEach, hostileFavouritesPage, mountEach } from './support/favourites-answers.ts';
import { expectClean, type HostileCase, PAYLOADS, touchEverything } from './support/payloads.ts';

/** The tour favourite's hostile content: its prop, one mount point per payload, each clicked. */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: 'props: tour-favourite tourId',
    group: 'props (tour-favourite tourId)',
    fields: 1,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      await hostileFavouritesPage(page, watcher);
      const box = await mountEach(page, 'tour-favourite', (payload) => ({ tourId: payload }));
      await expect(box.getByRole('button', { name: 'Tour merken' })).toHaveCount(PAYLOADS.length);
      await clickEach(box);
      await touchEverything(page);
      await page.waitForTimeout(300);
      await expectClean(page, watcher.navigations);
    },
  },
];
