import { expect, type Page } from '@playwright/test';
import { DEFAULT_TIMEOUT_MS } from '../../src/http.ts';
import { GALLERY_LABELS } from '../../widgets/gallery/labels.ts';
import type { FaultRow } from './support/fault-row.ts';
import { BROWSER_FAULT_KINDS, SLOW_MS } from './support/route-fault.ts';

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
    routes: 'GET /api/gallery/bild/{project}/{n}.png',
    backend: '**/api/gallery/bild/mo/**',
    faults: BROWSER_FAULT_KINDS,
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
      // By keyboard: a pointer click waits for animation frames, which the page's clock holds in a hang
      // cell. An image that arrived meanwhile (its request was only held) has taken the button away.
      if (await retry.isVisible())
        await retry.focus({ timeout: 1_000 }).then(
          () => page.keyboard.press('Enter'),
          () => undefined,
        );
    },
    async failed({ page }) {
      const alert = current(page).getByRole('alert');
      // A hung image may share the request of the resting image behind the overlay, whose hang moved the
      // page's clock before the overlay's own wait began: that wait then runs out on the page's clock.
      await alert
        .waitFor({ timeout: 2_000 })
        .catch(() => page.clock.fastForward(DEFAULT_TIMEOUT_MS + 1).catch(() => {}));
      await expect(alert).toContainText(GALLERY_LABELS.imageFailed);
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
