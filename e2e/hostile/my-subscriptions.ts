import { expect, test } from '@playwright/test';
import { TOKEN_COOKIE } from '../../src/session/token-cookie.ts';
import { expectClean, type HostileCase, PAYLOADS, touchEverything } from './support/payloads.ts';

const CONTRACT_FIELDS = ['id', 'brandName', 'tier'] as const;
const PURCHASE_FIELDS = ['id', 'title'] as const;

/** The list's hostile content (issue 27): contract and purchase texts are server text; a PDF id is a path segment. */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: "contracts and purchased PDFs in 'Meine Abos und Ausgaben' on /konto/abos/",
    group: 'my subscriptions (contracts, purchases)',
    fields: CONTRACT_FIELDS.length + PURCHASE_FIELDS.length,
    payloads: PAYLOADS.length,
    async run({ page, context, watcher }) {
      const url = `${test.info().project.use.baseURL ?? ''}/`;
      await context.addCookies([{ name: TOKEN_COOKIE, value: 'demo-dirk-pur', url }]);
      await page.route('**/api/subscriptions/contracts**', (route) =>
        route.fulfill({
          json: {
            contracts: PAYLOADS.map((payload) => ({
              ...Object.fromEntries(CONTRACT_FIELDS.map((field) => [field, payload])),
              status: 'active',
              nextPayment: payload,
            })),
          },
        }),
      );
      await page.route('**/api/training-plans/**', (route) =>
        route.request().url().includes('/purchases')
          ? route.fulfill({
              json: {
                purchases: PAYLOADS.map((payload) => ({
                  id: payload,
                  title: payload,
                  purchasedAt: '2026-11-01T10:00:00Z',
                  pages: 12,
                })),
              },
            })
          : route.fulfill({ json: { url: PAYLOADS[3], expiresAt: '2026-11-01T10:10:00Z' } }),
      );
      await page.goto('/konto/abos/');
      watcher.loaded();
      await expect(page.locator('html')).toHaveAttribute('data-kiosk-logged-in', 'true');
      const root = page.locator('[data-widget="my-subscriptions"]');
      await root.getByRole('button', { name: 'Abos und Ausgaben' }).click();
      const downloads = root.getByRole('button', { name: /^Herunterladen: / });
      await expect(downloads).toHaveCount(PAYLOADS.length);
      // A `javascript:` link from the service is refused: the reader gets the German note.
      await downloads.first().click();
      await expect(
        root.getByText('Der Download ist gerade nicht möglich. Bitte versuchen Sie es erneut.'),
      ).toBeVisible();
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
];
