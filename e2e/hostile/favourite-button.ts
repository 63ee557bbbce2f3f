import { clickEach, hostileFavouritesPage, mountEach } from './support/favourites-answers.ts';
import { expectClean, type HostileCase, PAYLOADS, touchEverything } from './support/payloads.ts';

/** The favourite button's hostile content: its props, one mount point per payload, each clicked. */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: 'props: favourite-button id/channel',
    group: 'props (favourite-button id/channel)',
    fields: 2,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      await hostileFavouritesPage(page, watcher);
      const box = await mountEach(page, 'favourite-button', (payload) => ({ id: payload, channel: payload }));
      await clickEach(box);
      await touchEverything(page);
      await page.waitForTimeout(300);
      await expectClean(page, watcher.navigations);
    },
  },
];
