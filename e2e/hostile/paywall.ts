import { expect } from '@playwright/test';
import { expectClean, expectedUrl, type HostileCase, PAYLOADS, touchEverything } from './support/payloads.ts';

/**
 * The paywall's hostile content: the offer and login URLs from the page config (editor input), and
 * every field of the provider's verdict but display_paywall. One test per payload: each needs its own
 * page load, since the config is read once.
 */
export const HOSTILE_CASES: readonly HostileCase[] = PAYLOADS.map((payload) => ({
  title: `paywall: offer and login URLs from the config, the verdict fields from the provider × ${JSON.stringify(payload)}`,
  group: 'paywall (offers.plus, offers.pur, loginUrl; verdict reason, read_count, extra)',
  fields: 6,
  payloads: 1,
  async run({ page, watcher }) {
    // The config's URLs: rewritten in the page's #kiosk-config, as JSON in a script block.
    await page.route(/\/auto\/paywall\/premium\/$/, async (route) => {
      const response = await route.fetch();
      const value = JSON.stringify(payload).replaceAll('<', '\\u003c');
      const html = (await response.text()).replace(
        /"offers":\{[^}]*\},"loginUrl":"[^"]*"/,
        `"offers":{"plus":${value},"pur":${value}},"loginUrl":${value}`,
      );
      await route.fulfill({ response, body: html });
    });
    await page.route('**/api/paywall/provider.js', async (route) => {
      const response = await route.fetch();
      const script = (await response.text()).replace(
        'var result = {',
        `var result = { reason: ${JSON.stringify(payload)}, read_count: ${JSON.stringify(payload)}, extra: ${JSON.stringify(payload)},`,
      );
      await route.fulfill({ response, body: script });
    });
    await page.goto('/auto/paywall/premium/');
    watcher.loaded();
    const box = page.getByRole('region', { name: 'Abo-Angebote' });
    if (expectedUrl(payload, page.url())) await expect(box.getByRole('link')).toHaveCount(3);
    else {
      // Unsafe URLs are dropped; with no way on there is no wall at all (fail open), and the page flag,
      // the mark and the events tell that one story (issue 23).
      await expect(page.locator('html')).toHaveAttribute('data-kiosk-paywall', 'false');
      await expect(box).toHaveCount(0);
      await expect(page.locator('.article-body')).not.toHaveAttribute('data-kiosk-paywalled', 'true');
    }
    await touchEverything(page);
    await expectClean(page, watcher.navigations);
  },
}));
