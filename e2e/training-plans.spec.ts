import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { THEMES, useTheme, VIEWPORTS } from './screenshots.ts';

/** Issue 27: the training-plan filter and menu, its results paid boxes. */
const PAGE = '/fitness/trainingsplaene/';
const widget = (page: Page) => page.locator('[data-widget="training-plans"]');
const status = (page: Page) => widget(page).locator('.kiosk-training-plans__status');

test('keyboard only: filter by Ziel and Niveau, live counts, the URL keeps the choice; back and forward; reset', async ({
  page,
}) => {
  await page.goto(PAGE);
  await expect(status(page)).toHaveText('63 Trainingspläne');
  const ziel = widget(page).getByRole('combobox', { name: 'Ziel', exact: true });
  await ziel.focus();
  await ziel.selectOption('Halbmarathon');
  await expect(page).toHaveURL(/\?ziel=Halbmarathon$/);
  await expect(status(page)).toHaveText('9 Trainingspläne');
  await page.keyboard.press('Tab');
  const zeit = widget(page).getByRole('combobox', { name: 'Zielzeit' });
  await expect(zeit).toBeFocused();
  await expect(zeit.locator('option', { hasText: 'unter 30 min (0)' })).toBeDisabled();
  await page.keyboard.press('Tab');
  const niveau = widget(page).getByRole('combobox', { name: 'Niveau' });
  await niveau.selectOption('Ambitionierte');
  await expect(status(page)).toHaveText('3 Trainingspläne');
  await expect(widget(page).locator('.kiosk-paid-box')).toHaveCount(3);
  await expect(
    widget(page).getByRole('link', { name: /^Jetzt kaufen: Halbmarathon unter 1:45 h: 12 Wochen, 3/ }),
  ).toBeVisible();

  await page.goBack();
  await expect(niveau).toHaveValue('');
  await expect(status(page)).toHaveText('9 Trainingspläne');
  await page.goForward();
  await expect(niveau).toHaveValue('Ambitionierte');
  await page.reload();
  await expect(status(page)).toHaveText('3 Trainingspläne');

  const reset = widget(page).getByRole('button', { name: 'Filter zurücksetzen' });
  await reset.focus();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('63 Trainingspläne');
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(ziel).toBeFocused();
});

test('phones: the menu is a disclosure; a category filters; no match shows the nearest plans and says which criterion was given up', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${PAGE}?ziel=Kraft&tage=5`);
  await expect(status(page)).toHaveText(
    'Kein Trainingsplan passt zu allen Filtern. Ohne „Trainingstage pro Woche: 5 Tage“ passen diese 9 Pläne:',
  );
  const menu = widget(page).getByRole('navigation', { name: 'Kategorien' });
  const toggle = menu.getByRole('button', { name: 'Kategorien' });
  await expect(menu.getByRole('button', { name: /^Laufen/ })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('button', { name: 'Alle (0)' }).click();
  await widget(page).getByRole('button', { name: 'Filter zurücksetzen' }).click();
  await menu.getByRole('button', { name: 'Radfahren (9)' }).click();
  await expect(status(page)).toHaveText('9 Trainingspläne');
  await expect(page).toHaveURL(/\?kategorie=Radfahren$/);
});

for (const theme of THEMES)
  test(`axe finds nothing serious; screenshots at 320, 375 and 1280; no sideways scroll (${theme}, ${theme == 'light' ? 'mh' : 'wh'})`, async ({
    page,
  }) => {
    await page.goto(theme == 'light' ? `${PAGE}?ziel=Marathon` : `${PAGE}?project=wh&ziel=Marathon`);
    await useTheme(page, theme);
    await expect(status(page)).toHaveText('9 Trainingspläne');
    expect(await seriousViolations(page, 'article')).toEqual([]);
    for (const [name, viewport] of [
      ['narrow', { width: 320, height: 720 }],
      ['mobile', VIEWPORTS.mobile],
      ['desktop', VIEWPORTS.desktop],
    ] as const) {
      await page.setViewportSize(viewport);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await widget(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `e2e/screenshots/training-plans-${name}-${theme}.png` });
    }
  });
