import { expect } from '@playwright/test';
import {
  addMountPoints,
  expectClean,
  type HostileCase,
  PAYLOADS,
  touchEverything,
} from './support/payloads.ts';

/** The model teaser's hostile content: its props, one mount point per payload and prop, on the model page. */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: 'props: model-teaser series/compareUrl',
    group: 'props (model-teaser series/compareUrl)',
    fields: 2,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      await page.goto('/auto/vw-golf/');
      watcher.loaded();
      await addMountPoints(page, {
        id: 'hostile-vehicles',
        widget: 'model-teaser',
        load: 'eager',
        mounts: PAYLOADS.flatMap((payload) =>
          [
            { series: 'vw-golf', compareUrl: payload },
            { series: payload, compareUrl: '/auto/vergleich/' },
          ].map((props) => ({ props, text: 'Zum Vergleich' })),
        ),
      });
      await expect(page.locator('#hostile-vehicles > [data-kiosk]')).toHaveCount(PAYLOADS.length * 2);
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
      // Unsafe compareUrls and unknown series keep the server markup; the teaser links stay http(s).
      const hrefs = await page
        .locator('.kiosk-model-teaser a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      for (const href of hrefs) expect(href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    },
  },
];
