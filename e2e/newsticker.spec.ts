import { feedKey } from '../features/newsticker/news-ticker.ts';
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { clickDuringHandOver, holdPart, watchShifts } from './support/hand-over.ts';
import { swipeLeft } from './support/swipe.ts';
import { shoot, THEMES, useTheme, VIEWPORTS } from './screenshots.ts';

/**
 * The newsticker bell and the highlight slider (issue 14). Each test uses its own brand's feed
 * (`?project=`), so tests running in parallel never share one; automatic items are switched off and
 * a test publishes what it needs. Polling runs on Playwright's clock: a minute passes at once.
 */

const MINUTE = 60_000;

async function feedControl(request: APIRequestContext, project: string, path: string) {
  const response = await request.post(`/api/newsticker/demo/${project}/${path}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { published?: string };
}

async function quietFeed(request: APIRequestContext, project: string) {
  await feedControl(request, project, 'ticking/off');
  await feedControl(request, project, 'mode/ok');
}

const bell = (page: Page) => page.locator('.kiosk-newsticker__bell');
/**
 * The feed requests a page made: `sent` when they leave, `ended` once answered (or failed). The next
 * poll is due a minute after the last answer, so the clock may move on only once the answer is in;
 * and it must stand still while a request is on its way, or the request's own timeout (on the same
 * clock) ends it as a failure and the next poll backs off to two minutes.
 */
const feedRequests = (page: Page) => {
  const counts = { sent: 0, ended: 0 };
  const isFeed = (request: Request) => request.url().includes('/api/newsticker/feed');
  page.on('request', (request) => void (isFeed(request) && counts.sent++));
  const end = (request: Request) => void (isFeed(request) && counts.ended++);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return counts;
};

/** Lets the loader's idle trigger and the first load run on the installed clock. */
async function openNews(page: Page, project: string) {
  await page.goto(`/nachrichten/?project=${project}`);
  await page.clock.runFor(3_000);
  await expect(bell(page)).toHaveAttribute('aria-label', 'Newsticker: keine neuen Meldungen');
}

test.describe('newsticker bell', () => {
  test('issue 22: a click on the resting bell while the list loads opens it once; nothing moves, focus stays', async ({
    page,
    request,
  }) => {
    await quietFeed(request, 'fr');
    const handOver = await clickDuringHandOver(
      page,
      bell(page),
      /\/kiosk\/widgets\/newsticker-bell-[^/?]+\.js/,
    );
    await page.goto('/nachrichten/?project=fr');
    const check = await handOver.click();
    const list = page.getByRole('dialog', { name: 'Neueste Meldungen' });
    await expect(list).toBeVisible();
    await check(list);
    await page.waitForTimeout(300);
    await expect(list).toBeVisible();
    await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');
  });

  test('issue 22: Enter on the focused resting bell while the list loads opens it once; focus goes into it', async ({
    page,
    request,
  }) => {
    // The keyboard test's brand: both only need a quiet feed.
    await quietFeed(request, 'hw');
    const part = await holdPart(page, /\/kiosk\/widgets\/newsticker-bell-[^/?]+\.js/);
    await page.goto('/nachrichten/?project=hw');
    await expect(bell(page)).toBeEnabled();
    const before = await bell(page).boundingBox();
    const shifts = await watchShifts(page);
    await bell(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => part.requested.length).toBe(1);
    const list = page.getByRole('dialog', { name: 'Neueste Meldungen' });
    // Held: the list cannot be there yet, and the Enter is kept, not lost.
    await expect(list).toHaveCount(0);
    part.release();
    await expect(list).toBeVisible();
    await expect(list.getByRole('link').first()).toBeFocused();
    expect(await bell(page).boundingBox()).toEqual(before);
    expect(await shifts()).toBe(0);
    // Acted on once: a second toggle would have closed it again.
    await page.waitForTimeout(300);
    await expect(list).toBeVisible();
    await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(bell(page)).toBeFocused();
  });

  test('a new item shows 1 on the bell in every tab; opening the list in one clears it in the other', async ({
    context,
    request,
  }) => {
    await quietFeed(request, 'fr');
    await context.clock.install();
    const first = await context.newPage();
    const second = await context.newPage();
    await openNews(first, 'fr');
    await openNews(second, 'fr');

    // Which item that is depends on how long the server has run (one a minute until ticking stopped).
    const { published } = await feedControl(request, 'fr', 'publish');
    await first.clock.fastForward(MINUTE);
    for (const page of [first, second]) {
      await expect(bell(page)).toHaveAttribute('aria-label', 'Newsticker: 1 neue Meldung');
      await expect(bell(page).locator('.kiosk-newsticker__badge')).toHaveText('1');
    }

    await bell(first).click();
    const list = first.getByRole('dialog', { name: 'Neueste Meldungen' });
    await expect(list).toBeVisible();
    await expect(list.getByRole('link').first()).toHaveAttribute('href', new RegExp(`meldung=${published}$`));
    await expect(list.getByRole('link', { name: 'Mehr News' })).toHaveAttribute('href', /\/nachrichten\/$/);
    await expect(bell(second)).toHaveAttribute('aria-label', 'Newsticker: keine neuen Meldungen');
    await expect(bell(second).locator('.kiosk-newsticker__badge')).toHaveCount(0);
  });

  test("shows '9+' above nine unread items", async ({ page, request }) => {
    await quietFeed(request, 'pr');
    await page.clock.install();
    await openNews(page, 'pr');
    for (let index = 0; index < 10; index++) await feedControl(request, 'pr', 'publish');
    await page.clock.fastForward(MINUTE);
    await expect(bell(page)).toHaveAttribute('aria-label', 'Newsticker: 10 neue Meldungen');
    await expect(bell(page).locator('.kiosk-newsticker__badge')).toHaveText('9+');
    for (const theme of THEMES) {
      await useTheme(page, theme);
      await shoot(page, 'newsticker-badge', 'desktop', theme);
    }
  });

  test('three tabs make one request a minute together; a hidden tab makes none and refreshes once on return', async ({
    context,
    request,
  }) => {
    // Ten minutes of three tabs, each minute's answer over the real network: more than 30 s when loaded.
    test.slow();
    await quietFeed(request, 'rb');
    // A page's visibility as the test says (headless pages are all 'visible').
    await context.addInitScript(() => {
      const state = window as unknown as { kioskHidden?: boolean };
      Object.defineProperty(Document.prototype, 'visibilityState', {
        configurable: true,
        get: () => (state.kioskHidden ? 'hidden' : 'visible'),
      });
    });
    // The feed's timeout runs on the page clock, which also flows with real time: on a loaded machine an
    // answer can take seconds, and a timed-out poll would back the next one off to two minutes. The
    // longest timeout the config takes keeps every poll of this test an answered one.
    await context.route(/\/nachrichten\/\?project=rb$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '"isAb":false',
        '"isAb":false,"newsticker":{"timeoutMs":60000}',
      );
      await route.fulfill({ response, body: html });
    });
    await context.clock.install();
    const pages = [await context.newPage(), await context.newPage(), await context.newPage()];
    const requests = pages.map(feedRequests);
    for (const page of pages) await openNews(page, 'rb');
    const total = () => requests.reduce((sum, counts) => sum + counts.ended, 0);
    const inFlight = () => requests.some((counts) => counts.sent > counts.ended);
    const start = total();
    // When the tabs last took in an answer (the shared feed's fetchedAt, on the page's clock).
    const takenInAt = () =>
      pages[0]!.evaluate(
        (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { fetchedAt?: number }).fetchedAt,
        feedKey('rb'),
      );
    // Minute by minute: each answer arrives over the real network before the clock moves on. The next
    // poll is due a minute after the last answer, and an answer takes real time on a loaded machine,
    // so the clock may move on by a second at a time until the poll leaves (never by another minute,
    // and never while it is on its way); and the clock waits until the page has taken the answer in,
    // or the next minute would count from a fetchedAt that is already a minute late.
    for (let minute = 1; minute <= 10; minute++) {
      const before = await takenInAt();
      await pages[0]!.clock.runFor(MINUTE);
      // Up to 15 s of waiting: on a loaded machine a second of page time can take a real second.
      await expect
        .poll(
          async () => {
            if (total() < start + minute && !inFlight()) await pages[0]!.clock.runFor(1_000);
            return total();
          },
          {
            timeout: 15_000,
            message: `minute ${minute}: one poll for the three tabs`,
          },
        )
        .toBe(start + minute);
      await expect.poll(takenInAt).not.toBe(before);
    }

    const setHidden = (page: Page, hidden: boolean) =>
      page.evaluate((value) => {
        (window as unknown as { kioskHidden?: boolean }).kioskHidden = value;
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    for (const page of pages) await setHidden(page, true);
    const hiddenStart = total();
    for (let minute = 1; minute <= 10; minute++) await pages[0]!.clock.runFor(MINUTE);
    await pages[0]!.waitForTimeout(500);
    expect(total()).toBe(hiddenStart);

    await feedControl(request, 'rb', 'publish');
    await setHidden(pages[1]!, false);
    await expect(bell(pages[1]!)).toHaveAttribute('aria-label', 'Newsticker: 1 neue Meldung');
    expect(total()).toBe(hiddenStart + 1);
    // The hidden tabs hear the news too, without asking.
    await expect(bell(pages[2]!)).toHaveAttribute('aria-label', 'Newsticker: 1 neue Meldung');
  });

  test('a failed feed shows the German error with a retry, and the retry recovers', async ({
    page,
    request,
  }) => {
    await quietFeed(request, 'mh');
    await feedControl(request, 'mh', 'mode/fail');
    await page.goto('/nachrichten/?project=mh');
    await bell(page).click();
    const list = page.getByRole('dialog', { name: 'Neueste Meldungen' });
    await expect(list.getByRole('alert')).toHaveText(/^Die Meldungen konnten gerade nicht geladen werden\./);
    // Not 'später' right above 'Erneut versuchen' (issue 23, 7).
    await expect(list.getByRole('alert')).not.toContainText('später');
    await feedControl(request, 'mh', 'mode/ok');
    await list.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(list.getByRole('link')).toHaveCount(11);
    await expect(list.getByRole('alert')).toHaveText('');
    // Not onto the emptied alert (issue 23, focus 2): the heading above the items.
    await expect(list.getByRole('heading', { name: 'Neueste Meldungen' })).toBeFocused();
  });

  test('the list and its popover are no part of the page load: fetched once, after it (issue 22)', async ({
    page,
    request,
  }) => {
    await quietFeed(request, 'wh');
    await page.goto('/nachrichten/?project=wh');
    await bell(page).click();
    await expect(page.getByRole('dialog', { name: 'Neueste Meldungen' })).toBeVisible();
    const fetched = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return performance
        .getEntriesByType('resource')
        .filter((entry) => /newsticker-news-popover-/.test(entry.name))
        .map((entry) => entry.startTime >= navigation!.loadEventStart);
    });
    expect(fetched).toEqual([true]);
  });

  test('works by keyboard alone: open, read, close back on the bell', async ({ page, request }) => {
    await quietFeed(request, 'hw');
    await page.goto('/nachrichten/?project=hw');
    await expect(bell(page)).toHaveAttribute('aria-label', /Newsticker: /);
    // A disabled resting control takes no focus (issue 22); the keyboard reaches it once it can act.
    await expect(bell(page)).toBeEnabled();
    await bell(page).focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('dialog', { name: 'Neueste Meldungen' });
    await expect(list).toBeVisible();
    // Focus moves into the list, on its first item; Tab goes on to the next.
    await expect(list.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(bell(page)).toBeFocused();
    // 'Schließen' at the end of the list does the same (issue 23, focus 2).
    await page.keyboard.press('Enter');
    await list.getByRole('button', { name: 'Schließen' }).click();
    await expect(list).toBeHidden();
    await expect(bell(page)).toBeFocused();
  });

  test('issue 23, 12: with the list open, a click on a page link is followed at once and closes the list', async ({
    page,
    request,
  }) => {
    await quietFeed(request, 'wh');
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/nachrichten/?project=wh');
    await expect(bell(page)).toBeEnabled();
    await bell(page).click();
    const list = page.getByRole('dialog', { name: 'Neueste Meldungen' });
    await expect(list.getByRole('link').first()).toBeFocused();
    // The reader scrolls on with the list open (it stays where it is) and clicks a link further down.
    const link = page.getByRole('link', { name: 'Startseite der Demo' });
    await page.mouse.wheel(0, 600);
    await expect(link).toBeInViewport();
    const box = (await link.boundingBox())!;
    await page.mouse.click(box.x + 4, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/\?project=wh$|\/$/);
  });

  test('sends the analytics events bell, news item and more news', async ({ page, request }) => {
    await quietFeed(request, 'mt');
    await page.goto('/nachrichten/?project=mt');
    const events: string[] = [];
    await page.exposeFunction('kioskEvent', (name: string) => events.push(name));
    await page.evaluate(() =>
      document.addEventListener('kiosk:analytics-event', (event) =>
        (window as unknown as { kioskEvent: (name: string) => void }).kioskEvent(
          (event as CustomEvent<{ name: string }>).detail.name,
        ),
      ),
    );
    await bell(page).click();
    const list = page.getByRole('dialog', { name: 'Neueste Meldungen' });
    await list
      .getByRole('link')
      .first()
      .click({ modifiers: ['Control'] });
    await list.getByRole('link', { name: 'Mehr News' }).click({ modifiers: ['Control'] });
    await expect
      .poll(() => events)
      .toEqual(['Newsticker / Glocke', 'Newsticker / Meldung', 'Newsticker / Mehr News']);
  });
});

test.describe('highlight slider', () => {
  test('moves by keyboard: arrow keys go from item to item, the buttons page', async ({ page, request }) => {
    await quietFeed(request, 'pro');
    await page.goto('/nachrichten/?project=pro');
    const slider = page.locator('.kiosk-highlights');
    const links = slider.locator('.kiosk-highlights__link');
    await expect(links).toHaveCount(8);
    await links.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(links.first()).toBeFocused();

    const row = slider.locator('.kiosk-highlights__row');
    const next = slider.getByRole('button', { name: 'Nächste Highlights' });
    await expect(slider.getByRole('button', { name: 'Vorherige Highlights' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
    await expect(slider.getByRole('button', { name: 'Vorherige Highlights' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });

  test('swipes on a phone and snaps to an item', async ({ browser }) => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto('/nachrichten/?project=pro');
    const row = page.locator('.kiosk-highlights__row');
    await expect(row.locator('img').first()).toBeVisible();
    const box = (await row.boundingBox())!;
    const cdp = await context.newCDPSession(page);
    // A finger moving 200 px to the left.
    const x = Math.round(box.x + box.width * 0.8);
    await swipeLeft(cdp, { fromX: x, toX: x - 200, y: Math.round(box.y + box.height / 3) });
    await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(50);
    // Snapped: an item's left edge sits at the row's start (scroll-padding 4 px).
    await expect
      .poll(() =>
        row.evaluate((element) => {
          const start = element.getBoundingClientRect().left;
          return [...element.children].some(
            (item) => Math.abs(item.getBoundingClientRect().left - start - 4) < 2,
          );
        }),
      )
      .toBe(true);
    await context.close();
  });

  test('reserves the pictures’ space: nothing shifts while they load', async ({ page, request }) => {
    await quietFeed(request, 'ams');
    await page.route('**/api/newsticker/images/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/nachrichten/?project=ams');
    const heading = page.getByRole('heading', { name: 'So funktioniert der Newsticker' });
    const picture = page.locator('.kiosk-highlights__picture').first();
    await expect(picture).toBeVisible();
    const before = (await heading.boundingBox())!.y;
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
    expect((await heading.boundingBox())!.y).toBe(before);
  });
});

test.describe('newsticker: axe and screenshots', () => {
  for (const theme of THEMES)
    test(`no serious axe violations with the list open and the slider, ${theme}`, async ({
      page,
      request,
    }) => {
      await quietFeed(request, 'mo');
      await page.goto('/nachrichten/?project=mo');
      await useTheme(page, theme);
      await expect(page.locator('.kiosk-highlights img').first()).toBeVisible();
      await bell(page).click();
      await expect(
        page.getByRole('dialog', { name: 'Neueste Meldungen' }).getByRole('link').first(),
      ).toBeVisible();
      expect(await seriousViolations(page, '.kiosk-root')).toEqual([]);
    });

  for (const viewport of ['desktop', 'mobile'] as const)
    for (const theme of THEMES)
      test(`screenshots ${viewport} ${theme}`, async ({ page, request }) => {
        await quietFeed(request, 'ams');
        await page.setViewportSize(VIEWPORTS[viewport]);
        await page.goto('/nachrichten/');
        await useTheme(page, theme);
        const picture = page.locator('.kiosk-highlights img').first();
        await expect(picture).toBeVisible();
        await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
        await shoot(page, 'newsticker-slider', viewport, theme);
        await bell(page).click();
        await expect(
          page.getByRole('dialog', { name: 'Neueste Meldungen' }).getByRole('link').first(),
        ).toBeVisible();
        await shoot(page, 'newsticker-open', viewport, theme);
      });

  for (const width of [320, 360])
    test(`nothing scrolls sideways at ${width} px, list open or closed`, async ({ page, request }) => {
      await quietFeed(request, 'ams');
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/nachrichten/');
      await expect(page.locator('.kiosk-highlights img').first()).toBeVisible();
      const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await scrollWidth()).toBeLessThanOrEqual(width);
      await bell(page).click();
      const list = page.getByRole('dialog', { name: 'Neueste Meldungen' });
      await expect(list).toBeVisible();
      // It hangs 8 px below the bell, shifted to stay 8 px inside the viewport (ui/place-popover.ts).
      const box = (await list.boundingBox())!;
      const under = (await bell(page).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(8);
      expect(box.x + box.width).toBeLessThanOrEqual(width - 8);
      expect(box.y).toBeCloseTo(under.y + under.height + 8, 0);
      expect(await scrollWidth()).toBeLessThanOrEqual(width);
    });
});

test('issue 22: on an article without the slider, the ticker and its first poll come after the page load', async ({
  page,
}) => {
  const polls = feedRequests(page);
  await page.goto('/auto/');
  await expect(bell(page)).toHaveAttribute('aria-label', /^Newsticker: /);
  const [loadEnd, tickerStart] = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const chunk = performance
      .getEntriesByType('resource')
      .find((entry) => /\/common-page-ticker-/.test(entry.name));
    return [navigation!.loadEventEnd, chunk?.startTime ?? -1];
  });
  expect(tickerStart).toBeGreaterThanOrEqual(loadEnd);
  expect(polls.ended).toBeGreaterThan(0);
});
