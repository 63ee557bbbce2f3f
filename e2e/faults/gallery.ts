import { expect, type Page } from '@playwright/test';
import { GALLERY_LABELS } from '../../widgets/gallery/labels.ts';
import type { FaultRow } from './support/fault-row.ts';
import { SLOW_MS } from './support/route-fault.ts';

/**
 * The gallery's row of the fault table: an image of the open overlay that fails (or never arrives)
 * shows a German message with 'Erneut versuchen' in its place; the counter, the caption, the address
 * and the navigation stay, and the retry loads it once the image server is back.
 */
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Alle 60 Bilder' });
const current = (page: Page) => dialog(page).getByRole('group', { name: '3 von 60' });

export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'gallery image in the overlay (gallery, open on image 3, retry)',
    routes: 'GET /api/gallery/bild/{project}/{n}.svg',
    backend: '**/api/gallery/bild/mo/**',
    hangEnds: 'clock',
    async setUp() {},
    async act({ page }) {
      // The first time the reader opens image 3; after a failure, the image's own 'Erneut versuchen'.
      if (!(await dialog(page).isVisible())) {
        await page.goto('/motorrad/galerie/');
        await page.locator('#alle').getByRole('link', { name: 'Bild 3 von 60 groß anzeigen' }).click();
        return;
      }
      const retry = current(page).getByRole('button', { name: GALLERY_LABELS.retry });
      if (await retry.isVisible()) await retry.click();
    },
    async failed({ page }) {
      await expect(current(page).getByRole('alert')).toContainText(GALLERY_LABELS.imageFailed);
      await expect(current(page).getByRole('button', { name: GALLERY_LABELS.retry })).toBeVisible();
      await expect(current(page)).toContainText('Foto: Jana Berger');
      await expect(dialog(page).locator('.kiosk-gallery-overlay__count')).toHaveText('3 / 60');
      await expect(page).toHaveURL(/#alle-bild-3$/);
    },
    async succeeded({ page }) {
      const image = current(page).locator('img');
      await expect(image).toBeVisible({ timeout: SLOW_MS + 3_000 });
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await expect(current(page).getByRole('alert')).toHaveCount(0);
      await expect(dialog(page).locator('.kiosk-gallery-overlay__count')).toHaveText('3 / 60');
    },
  },
];
