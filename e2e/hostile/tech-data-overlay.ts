import { expect } from '@playwright/test';
import {
  addMountPoints,
  expectClean,
  type HostileCase,
  PAYLOADS,
  touchEverything,
} from './support/payloads.ts';

/**
 * The technical data overlay's hostile content: the version's answer with a payload in every text
 * field it shows (brand, series, name, text values), and its props.
 */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: "technical data overlay: the version's names and text values in the dialog; props",
    group: 'technical data overlay (brand, series, name, fuel, gearbox, drive) and props (versionId, kind)',
    fields: 8,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      const text = (index: number) => PAYLOADS[index % PAYLOADS.length]!;
      await page.route('**/api/vehicles/versions**', (route) =>
        route.fulfill({
          json: {
            versions: [
              {
                id: 'vw-golf-1-5-etsi-dsg',
                kind: 'car',
                brand: text(0),
                series: text(1),
                name: text(2),
                score: 700,
                values: { fuel: text(3), transmission: text(4), drive: text(5), price: 30000 },
              },
            ],
          },
        }),
      );
      await page.goto('/auto/golf-test/');
      watcher.loaded();
      await addMountPoints(page, {
        id: 'hostile-tech-data',
        widget: 'tech-data-overlay',
        load: 'eager',
        mounts: PAYLOADS.map((payload) => ({ props: { versionId: payload, kind: payload } })),
      });
      const overlay = page
        .locator('main [data-widget="tech-data-overlay"], article [data-widget="tech-data-overlay"]')
        .first();
      // The demo's mount point is empty and gets its link from the widget: click once it can open.
      await expect(overlay).toHaveAttribute('data-kiosk', 'mounted');
      await overlay.getByRole('link').click();
      await expect(page.getByRole('dialog')).toContainText(text(3));
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
];
