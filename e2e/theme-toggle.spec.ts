import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';

// The switch's behaviour (reload, system setting, keyboard) is in platform.spec.ts; this is its smoke test.
test('theme-toggle enhances the switch in the header markup, with no UI runtime, and passes axe', async ({
  page,
}) => {
  // issue 22: the body is held back, so the switch the page showed before Kiosk can be followed through.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/kiosk\/widgets\/theme-toggle-[^/?]+\.js/, async (route) => {
    await held;
    await route.continue();
  });
  const runtime: string[] = [];
  page.on('request', (request) => /\/kiosk\/shared\/ui-/.test(request.url()) && runtime.push(request.url()));
  await page.goto('/auto/');
  const widget = page.locator('.site-header [data-widget="theme-toggle"]');
  const resting = await widget.getByRole('switch', { name: 'Dunkles Design' }).elementHandle();
  release();
  await expect(widget).toHaveAttribute('data-kiosk', 'mounted');
  const toggle = widget.getByRole('switch', { name: 'Dunkles Design' });
  expect(await resting!.evaluate((node) => node.isConnected)).toBe(true);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-kiosk-theme', 'dark');
  expect(runtime.filter((url) => /theme/.test(url))).toEqual([]);
  expect(await seriousViolations(page, '[data-widget="theme-toggle"]')).toEqual([]);
});
