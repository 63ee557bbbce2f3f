import { expect } from '@playwright/test';
import { expectClean, type HostileCase, PAYLOADS, touchEverything } from './support/payloads.ts';

const FIELDS = ['priceHuman', 'price'] as const;

/** The store price's hostile content: its answer's fields, one store link per payload and field. */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: 'store price answer fields (price, priceHuman) on /auto/kaufberatung/',
    group: 'store price answer (price, priceHuman)',
    fields: FIELDS.length,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      // All on the first screen: link n asks for the price of URL n.
      const links = FIELDS.flatMap((field) =>
        PAYLOADS.map(
          (_, index) => `<a href="https://kauf.link/${field.toLowerCase()}${index}">${field} ${index}</a>`,
        ),
      );
      await page.route('**/auto/kaufberatung/', async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          '<p class="article-lead">',
          `<p>${links.join(' ')}</p>$&`,
        );
        await route.fulfill({ response, body: html });
      });
      await page.route('**/api/store-price/**', (route) => {
        const url = new URL(route.request().url()).searchParams.get('url') ?? '';
        const [, field, index] = /\/(pricehuman|price)(\d+)$/.exec(url) ?? [];
        const payload = PAYLOADS[Number(index)];
        const answer =
          field == 'pricehuman'
            ? { price: 12.99, priceHuman: payload }
            : { price: payload, priceHuman: '12,99' };
        return route.fulfill({ json: answer });
      });
      await page.setViewportSize({ width: 1280, height: 2000 });
      await page.goto('/auto/kaufberatung/');
      watcher.loaded();
      const hostile = page.locator('a[href*="kauf.link/price"]');
      await expect(hostile).toHaveCount(PAYLOADS.length * 2);
      // Every answer is unparsable (spec 8): each link stays exactly as the CMS wrote it.
      await expect(page.locator('a[href*="kauf.link/price"][data-kiosk-price="none"]')).toHaveCount(
        PAYLOADS.length * 2,
        { timeout: 8000 },
      );
      await expect(hostile).toHaveText(
        FIELDS.flatMap((field) => PAYLOADS.map((_, index) => `${field} ${index}`)),
      );
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
];
