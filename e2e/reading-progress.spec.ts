import { expect, test, type Page } from '@playwright/test';

/** spec 3.6, 9.6: the reading-progress bar, its page flags and the article events. */
const PAGE = '/lesefortschritt/';

async function open(page: Page) {
  // The sender skips automated browsers (spec 5.6); a reader's browser is not one.
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }),
  );
  const events: Array<{ n: string; p?: Record<string, unknown> }> = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname == '/api/event') events.push(JSON.parse(request.postData() ?? '{}'));
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PAGE);
  await expect(page.locator('.kiosk-reading-progress__bar')).toBeAttached();
  return events;
}

const flag = (page: Page, name: string) => page.locator('html').getAttribute(`data-kiosk-${name}`);

test('scrolling the article moves the bar, sets the flags and sends article_start then article_complete', async ({
  page,
}) => {
  const events = await open(page);
  expect(await flag(page, 'is-exclusive')).toBe('true');
  await page.mouse.wheel(0, 600);
  await expect.poll(() => flag(page, 'global-scrolldown')).toBe('true');
  await expect.poll(() => events.map((event) => event.n)).toEqual(['article_start']);
  expect(events[0]?.p).toEqual({ counter: 1 });
  const width = Number(await flag(page, 'global-progress-bar-width'));
  expect(width).toBeGreaterThan(0);
  expect(width).toBeLessThan(100);

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => flag(page, 'global-progress-bar-width')).toBe('100');
  await expect.poll(() => events.map((event) => event.n)).toEqual(['article_start', 'article_complete']);
  await expect
    .poll(() =>
      page.locator('.kiosk-reading-progress__bar').evaluate((bar) => getComputedStyle(bar).transform),
    )
    .toBe('matrix(1, 0, 0, 1, 0, 0)');

  await page.mouse.wheel(0, -400);
  await expect.poll(() => flag(page, 'global-scrolldown')).toBe('false');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(300);
  expect(events.map((event) => event.n)).toEqual(['article_start', 'article_complete']);
});
