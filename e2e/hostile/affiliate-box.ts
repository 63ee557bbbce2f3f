import { expect } from '@playwright/test';
import { expectClean, type HostileCase, PAYLOADS, touchEverything } from './support/payloads.ts';

/**
 * The affiliate boxes' hostile content (issue 31): the price answer's fields. Every payload is
 * unparsable as a price, so each box keeps the server's price, and no payload reaches the page.
 */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: 'price answer (price, priceHuman) of affiliate boxes',
    group: 'affiliate price answer (priceHuman, price)',
    fields: 2,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      await page.route('**/api/store-price/**', (route) => {
        const url = new URL(route.request().url()).searchParams.get('url') ?? '';
        const [, field, index] = /\/(human|amount)(\d+)$/.exec(url) ?? [];
        const payload = PAYLOADS[Number(index)];
        return route.fulfill({
          json:
            field == 'human'
              ? { price: 12.99, priceHuman: payload }
              : { price: payload, priceHuman: '12,99' },
        });
      });
      await page.goto('/auto/dashcam-ratgeber/');
      watcher.loaded();
      // Two boxes per payload, as the CMS renders them (markup inside before the loader sees them).
      await page.evaluate((count) => {
        const section = document.body.appendChild(document.createElement('section'));
        section.id = 'hostile-offers';
        for (let index = 0; index < count; index++)
          for (const field of ['human', 'amount']) {
            const box = document.createElement('div');
            box.dataset.widget = 'affiliate-box';
            box.dataset.load = 'eager';
            box.dataset.props = '{"price":"5,00"}';
            box.innerHTML = `<a class="kiosk-affiliate__link" href="https://kauf.link/${field}${index}">Zum Angebot <span class="kiosk-affiliate__price">ab 5,00 €</span></a>`;
            section.append(box);
          }
      }, PAYLOADS.length);
      const prices = page.locator('#hostile-offers .kiosk-affiliate__price');
      await expect(prices).toHaveCount(PAYLOADS.length * 2);
      await expect(page.locator('#hostile-offers [data-kiosk="mounted"]')).toHaveCount(PAYLOADS.length * 2, {
        timeout: 8000,
      });
      await page.waitForTimeout(500);
      await expect(prices).toHaveText(PAYLOADS.flatMap(() => ['ab 5,00 €', 'ab 5,00 €']));
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
];
