import { expect } from '@playwright/test';
import {
  addMountPoints,
  expectClean,
  type HostileCase,
  PAYLOADS,
  touchEverything,
} from './support/payloads.ts';

/** The add-to-cart button's hostile content: its props, in the server's `<button>` and in a `<div>`. */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: 'props: add-to-cart merchandiseId/max',
    group: 'props (add-to-cart merchandiseId/max)',
    fields: 2,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      await page.goto('/auto/');
      watcher.loaded();
      const cart = page.locator('[data-widget="cart"]');
      await expect(cart).toHaveAttribute('data-kiosk', 'mounted');
      // One mount point per payload, in the server's <button> and in a <div>.
      await addMountPoints(page, {
        id: 'hostile-adds',
        widget: 'add-to-cart',
        load: 'eager',
        mounts: PAYLOADS.flatMap((payload) =>
          (['div', 'button'] as const).map((tag) => ({
            tag,
            props: { merchandiseId: payload, max: payload },
            text: 'In den Warenkorb',
          })),
        ),
      });
      const adds = page.locator('#hostile-adds > [data-widget]');
      await expect(adds.and(page.locator('[data-kiosk]'))).toHaveCount(PAYLOADS.length * 2);
      // A click on each: the shop refuses an odd id, the reader sees why; nothing runs.
      const buttons = page.locator('#hostile-adds').getByRole('button', { name: 'In den Warenkorb' });
      // (dispatched: the drawer the first add opens covers the others)
      for (const button of (await buttons.all()).slice(0, 4)) await button.dispatchEvent('click');
      await page.waitForTimeout(500);
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
];
