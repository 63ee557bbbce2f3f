import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { shoot, THEMES, useTheme, VIEWPORTS } from './screenshots.ts';

const compare = (page: Page) => page.locator('.kiosk-vehicle-compare');

/** Picks brand → series → version in the picker and adds it. */
async function pick(page: Page, brand: string, series: string, version: string, seriesLabel = 'Baureihe') {
  const widget = compare(page);
  await widget.getByLabel('Marke').selectOption({ label: brand });
  await widget.getByLabel(seriesLabel).selectOption({ label: series });
  await widget.getByLabel('Version').selectOption({ label: version });
  await widget.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
}

test.describe('vehicle-compare', () => {
  test('smoke', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/auto/vergleich/');
    await pick(page, 'VW', 'Golf', '1.5 eTSI DSG');
    await expect(compare(page).getByRole('table')).toBeVisible();
    await compare(page).getByRole('button', { name: 'Weitere Fahrzeuge hinzufügen' }).click();
    await pick(page, 'Tesla', 'Model 3', 'Hinterradantrieb');
    await pick(page, 'BMW', '3er', '320i Limousine');
    await shoot(page, 'vehicle-compare-smoke', 'desktop', 'light');
    await page.setViewportSize(VIEWPORTS.mobile);
    await shoot(page, 'vehicle-compare-smoke', 'mobile', 'light');
  });
});
