import { expect } from '@playwright/test';
import { expectClean, type HostileCase, PAYLOADS, touchEverything } from './support/payloads.ts';

/**
 * The pop-up's server text (issue 31): the current issue's number (every payload in it) and topics (one
 * topic per payload) are text; its cover URL (a script URL here) passes safeUrl. One page: the pop-up
 * shows one issue.
 */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: 'current issue (number, topics, cover.url) in the ePaper pop-up',
    group: 'ePaper pop-up (number, topics)',
    fields: 2,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      await page.clock.install({ time: new Date('2026-11-16T09:00:00Z') });
      await page.route('**/api/issues/ams?**', (route) =>
        route.fulfill({
          json: {
            issues: [
              {
                id: 'hostile',
                number: PAYLOADS.join(' '),
                date: '2026-11-12',
                topics: PAYLOADS,
                cover: { url: PAYLOADS[3], width: 206, height: 268 },
                price: { print: '6.90' },
                merchandiseId: 'gid://shopify/ProductVariant/1',
              },
            ],
          },
        }),
      );
      await page.goto('/auto/kombi-vergleich/');
      watcher.loaded();
      await page.clock.runFor(6_000);
      const dialog = page.getByRole('dialog', { name: 'Die neue Ausgabe ist da' });
      await expect(dialog).toBeVisible();
      const text = `Ausgabe ${PAYLOADS.join(' ')} mit ${PAYLOADS.join(', ')}`;
      expect(await dialog.locator('p').textContent()).toBe(text);
      await expect(dialog.locator('img')).not.toHaveAttribute('src', /.*/);
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
];
