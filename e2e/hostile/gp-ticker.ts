import { expect } from '@playwright/test';
import { expectClean, type HostileCase, PAYLOADS, touchEverything } from './support/payloads.ts';

/** The GP ticker's hostile content: the round name, entry texts and the classification (issue 30). */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: 'GP ticker answer fields (round name, entry text, driver, team, code)',
    group: 'GP ticker (round name, entry text, driver, team, code)',
    fields: 5,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      await page.route('**/api/f1/ticker/**', (route) =>
        route.fulfill({
          json: {
            round: { id: 'r', name: PAYLOADS[0] },
            state: 'live',
            lap: 3,
            laps: 53,
            classification: PAYLOADS.slice(0, 10).map((payload, index) => ({
              position: index + 1,
              driver: payload,
              code: payload,
              team: payload,
              gap: index,
            })),
            entries: PAYLOADS.map((payload, index) => ({
              id: `e${index}`,
              seq: index,
              time: new Date().toISOString(),
              lap: 3,
              kind: 'info',
              important: false,
              text: payload,
            })),
            more: false,
          },
        }),
      );
      await page.goto('/formel-1/ticker/?rennen=2026-japan');
      watcher.loaded();
      await expect(page.locator('.kiosk-gp-ticker__entry')).toHaveCount(PAYLOADS.length);
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
];
