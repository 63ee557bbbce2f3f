import { expect } from '@playwright/test';
import { routeHostileSeason } from './support/f1-season.ts';
import { expectClean, type HostileCase, PAYLOADS, touchEverything } from './support/payloads.ts';

/** The teaser's hostile content: the ticker's entry text and round name while live (issue 30). */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: 'F1 ticker entry text in the live teaser',
    group: 'F1 ticker entry (text)',
    fields: 1,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      await routeHostileSeason(page, new Date(Date.now() - 60_000));
      let call = 0;
      await page.route('**/api/f1/ticker/**', (route) => {
        const payload = PAYLOADS[call++ % PAYLOADS.length] ?? '';
        return route.fulfill({
          json: {
            round: { id: 'r', name: payload },
            state: 'live',
            lap: 3,
            laps: 53,
            classification: [],
            entries: [
              { id: 'e', seq: 1, time: new Date().toISOString(), lap: 3, kind: 'info', text: payload },
            ],
            more: false,
          },
        });
      });
      await page.goto('/formel-1/');
      watcher.loaded();
      const entry = page.locator('.kiosk-f1-live-teaser__entry');
      await expect(entry).toHaveText(`Runde 3: ${PAYLOADS[0]}`);
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
];
