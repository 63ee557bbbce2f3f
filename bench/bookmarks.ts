import type { BenchSection } from './widget-sections.ts';
import type { Browser, Page } from 'playwright-core';
import { DEMO_USERS } from '../demo-host/api/community/seed.ts';
import { TOKEN_COOKIE } from '../src/session/token-cookie.ts';
import { runAlone } from './run-alone.ts';
import { PHONE_VIEWPORT, slowPage } from './browser.ts';
import { spread, type Spread } from './stats.ts';

const [anna] = DEMO_USERS;

/** Milliseconds from `act` until `done` holds. */
async function timed(page: Page, act: () => Promise<void>, done: () => Promise<unknown>) {
  const started = Date.now();
  await act();
  await done();
  return Date.now() - started;
}

/**
 * The bookmarks scenario (issue 12), at 4× CPU slowdown on a phone: an anonymous reader's first click on
 * 'Merken' until the login prompt shows (loads the prompt chunk with the popover); then, logged in, a
 * click until the button is pressed (optimistic) and until the server confirmed it; and the first
 * open of the panel until its list shows (loads the panel chunk, reads favourites and bookmarks).
 */
async function runOnce(browser: Browser, origin: string) {
  const { context, page } = await slowPage(browser, { viewport: PHONE_VIEWPORT });
  const xhr = { 'X-Requested-With': 'XMLHttpRequest' };
  await context.request.post(`${origin}/api/bookmarks/demo-reset?rkm_auth_token=${anna.token}`, {
    headers: xhr,
  });
  await page.goto(`${origin}/auto/`);
  const button = page.locator('.article-favourite').first().getByRole('button');
  await button.waitFor();
  const promptMs = await timed(
    page,
    () => button.click(),
    () => page.getByRole('dialog', { name: 'Anmelden' }).waitFor(),
  );

  // Forget the wish the prompt kept (it would be saved on login), so the next click saves, not removes.
  await page.evaluate(() => sessionStorage.clear());
  await context.addCookies([{ name: TOKEN_COOKIE, value: anna.token, url: origin }]);
  await page.goto(`${origin}/auto/`);
  await page.locator('html[data-kiosk-logged-in="true"]').waitFor();
  // The resting button is disabled until the favourites store can act (issue 22); a click before that
  // does nothing, and the wait below would never end.
  await page
    .locator('.article-favourite .kiosk-save-toggle__button[aria-pressed="false"]:not([disabled])')
    .first()
    .waitFor();
  // Timed inside the page: Playwright's own click round trip would hide an optimistic flip.
  const { toggleMs, confirmedMs } = await page.evaluate(async () => {
    const target = document.querySelector('.article-favourite .kiosk-save-toggle__button') as HTMLElement;
    const started = performance.now();
    const flipped = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (target.getAttribute('aria-pressed') != 'true') return;
        observer.disconnect();
        resolve(performance.now() - started);
      });
      observer.observe(target, { attributes: true });
    });
    const answered = new Promise<number>((resolve) => {
      const observer = new PerformanceObserver((list) => {
        const entry = list.getEntries().find((item) => item.name.includes('/bookmarks/toggle'));
        if (!entry) return;
        observer.disconnect();
        resolve((entry as PerformanceResourceTiming).responseEnd - started);
      });
      observer.observe({ type: 'resource' });
    });
    const late = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error("'Merken' did not flip or was not answered within 15 s")), 15_000),
    );
    target.click();
    return {
      toggleMs: await Promise.race([flipped, late]),
      confirmedMs: await Promise.race([answered, late]),
    };
  });

  const panelMs = await timed(
    page,
    () => page.locator('.site-header').getByRole('button', { name: 'Merkliste' }).click(),
    () => page.locator('.kiosk-bookmarks__item').first().waitFor(),
  );
  await context.close();
  return { promptMs, toggleMs, confirmedMs, panelMs };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const cell = (value: Spread) => `${ms(value.median)} (${ms(value.min)}–${ms(value.max)})`;

/** The scenario `runs` times, as a section of bench/report.md. */
export async function bookmarksSection(browser: Browser, origin: string, runs: number): Promise<string> {
  const results: Array<Awaited<ReturnType<typeof runOnce>>> = [];
  for (let run = 0; run < runs; run++) results.push(await runOnce(browser, origin));
  const of = (key: keyof (typeof results)[number]) => cell(spread(results.map((entry) => entry[key])));
  return [
    '## Scenario: bookmarks on the article page',
    '',
    '| step | time |',
    '| --- | ---: |',
    `| anonymous 'Merken' → login prompt (loads the prompt chunk with the popover) | ${of('promptMs')} |`,
    `| logged in: 'Merken' pressed (optimistic) | ${of('toggleMs')} |`,
    `| logged in: 'Merken' → server answer | ${of('confirmedMs')} |`,
    `| first open of the panel → saved articles listed (loads the panel chunk, two reads) | ${of('panelMs')} |`,
    '',
  ].join('\n');
}

/** The bookmarks scenario in `npm run bench` (bench/widget-sections.ts). */
export const section: BenchSection = {
  measure: ({ browser, origin, runs }) => bookmarksSection(browser, origin, runs),
};

await runAlone(import.meta.url, bookmarksSection);
