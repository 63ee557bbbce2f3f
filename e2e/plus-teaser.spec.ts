import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { THEMES, useTheme, VIEWPORTS } from './screenshots.ts';
import { recordPage } from './support/element-events.ts';

/** Issue 31: the plus teaser on the dashcam article, for a reader and for a subscriber. */
const PAGE = '/auto/dashcam-ratgeber/';

test('a reader without a subscription: impression and view_promotion once seen, click and select_promotion', async ({
  page,
}) => {
  const recorded = await recordPage(page);
  await page.goto(PAGE);
  const teaser = page.locator('[data-widget="plus-teaser"]');
  await expect(teaser).toHaveAttribute('data-kiosk', 'mounted');
  await page.waitForTimeout(300);
  expect(await recorded.named('plus_teaser_impression')).toEqual([]);
  await teaser.scrollIntoViewIfNeeded();
  const promotion = { promotion_id: 'ams-plus-artikel', promotion_name: 'ams+ Artikelende' };
  await expect
    .poll(() => recorded.named('view_promotion'))
    .toEqual([{ name: 'view_promotion', props: promotion }]);
  expect(await recorded.named('plus_teaser_impression')).toHaveLength(1);
  await teaser.getByRole('link', { name: 'ams+ jetzt testen' }).focus();
  await page.keyboard.press('Enter');
  expect(await recorded.named('plus_teaser_click')).toEqual([
    { name: 'plus_teaser_click', props: promotion },
  ]);
  expect(await recorded.named('select_promotion')).toEqual([{ name: 'select_promotion', props: promotion }]);
});

test('a subscriber sees no teaser, nothing moves, and nothing is reported', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'ape_token', value: 'demo-ben-plus', url: baseURL! }]);
  const recorded = await recordPage(page);
  await page.goto(PAGE);
  const teaser = page.locator('[data-widget="plus-teaser"]');
  await expect(teaser).toBeHidden();
  await page.getByRole('heading', { name: 'Weiterlesen' }).scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  expect(await recorded.cls()).toBe(0);
  const names = (await recorded.events()).map((event) => event.name);
  expect(names).not.toContain('plus_teaser_impression');
  expect(names).not.toContain('view_promotion');
});

for (const theme of THEMES)
  test(`axe finds nothing serious in the plus teaser; screenshots at 320, 375 and 1280; no sideways scroll (${theme})`, async ({
    page,
  }) => {
    await page.goto(PAGE);
    await useTheme(page, theme);
    const widget = page.locator('[data-widget="plus-teaser"]');
    await expect(widget).toHaveAttribute('data-kiosk', 'mounted');
    await expect(widget.getByRole('link', { name: 'ams+ jetzt testen' })).toBeVisible();
    expect(await seriousViolations(page, '[data-widget="plus-teaser"]')).toEqual([]);
    for (const [name, viewport] of [
      ['narrow', { width: 320, height: 720 }],
      ['mobile', VIEWPORTS.mobile],
      ['desktop', VIEWPORTS.desktop],
    ] as const) {
      await page.setViewportSize(viewport);
      await widget.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.screenshot({ path: `e2e/screenshots/plus-teaser-${name}-${theme}.png` });
    }
  });
