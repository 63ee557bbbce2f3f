import { expect, type Page } from '@playwright/test';
import {
  AVAILABILITY_FAILED,
  DETAIL_FAILED,
  OUTLINE_FAILED,
  PLACE_FAILED,
  SEARCH_FAILED,
} from '../../widgets/camping-search/messages.ts';
import type { FaultCell, FaultRow } from './support/fault-row.ts';
import { BROWSER_FAULT_KINDS, SLOW_MS } from './support/route-fault.ts';

/** The camping search's rows of the fault table (issue 28). */

/** The camping page's own timeout (`campingSearch.timeoutMs`): a hang ends in seconds; a slow answer still arrives. */
const CAMPING_TIMEOUT_MS = SLOW_MS + 2_000;
const BUESUM = 'ort=B%C3%BCsum+%2825761%29&gebiet=8.6349,53.9988,9.0955,54.2686&nahe=54.1337,8.8652';

const widget = (page: Page) => page.locator('[data-widget="camping-search"]');
const count = (page: Page) => widget(page).locator('.kiosk-camping-list__title');
const entries = (page: Page) => widget(page).locator('.kiosk-camping-entry');
const dialog = (page: Page) => page.getByRole('dialog');
const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** /camping/ with a short timeout in its `#kiosk-config`, opened with `query`. */
async function openCamping({ page }: FaultCell, query = '') {
  await page.route('**/camping/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '"campingSearch":{',
      `"campingSearch":{"timeoutMs":${CAMPING_TIMEOUT_MS},"slowAfterMs":1000,`,
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto(`/camping/${query}`);
  await expect(widget(page)).toHaveAttribute('data-kiosk', 'mounted');
  if (query.includes('gebiet')) await expect(count(page)).toHaveText(/^\d+ Stellpl/);
}

async function expectRetry(page: Page, text: string) {
  const alert = alertWith(page, text);
  await expect(alert).toBeVisible({ timeout: 3 * CAMPING_TIMEOUT_MS });
  await expect(alert.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
}

/** Opens the first entry's overlay (closing one left open by the previous try). */
async function openFirstEntry({ page }: FaultCell) {
  if (await dialog(page).isVisible()) {
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
  }
  await entries(page).first().getByRole('link').click();
  await expect(dialog(page)).toBeVisible();
}

export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'place lookup (camping-search, typed place)',
    routes: 'GET /api/camping/places',
    backend: '**/api/camping/places?**',
    hangEnds: 'timeout',
    timeoutMs: CAMPING_TIMEOUT_MS,
    async setUp(cell) {
      await openCamping(cell);
      await widget(cell.page).getByRole('combobox', { name: 'Ort, Region oder PLZ' }).fill('Büsum');
    },
    act: ({ page }) => widget(page).getByRole('button', { name: 'Stellplatz suchen' }).click(),
    async failed({ page }) {
      await expectRetry(page, PLACE_FAILED);
      await expect(widget(page).getByRole('combobox', { name: 'Ort, Region oder PLZ' })).toHaveValue('Büsum');
    },
    async succeeded({ page }) {
      await expect(count(page)).toHaveText(/^\d+ Stellpl/, { timeout: 3 * CAMPING_TIMEOUT_MS });
      await expect(page).toHaveURL(/ort=B%C3%BCsum/);
    },
  },
  {
    action: 'pitch search (camping-search, same place again)',
    routes: 'GET /api/camping/search',
    backend: '**/api/camping/search?**',
    hangEnds: 'timeout',
    timeoutMs: CAMPING_TIMEOUT_MS,
    setUp: (cell) => openCamping(cell, `?${BUESUM}&ausstattung=hunde`),
    act: ({ page }) => widget(page).getByRole('button', { name: 'Stellplatz suchen' }).click(),
    async failed({ page }) {
      await expectRetry(page, SEARCH_FAILED);
      // The last good results, the query and the filters stay.
      await expect(entries(page)).toHaveCount(20);
      await expect(
        widget(page).getByRole('button', { name: 'Filter „Hunde erlaubt“ entfernen' }),
      ).toBeVisible();
      await expect(page).toHaveURL(/ausstattung=hunde/);
    },
    async succeeded({ page }) {
      await expect(alertWith(page, SEARCH_FAILED)).toHaveCount(0, { timeout: 3 * CAMPING_TIMEOUT_MS });
      await expect(count(page)).toHaveText(/^\d+ Stellpl/);
      await expect(entries(page)).toHaveCount(20);
    },
  },
  {
    action: 'pitch detail (camping-search overlay)',
    routes: 'GET /api/camping/pitches/{id}',
    // `*` stops at '/': the pitch itself, not its availability.
    backend: '**/api/camping/pitches/*',
    hangEnds: 'timeout',
    timeoutMs: CAMPING_TIMEOUT_MS,
    setUp: (cell) => openCamping(cell, `?${BUESUM}`),
    act: openFirstEntry,
    async failed({ page }) {
      await expectRetry(page, DETAIL_FAILED);
      await expect(page).toHaveURL(/#stellplatz-/);
    },
    async succeeded({ page }) {
      await expect(dialog(page).getByRole('link', { name: 'Jetzt buchen' })).toBeVisible({
        timeout: 3 * CAMPING_TIMEOUT_MS,
      });
    },
  },
  {
    action: 'availability and price (camping-search overlay with dates)',
    routes: 'GET /api/camping/pitches/{id}/availability',
    backend: '**/api/camping/pitches/*/availability?**',
    hangEnds: 'timeout',
    timeoutMs: CAMPING_TIMEOUT_MS,
    setUp: (cell) => openCamping(cell, `?${BUESUM}&anreise=2027-06-10&abreise=2027-06-13`),
    act: openFirstEntry,
    async failed({ page }) {
      await expectRetry(page, AVAILABILITY_FAILED);
      // The rest of the overlay stays.
      await expect(dialog(page).getByRole('link', { name: 'Jetzt buchen' })).toBeVisible();
    },
    async succeeded({ page }) {
      await expect(dialog(page)).toContainText(/3 Nächte, 2 Personen: \d+ €/, {
        timeout: 3 * CAMPING_TIMEOUT_MS,
      });
    },
  },
  {
    action: 'map outline file (camping-search, first map view on a phone)',
    routes: 'GET /kiosk/assets/camping-outline-{hash}.json',
    backend: '**/kiosk/assets/camping-outline-*.json',
    // All three here: a map asset, fetched by the map a phone shows, which happy-dom has no layout for
    // (the other rows' hang and slow are in tests/widgets/camping-search/camping-search.faults.test.ts).
    faults: BROWSER_FAULT_KINDS,
    hangEnds: 'timeout',
    timeoutMs: CAMPING_TIMEOUT_MS,
    async setUp(cell) {
      await cell.page.setViewportSize({ width: 375, height: 812 });
      await openCamping(cell, `?${BUESUM}`);
    },
    async act({ page }) {
      const mapButton = widget(page).getByRole('button', { name: 'Karte', exact: true });
      if ((await mapButton.getAttribute('aria-pressed')) == 'true')
        await widget(page).getByRole('button', { name: 'Liste', exact: true }).click();
      await mapButton.click();
    },
    async failed({ page }) {
      await expect(widget(page).getByText(OUTLINE_FAILED)).toBeVisible({ timeout: 3 * CAMPING_TIMEOUT_MS });
      // List and pins go on without the outline.
      await expect(
        widget(page).getByRole('listbox', { name: 'Stellplätze auf der Karte' }).getByRole('option').first(),
      ).toBeVisible();
      await widget(page).getByRole('button', { name: 'Liste', exact: true }).click();
      await expect(entries(page)).toHaveCount(20);
    },
    async succeeded({ page }) {
      await expect(widget(page).locator('.kiosk-camping-map__land').first()).toBeAttached({
        timeout: 3 * CAMPING_TIMEOUT_MS,
      });
      await expect(widget(page).getByText(OUTLINE_FAILED)).toHaveCount(0);
    },
  },
];
