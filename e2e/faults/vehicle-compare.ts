import { expect, type Page } from '@playwright/test';
import { VEHICLES_FAILED } from '../../features/vehicles/vehicle-messages.ts';
import { COUNT_FAILED } from '../../widgets/vehicle-compare/messages.ts';
import type { FaultCell, FaultRow } from './support/fault-row.ts';
import { SLOW_MS } from './support/route-fault.ts';
import { themeToggleAnswers } from './support/theme-toggle-answers.ts';

/** The vehicle comparison's rows of the fault table: technical data for a version, the result count. */

/** `vehicles.timeoutMs` on the comparison page: a hang ends in seconds; a slow answer still arrives. */
const VEHICLES_TIMEOUT_MS = SLOW_MS + 2_000;

/** The comparison page with `vehicles.timeoutMs` set short through its config, the tree loaded. */
async function openVehicleComparison({ page }: FaultCell) {
  await page.route('**/auto/vergleich/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '"isAb":false',
      `"isAb":false,"vehicles":{"timeoutMs":${VEHICLES_TIMEOUT_MS}}`,
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto('/auto/vergleich/');
  await expect(page.locator('.kiosk-vehicle-compare').getByLabel('Marke')).toBeEnabled();
}

const NEXT_VEHICLES = [
  ['VW', 'Golf', 'GTI DSG'],
  ['Tesla', 'Model 3', 'Hinterradantrieb'],
  ['Skoda', 'Enyaq', '85'],
] as const;

const comparedIds = (page: Page) =>
  (new URL(page.url()).searchParams.get('v') ?? '').split(',').filter((id) => id != '');

/** Picks the next vehicle of NEXT_VEHICLES through the brand tree and adds it. */
async function addNextVehicle({ page }: FaultCell) {
  const [brand, series, version] = NEXT_VEHICLES[comparedIds(page).length]!;
  const widget = page.locator('.kiosk-vehicle-compare');
  await widget.getByLabel('Marke').selectOption({ label: brand });
  await widget.getByLabel('Baureihe').selectOption({ label: series });
  await widget.getByLabel('Version').selectOption({ label: version });
  await widget.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
}

const vehicleCount = (page: Page) =>
  page.locator('.kiosk-vehicle-compare form[aria-label="Suche anpassen"]').getByRole('status');

/** The German message where the reader acted, with 'Erneut versuchen'; the page still answers. */
async function vehicleNoticeShows(page: Page, message: string) {
  const notice = page.locator('.kiosk-vehicle-compare').getByRole('alert').filter({ hasText: message });
  await expect(notice).toBeVisible({ timeout: 3 * VEHICLES_TIMEOUT_MS });
  await expect(notice.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await themeToggleAnswers(page);
}

export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'technical data (vehicle-compare, add a version)',
    routes: 'GET /api/vehicles/versions',
    backend: '**/api/vehicles/versions**',
    hangEnds: 'timeout',
    timeoutMs: VEHICLES_TIMEOUT_MS,
    setUp: openVehicleComparison,
    act: addNextVehicle,
    async failed({ page }) {
      await vehicleNoticeShows(page, VEHICLES_FAILED);
      // Nothing is lost: the chosen vehicle stays in the URL, and the picker still works.
      expect(comparedIds(page)).toHaveLength(1);
      await expect(page.locator('.kiosk-vehicle-compare').getByLabel('Marke')).toBeEnabled();
    },
    async succeeded({ page }) {
      const columns = page.locator('.kiosk-vehicle-compare thead th[scope="col"]');
      await expect(columns).toHaveCount(comparedIds(page).length);
      await expect(page.locator('.kiosk-vehicle-compare').getByText(VEHICLES_FAILED)).toHaveCount(0);
    },
  },
  {
    action: "result count ('Suche anpassen', tick a criterion)",
    routes: 'GET /api/vehicles/search',
    backend: '**/api/vehicles/search**',
    hangEnds: 'timeout',
    timeoutMs: VEHICLES_TIMEOUT_MS,
    async setUp(cell) {
      await openVehicleComparison(cell);
      await cell.page.getByRole('button', { name: 'Suche anpassen' }).click();
      await expect(vehicleCount(cell.page)).toHaveText(/\d+ Fahrzeuge gefunden/);
    },
    async act({ page }) {
      const fuel = page.locator('.kiosk-vehicle-compare').getByRole('group', { name: 'Antriebsart' });
      for (const choice of ['Elektro', 'Diesel', 'Hybrid']) {
        const box = fuel.getByRole('checkbox', { name: choice });
        if (await box.isChecked()) continue;
        await box.check();
        return;
      }
    },
    async failed({ page }) {
      await vehicleNoticeShows(page, COUNT_FAILED);
      await expect(page.getByRole('checkbox', { name: 'Elektro' })).toBeChecked();
    },
    async succeeded({ page }) {
      await expect(vehicleCount(page)).toHaveText(/^\d+ Fahrzeuge gefunden$/);
      await expect(page.locator('.kiosk-vehicle-compare').getByText(COUNT_FAILED)).toHaveCount(0);
    },
  },
];
