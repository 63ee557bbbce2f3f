import { expect, test } from '@playwright/test';
import { recordPage } from './support/element-events.ts';

/** Issue 31: the lone offer button on the dashcam article (its axe and screenshots are the boxes' spec's page). */
test("the button: one link with the live 'ab' price and 'Anzeige' (paid), rel sponsored noopener, impression and click", async ({
  page,
}) => {
  const recorded = await recordPage(page);
  await page.goto('/auto/dashcam-ratgeber/');
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
