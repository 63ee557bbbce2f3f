import type { Page } from '@playwright/test';
import { PAYLOADS } from './payloads.ts';

/** The text and URL fields of a season round that the F1 widgets show or follow. */
export const SEASON_FIELDS = ['name', 'circuit', 'city', 'country', 'url'] as const;

/**
 * Answers `/api/f1/season` with one round per payload and field, the payload in that field, every
 * round's race at `raceAt` (so the countdown shows the first one, and the teaser is live when asked).
 */
export async function routeHostileSeason(page: Page, raceAt: Date) {
  const start = raceAt.toISOString();
  const end = new Date(raceAt.getTime() + 2 * 3_600_000).toISOString();
  const rounds = SEASON_FIELDS.flatMap((field, fieldIndex) =>
    PAYLOADS.map((payload, index) => ({
      round: fieldIndex * PAYLOADS.length + index + 1,
      id: `r-${field}-${index}`,
      name: 'Großer Preis von Japan',
      circuit: 'Suzuka',
      city: 'Suzuka',
      country: 'Japan',
      zone: 'Asia/Tokyo',
      url: 'https://example.org/ticker',
      [field]: payload,
      sessions: [{ id: `s-${field}-${index}`, kind: 'race', start, end, sequence: 0 }],
      podium: [{ position: 1, driver: payload, team: payload }],
    })),
  );
  await page.route('**/api/f1/season?**', (route) => route.fulfill({ json: { year: 2026, rounds } }));
}
