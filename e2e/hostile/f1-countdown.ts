import { expect } from '@playwright/test';
import { routeHostileSeason, SEASON_FIELDS } from './support/f1-season.ts';
import { expectClean, type HostileCase, PAYLOADS, touchEverything } from './support/payloads.ts';

/** The countdown's hostile content: every text and URL field of a season round (issue 30). */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: 'F1 season fields in the countdown (upcoming and live)',
    group: 'F1 season round (name, circuit, city, country, url)',
    fields: SEASON_FIELDS.length,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      // Live now: the countdown shows the first round's name and its url as the ticker link.
      await routeHostileSeason(page, new Date(Date.now() - 60_000));
      await page.goto('/formel-1/');
      watcher.loaded();
      const box = page.locator('[data-widget="f1-countdown"] .kiosk-f1-countdown');
      await expect(box).toContainText('LIVE');
      for (const link of await box.getByRole('link').all()) await link.click({ modifiers: ['Control'] });
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
];
