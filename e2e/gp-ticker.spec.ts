import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { shoot, THEMES, useTheme, VIEWPORTS } from './screenshots.ts';
import { watchShifts } from './support/hand-over.ts';

/**
 * issue 30: the GP ticker on a race replayed from now at 8× (the US race, which no other spec
 * replays): entries arrive, at the top they go in above what the reader reads and nothing shifts, a
 * reader scrolled down gets 'n neue Einträge' and nothing moves, a hidden
 * tab makes no requests; keyboard, axe in both themes, screenshots, in one page visit.
 */
const POLL_MS = 15_000;

test('live entries arrive; at the top they insert and scrolled down they wait behind a button, with no shift; a hidden tab is silent', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => {
    const state = window as unknown as { kioskHidden?: boolean };
    Object.defineProperty(Document.prototype, 'visibilityState', {
      configurable: true,
      get: () => (state.kioskHidden ? 'hidden' : 'visible'),
    });
  });
  await request.post('/api/f1/demo/replay/2026-usa?in=0&speed=8');
  const polls: string[] = [];
  page.on('request', (sent) => sent.url().includes('/api/f1/ticker/') && polls.push(sent.url()));
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/formel-1/ticker/?rennen=2026-usa');
  const ticker = page.locator('.kiosk-gp-ticker');
  await expect(ticker.locator('.kiosk-gp-ticker__state')).toHaveText(/^Live – Runde \d+\/56$/);
  const entries = ticker.locator('.kiosk-gp-ticker__entry');
  const count = () => entries.count();
  // A poll every interval on the page's clock; the replay moves on in real time meanwhile.
  const nextPoll = async () => {
    const before = polls.length;
    await page.waitForTimeout(2_500);
    await page.clock.runFor(POLL_MS);
    await expect.poll(() => polls.length).toBeGreaterThan(before);
  };
  const first = await count();
  await nextPoll();
  await expect.poll(count).toBeGreaterThan(first);
  expect(polls.at(-1)).toMatch(/since=\d+/);

  // At the top of the list new entries go in at once, above the entry the reader is reading, which
  // stays where it was: nothing shifts (the page scrolls by their height before it is painted).
  await page.evaluate(() => {
    const list = document.querySelector('.kiosk-gp-ticker__entries')!;
    window.scrollBy(0, list.getBoundingClientRect().top - innerHeight / 2);
  });
  const read = ticker.locator(`[data-seq="${await entries.nth(0).getAttribute('data-seq')}"]`);
  const readAt = (await read.boundingBox())!.y;
  expect(readAt).toBeGreaterThan(0);
  expect(readAt).toBeLessThan(600);
  const shifts = await watchShifts(page);
  const atTop = await count();
  for (let poll = 0; poll < 4 && (await count()) == atTop; poll++) await nextPoll();
  expect(await count()).toBeGreaterThan(atTop);
  await expect(entries.nth(0)).not.toHaveAttribute('data-seq', (await read.getAttribute('data-seq'))!);
  expect(Math.abs((await read.boundingBox())!.y - readAt)).toBeLessThan(1);
  expect(await shifts()).toBe(0);
  await expect(ticker.getByRole('button', { name: /neue(r)? Eintr/ })).toHaveCount(0);

  // Scrolled into the list: new entries wait, and what the reader reads stays where it is.
  await nextPoll();
  await page.evaluate(() => {
    const list = document.querySelector('.kiosk-gp-ticker__entries')!;
    window.scrollBy(0, list.getBoundingClientRect().top + 40);
  });
  const reading = entries.nth(1);
  const at = (await reading.boundingBox())!.y;
  const shown = await count();
  const button = ticker.getByRole('button', { name: /^\d+ neue(r)? Eintr(ag|äge)$/ });
  for (let poll = 0; poll < 4 && !(await button.isVisible()); poll++) await nextPoll();
  await expect(button).toBeVisible();
  await expect(ticker.getByRole('status')).toHaveText(/^\d+ neue(r)? Eintr(ag|äge)$/);
  expect(await count()).toBe(shown);
  expect((await reading.boundingBox())!.y).toBe(at);
  // Keyboard alone: the button shows them and puts the reader at the newest.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect.poll(count).toBeGreaterThan(shown);
  await expect(ticker.getByRole('list', { name: 'Einträge' })).toBeFocused();

  // A hidden tab makes no requests, and asks once when it comes back.
  const setHidden = (hidden: boolean) =>
    page.evaluate((value) => {
      (window as unknown as { kioskHidden?: boolean }).kioskHidden = value;
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await setHidden(true);
  const hiddenStart = polls.length;
  for (let step = 0; step < 4; step++) await page.clock.runFor(POLL_MS);
  await page.waitForTimeout(500);
  expect(polls.length).toBe(hiddenStart);
  await setHidden(false);
  await expect.poll(() => polls.length).toBe(hiddenStart + 1);

  await page.clock.resume();
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const theme of THEMES) {
    await useTheme(page, theme);
    expect(await seriousViolations(page, '.kiosk-gp-ticker')).toEqual([]);
    for (const viewport of [{ width: 320, height: 700 }, VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      await page.setViewportSize(viewport);
      await ticker.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      if (viewport.width == 320)
        await page.screenshot({ path: `e2e/screenshots/gp-ticker-narrow-${theme}.png` });
      else await shoot(page, 'gp-ticker', viewport == VIEWPORTS.mobile ? 'mobile' : 'desktop', theme);
    }
  }
});
