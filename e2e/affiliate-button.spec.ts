import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { THEMES, useTheme, VIEWPORTS } from './screenshots.ts';
import { recordPage } from './support/element-events.ts';

/** Issue 31: the lone offer button on the dashcam article. */
const PAGE = '/auto/dashcam-ratgeber/';
test("the button: one link with the live 'ab' price and 'Anzeige' (paid), rel sponsored noopener, impression and click", async ({
  page,
}) => {
  const recorded = await recordPage(page);
  await page.goto(PAGE);
  const button = page.locator('[data-widget="affiliate-button"]').getByRole('link');
  await expect(button).toHaveAccessibleName('Zum Angebot ab 249,00 € Anzeige');
  await expect(button).toHaveAttribute('rel', 'sponsored noopener');
  await button.scrollIntoViewIfNeeded();
  await expect(button).toHaveAccessibleName('Zum Angebot ab 249,00 € Anzeige');
  await expect.poll(() => recorded.named('affiliate_button_impression')).toHaveLength(1);
  await button.click();
  expect(await recorded.named('affiliate_button_click')).toEqual([
    { name: 'affiliate_button_click', props: { url: 'https://kauf.link/kindersitz2', price: '249,00' } },
  ]);
});

for (const theme of THEMES)
  test(`axe finds nothing serious in the affiliate button; screenshots at 320, 375 and 1280; no sideways scroll (${theme})`, async ({
    page,
  }) => {
    await page.goto(PAGE);
    await useTheme(page, theme);
    const widget = page.locator('[data-widget="affiliate-button"]');
    await expect(widget.getByRole('link')).toHaveAccessibleName('Zum Angebot ab 249,00 € Anzeige');
    expect(await seriousViolations(page, '[data-widget="affiliate-button"]')).toEqual([]);
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
      await page.screenshot({ path: `e2e/screenshots/affiliate-button-${name}-${theme}.png` });
    }
  });
