import { expect } from '@playwright/test';
import { routeHostileSeason, SEASON_FIELDS } from './support/f1-season.ts';
import { expectClean, type HostileCase, PAYLOADS, touchEverything } from './support/payloads.ts';

/** The calendar's hostile content: every text and URL field of a round, and the podium (issue 30). */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: 'F1 season fields and podium in the calendar',
    group: 'F1 season round (name, circuit, city, country, url) and podium (driver, team)',
    fields: SEASON_FIELDS.length + 2,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      await routeHostileSeason(page, new Date(Date.now() - 24 * 3_600_000));
      await page.goto('/formel-1/kalender/');
      watcher.loaded();
      const calendar = page.locator('.kiosk-f1-calendar');
      await expect(calendar.locator('.kiosk-f1-calendar__round')).toHaveCount(
        SEASON_FIELDS.length * PAYLOADS.length,
      );
      for (const toggle of (await calendar.getByRole('button', { expanded: false }).all()).slice(0, 10))
        await toggle.click();
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
];
