import { expect } from '@playwright/test';
import { expectClean, type HostileCase, PAYLOADS, touchEverything } from './support/payloads.ts';

/**
 * The affiliate button's hostile content (issue 31): the server's `price` prop. A payload is not a
 * price, so the button shows none (never the payload, never '0 €'); its link stays the server's.
 */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: 'price prop of affiliate buttons',
    group: 'affiliate button prop (price)',
    fields: 1,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      await page.goto('/auto/dashcam-ratgeber/');
      watcher.loaded();
      await page.evaluate((payloads) => {
        const section = document.body.appendChild(document.createElement('section'));
        section.id = 'hostile-buttons';
        for (const payload of payloads) {
          const button = document.createElement('div');
          button.dataset.widget = 'affiliate-button';
          button.dataset.load = 'eager';
          button.dataset.props = JSON.stringify({ price: payload });
          button.innerHTML =
            '<a class="kiosk-affiliate__link" href="https://kauf.link/unbekannt">Zum Angebot <span class="kiosk-affiliate__price">ab 5,00 €</span></a>';
          section.append(button);
        }
      }, PAYLOADS);
      await expect(page.locator('#hostile-buttons [data-kiosk="mounted"]')).toHaveCount(PAYLOADS.length, {
        timeout: 8000,
      });
      await expect(page.locator('#hostile-buttons .kiosk-affiliate__price')).toHaveText(
        PAYLOADS.map(() => ''),
      );
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
];
