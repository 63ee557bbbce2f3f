import { expect, test } from '@playwright/test';
import { TOKEN_COOKIE } from '../../src/session/token-cookie.ts';
import { expectClean, type HostileCase, PAYLOADS, touchEverything } from './support/payloads.ts';

const RECEIPT_FIELDS = ['receiptId', 'reason', 'name', 'email', 'contractText', 'confirmationEmail'] as const;
const CONTRACT_FIELDS = ['id', 'brandName', 'tier'] as const;

/**
 * The Kündigungsbutton's hostile content (issue 27): every text of the service's receipt, and of the
 * reader's contract list, is server text and shows as text (the receipt id also names the saved file).
 */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: "receipt and 'Ihre Verträge' on /vertraege-kuendigen/",
    group: 'cancellation (receipt, contracts)',
    fields: RECEIPT_FIELDS.length + CONTRACT_FIELDS.length,
    payloads: PAYLOADS.length,
    async run({ page, context, watcher }) {
      const all = PAYLOADS.join(' | ');
      const url = `${test.info().project.use.baseURL ?? ''}/`;
      await context.addCookies([{ name: TOKEN_COOKIE, value: 'demo-dirk-pur', url }]);
      await page.route('**/api/subscriptions/contracts**', (route) =>
        route.fulfill({
          json: {
            contracts: [
              {
                ...Object.fromEntries(CONTRACT_FIELDS.map((field) => [field, all])),
                billing: all,
                status: 'active',
                endDate: all,
              },
            ],
          },
        }),
      );
      await page.route('**/api/subscriptions/cancellations**', (route) =>
        route.fulfill({
          json: {
            ...Object.fromEntries(RECEIPT_FIELDS.map((field) => [field, all])),
            receivedAt: '2026-11-23T13:05:00Z',
            endDate: '2026-12-31',
            kind: all,
            contract: { id: all, brandName: all, tier: all, billing: all },
          },
        }),
      );
      await page.goto('/vertraege-kuendigen/');
      watcher.loaded();
      const form = page.locator('[data-widget="cancel-subscription"]');
      await expect(form.getByRole('group', { name: 'Ihre Verträge' })).toBeVisible();
      await form.getByRole('button', { name: 'jetzt kündigen' }).click();
      await expect(form.getByRole('heading', { name: 'Ihre Kündigung ist eingegangen' })).toBeVisible();
      await expect(form.getByText('23.11.2026, 14:05 Uhr')).toBeVisible();
      const download = page.waitForEvent('download');
      await form.getByRole('button', { name: 'Kündigung speichern' }).click();
      expect((await download).suggestedFilename()).toMatch(/^kuendigung-[A-Za-z0-9-]+\.txt$/);
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
];
