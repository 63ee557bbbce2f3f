import { expect, type Page } from '@playwright/test';
import { TICKER_TIMEOUT_MS } from '../../features/f1/ticker-calls.ts';
import type { FaultRow } from './support/fault-row.ts';
import { BROWSER_FAULT_KINDS } from './support/route-fault.ts';

/**
 * The teaser's ticker row (issue 30): with the season pinned live (the page's own season answer, the
 * race under way now), a failing ticker keeps the teaser's LIVE box with its link, and no entry text.
 */
const teaser = (page: Page) => page.locator('[data-widget="f1-live-teaser"] .kiosk-f1-live-teaser');

export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'F1 ticker feed (live teaser on the F1 article)',
    routes: 'GET /api/f1/ticker/{round}',
    backend: '**/api/f1/ticker/**',
    faults: BROWSER_FAULT_KINDS,
    hangEnds: 'timeout',
    timeoutMs: TICKER_TIMEOUT_MS,
    async setUp({ page }) {
      await page.route('**/api/f1/season?**', async (route) => {
        const response = await route.fetch();
        const season = (await response.json()) as {
          rounds: Array<{ sessions: Array<{ kind: string; start: string; end: string }> }>;
        };
        const race = season.rounds[2]?.sessions.find((session) => session.kind == 'race');
        if (race) {
          race.start = new Date(Date.now() - 60_000).toISOString();
          race.end = new Date(Date.now() + 3 * 3_600_000).toISOString();
        }
        await route.fulfill({ response, json: season });
      });
    },
    async act({ page }) {
      await page.goto('/formel-1/');
    },
    async failed({ page }) {
      await expect(teaser(page)).toContainText('LIVE', { timeout: 3 * TICKER_TIMEOUT_MS });
      await expect(teaser(page).getByRole('link', { name: 'Zum Live-Ticker' })).toBeVisible();
      await expect(teaser(page).locator('.kiosk-f1-live-teaser__entry')).toHaveText('');
    },
    async succeeded({ page }) {
      await expect(teaser(page).locator('.kiosk-f1-live-teaser__entry')).not.toHaveText('', {
        timeout: 3 * TICKER_TIMEOUT_MS,
      });
    },
  },
];
