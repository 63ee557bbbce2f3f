import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { countStorefrontRequests } from './cart-helpers.ts';
import { clickDuringHandOver } from './support/hand-over.ts';

// Adding, quantities and faults are in the cart specs; this is the widget's smoke test.
test('add-to-cart mounts on the server button of its demo page and passes axe', async ({ page }) => {
  await page.goto('/auto/');
  const widget = page.locator('.product-box [data-widget="add-to-cart"]').first();
  await widget.scrollIntoViewIfNeeded();
  await expect(widget).toHaveAttribute('data-kiosk', 'mounted');
  await expect(
    page.locator('.product-box').first().getByRole('button', { name: 'In den Warenkorb' }),
  ).toBeVisible();
  expect(await seriousViolations(page, '.product-box')).toEqual([]);
});

test('issue 22: rests without the cart runtime; a click during its load adds once with the chosen quantity', async ({
  page,
}) => {
  const operations = countStorefrontRequests(page);
  const button = page.locator('.product-box').first().getByRole('button', { name: 'In den Warenkorb' });
  const handOver = await clickDuringHandOver(page, button, /\/kiosk\/widgets\/add-to-cart-part-[^/?]+\.js/);
  await page.goto('/auto/');
  await button.scrollIntoViewIfNeeded();
  await page.locator('.product-box').first().getByLabel('Menge').selectOption('3');
  const check = await handOver.click();
  const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
  await expect(drawer).toBeVisible();
  await check(drawer);
  await expect(drawer.getByLabel(/Menge/).first()).toHaveValue('3');
  expect(operations.filter((name) => /cartCreate|cartLinesAdd/i.test(name))).toHaveLength(1);
  // The Storefront client is no part of the page's load.
  const [loadEnd, clientStart] = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const chunk = performance
      .getEntriesByType('resource')
      .find((entry) => /\/shared\/storefront-/.test(entry.name));
    return [navigation!.loadEventEnd, chunk?.startTime ?? -1];
  });
  expect(clientStart).toBeGreaterThanOrEqual(loadEnd);
});
