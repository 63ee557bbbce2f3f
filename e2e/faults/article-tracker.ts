import { expect, type Page } from '@playwright/test';
import type { FaultRow } from './support/fault-row.ts';
import { FAULTS, type Fault } from './support/route-fault.ts';

/**
 * The article tracker's row (issue 25, spec 7.8, spec 8 'article-tracker error'): the call each article
 * page view sends on idle. The reader did not act and nothing reads the answer, so a failure shows
 * nothing; a failed call is logged once with the spec's message. An unreadable body is not a failure
 * (the answer is never read), nor is a 200 with GraphQL errors: those log nothing.
 */
const ARTICLE = '/auto/';
const TRACKER = /\/api\/articletracker\/ams-artikel\?/;
const ERROR_LINE = '[kiosk:article-tracker] article-tracker error';
const LOGGED: ReadonlySet<Fault> = new Set<Fault>(['500', '401', '404', 'hang', 'dropped']);

/** Each page's console lines and the tracker answers that came from the demo host (204). */
const seen = new WeakMap<Page, { lines: string[]; delivered: number; answered: number }>();
const of = (page: Page) => seen.get(page)!;

export const FAULT_ROWS: readonly FaultRow[] = [
  {
    action: 'article tracker (on idle, once per article page view)',
    routes: 'GET /api/articletracker/{configId}',
    backend: '**/api/articletracker/ams-artikel?**',
    faults: FAULTS,
    hangEnds: 'clock',
    async setUp({ page }) {
      const record = { lines: [] as string[], delivered: 0, answered: 0 };
      seen.set(page, record);
      page.on('console', (message) => record.lines.push(message.text()));
      page.on('requestfinished', (request) => {
        if (TRACKER.test(request.url())) record.answered++;
      });
      page.on('response', (response) => {
        if (TRACKER.test(response.url()) && response.status() == 204) record.delivered++;
      });
    },
    // Once per page view: every try is a new one.
    act: async ({ page }) => void (await page.goto(ARTICLE)),
    async failed({ page }, fault) {
      const errors = () => of(page).lines.filter((line) => line.startsWith(ERROR_LINE));
      if (LOGGED.has(fault)) await expect.poll(errors).toHaveLength(1);
      else {
        // The faulty answer has arrived and been handled: still no line.
        await expect.poll(() => of(page).answered).toBeGreaterThan(0);
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
        expect(errors()).toEqual([]);
      }
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
    async succeeded({ page }, times) {
      await expect.poll(() => of(page).delivered).toBe(times);
    },
  },
];
