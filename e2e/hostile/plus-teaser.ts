import { expect } from '@playwright/test';
import {
  addMountPoints,
  expectClean,
  type HostileCase,
  PAYLOADS,
  touchEverything,
} from './support/payloads.ts';

/** The plus teaser's props (promotion id and name) go only into analytics events, never into the page. */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: 'plus teaser props (id, name)',
    group: 'plus teaser props (id, name)',
    fields: 2,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      await page.goto('/auto/dashcam-ratgeber/');
      watcher.loaded();
      await addMountPoints(page, {
        id: 'hostile-teasers',
        widget: 'plus-teaser',
        load: 'eager',
        mounts: PAYLOADS.map((payload) => ({ props: { id: payload, name: payload }, text: 'ams+ testen' })),
      });
      await expect(page.locator('#hostile-teasers [data-kiosk="mounted"]')).toHaveCount(PAYLOADS.length, {
        timeout: 8000,
      });
      await expect(page.locator('#hostile-teasers [data-widget]')).toHaveText(
        PAYLOADS.map(() => 'ams+ testen'),
      );
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
];
