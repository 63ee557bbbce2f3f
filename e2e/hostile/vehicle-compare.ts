import { expect, type Page } from '@playwright/test';
import {
  addMountPoints,
  expectClean,
  type HostileCase,
  PAYLOADS,
  touchEverything,
} from './support/payloads.ts';

/** The vehicle comparison's hostile content: the tree, technical data and search answers; its prop. */

/** The vehicle backend's answers with a payload in every text field (names, ids, text values). */
async function hostileVehicles(page: Page) {
  const text = (index: number) => PAYLOADS[index % PAYLOADS.length]!;
  const versions = PAYLOADS.map((payload, index) => ({ id: `${payload}-${index}`, name: payload }));
  await page.route('**/api/vehicles/**', async (route) => {
    const url = new URL(route.request().url());
    const summary = (index: number) => ({
      id: versions[index]!.id,
      brand: text(index + 1),
      series: text(index + 2),
      name: text(index),
    });
    if (url.pathname.endsWith('/tree'))
      return route.fulfill({
        json: {
          brands: PAYLOADS.map((payload, index) => ({
            id: `${payload}-b${index}`,
            name: payload,
            series: [{ id: `${payload}-s${index}`, name: text(index + 1), versions }],
          })),
        },
      });
    if (url.pathname.endsWith('/versions'))
      return route.fulfill({
        json: {
          versions: url.searchParams.getAll('ids').map((id, index) => ({
            ...summary(index),
            id,
            kind: 'car',
            score: 700,
            values: {
              fuel: text(index),
              transmission: text(index + 3),
              drive: text(index + 4),
              price: 30000,
            },
          })),
        },
      });
    return route.fulfill({
      json: { count: PAYLOADS.length, versions: PAYLOADS.map((_, index) => summary(index)) },
    });
  });
}

export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: 'vehicle comparison: tree, technical data and search answers',
    group: 'vehicle comparison (brand/series/version names and ids, text values)',
    fields: 6,
    payloads: PAYLOADS.length,
    timeout: 60_000,
    async run({ page, watcher }) {
      await hostileVehicles(page);
      await page.goto('/auto/vergleich/');
      watcher.loaded();
      const widget = page.locator('.kiosk-vehicle-compare');
      for (const index of [1, 2, 3]) {
        await widget.getByLabel('Marke').selectOption({ index });
        await widget.getByLabel('Baureihe').selectOption({ index: 1 });
        await widget.getByLabel('Version').selectOption({ index });
        await widget.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
      }
      await expect(widget.locator('thead th[scope="col"]')).toHaveCount(3);
      await expect(widget.getByRole('table')).toContainText(PAYLOADS[1]!);
      await widget.getByRole('button', { name: 'Suche anpassen' }).click();
      await widget.getByRole('checkbox', { name: 'Elektro' }).check();
      await widget.getByRole('button', { name: 'Treffer anzeigen' }).click();
      await widget.getByRole('button', { name: 'Alle Fahrzeuge vergleichen' }).click();
      await expect(widget.locator('thead th[scope="col"]')).toHaveCount(4);
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
  {
    title: 'props: vehicle-compare kind',
    group: 'props (vehicle-compare kind)',
    fields: 1,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      // One mount point per payload, on the model page.
      await page.goto('/auto/vw-golf/');
      watcher.loaded();
      await addMountPoints(page, {
        id: 'hostile-vehicles',
        widget: 'vehicle-compare',
        load: 'eager',
        mounts: PAYLOADS.map((payload) => ({ props: { kind: payload }, text: 'Zum Vergleich' })),
      });
      await expect(page.locator('#hostile-vehicles > [data-kiosk]')).toHaveCount(PAYLOADS.length);
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
];
