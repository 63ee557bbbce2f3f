import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { VIEWPORTS } from './screenshots.ts';
import { holdPart, watchShifts } from './support/hand-over.ts';

// Swiping, paging and the shared feed are in newsticker.spec.ts; each test here has its own brand's feed.

async function quietFeed(request: APIRequestContext, project: string) {
  for (const path of ['ticking/off', 'mode/ok'])
    expect((await request.post(`/api/newsticker/demo/${project}/${path}`)).ok()).toBe(true);
}

const slider = (page: Page) => page.locator('[data-widget="highlight-slider"]');

test('highlight-slider shows the feed on its demo page and passes axe', async ({ page }) => {
  await page.goto('/nachrichten/');
  const widget = slider(page);
  await widget.scrollIntoViewIfNeeded();
  await expect(widget).toHaveAttribute('data-kiosk', 'mounted');
  const region = widget.getByRole('region', { name: 'Highlights' });
  await expect(region.getByRole('link').first()).toBeVisible();
  expect(await seriousViolations(page, '[data-widget="highlight-slider"]')).toEqual([]);
});

test('issue 23, 3: at 1280 px, ArrowRight to a card cut off at the right edge scrolls it fully into view', async ({
  page,
  request,
}) => {
  await quietFeed(request, 'rb');
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/nachrichten/?project=rb');
  const row = slider(page).locator('.kiosk-highlights__row');
  const links = row.locator('.kiosk-highlights__link');
  await expect(links).toHaveCount(8);
  /** How far the focused card reaches past the row's edges (0 when it is wholly in view). */
  const cutOff = () =>
    row.evaluate((list) => {
      const card = document.activeElement!.closest('li')!.getBoundingClientRect();
      const view = list.getBoundingClientRect();
      return Math.max(0, view.left - card.left) + Math.max(0, card.right - view.right);
    });
  await links.first().focus();
  // The fifth card is cut off at 1280 px; the last ones need the row's end.
  for (let card = 1; card < 8; card++) {
    await page.keyboard.press('ArrowRight');
    await expect(links.nth(card)).toBeFocused();
    await expect.poll(cutOff, { message: `card ${card + 1} is cut off` }).toBeLessThan(1);
  }
});

test('issue 23, 11: with long headlines the row does not grow when the feed arrives; nothing shifts', async ({
  page,
  request,
}) => {
  await quietFeed(request, 'pr');
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/newsticker/feed**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { items: Array<{ title: string; rubric?: string }> };
    body.items.forEach((item, index) => {
      // Three, two and one line(s) and more than the three a card shows; one without its rubric.
      item.title =
        index % 3 == 0
          ? `${item.title}: ${'Eine sehr lange Schlagzeile, die weit über drei Zeilen hinausgeht, '.repeat(3)}`
          : index % 3 == 1
            ? `${item.title}: eine Schlagzeile über zwei Zeilen hinweg`
            : 'Kurz';
      if (index == 1) item.rubric = '';
    });
    await held;
    await route.fulfill({ response, json: body });
  });
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto('/nachrichten/?project=pr');
  await expect(slider(page)).toHaveAttribute('data-kiosk', 'mounted');
  const section = slider(page).locator('.kiosk-highlights');
  await expect(section.locator('.kiosk-highlights__item--placeholder').first()).toBeVisible();
  const placeholder = (await section.boundingBox())!.height;
  const shifts = await watchShifts(page);
  answer();
  await expect(section.locator('.kiosk-highlights__link').first()).toBeVisible();
  expect((await section.boundingBox())!.height).toBe(placeholder);
  expect(await shifts()).toBe(0);
});

for (const width of [320, 1280]) {
  test(`issue 22: at ${width} px the CMS's resting slider holds its place; the article moves not at all until the feed is in`, async ({
    page,
    request,
  }) => {
    await quietFeed(request, 'ams');
    await page.setViewportSize({ width, height: 900 });
    // Every layout shift from navigation on whose moving parts are in the article (the header's own
    // controls are checked by their widgets' tests).
    await page.addInitScript(() => {
      const win = window as typeof window & { articleShifts?: string[] };
      win.articleShifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{
          value: number;
          sources: Array<{ node?: Node | null }>;
        }>)
          for (const source of entry.sources)
            if (source.node?.parentElement?.closest('.article'))
              win.articleShifts!.push(
                `${source.node.nodeName}.${(source.node as Element).className} ${entry.value.toFixed(4)} ${JSON.stringify((source as unknown as { previousRect: DOMRect }).previousRect)} ${JSON.stringify((source as unknown as { currentRect: DOMRect }).currentRect)}`,
              );
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const chunk = await holdPart(page, /\/kiosk\/widgets\/highlight-slider-[^/?]+\.js/);
    await page.goto('/');
    await page.goto('/nachrichten/');
    const heading = page.getByRole('heading', { name: 'So funktioniert der Newsticker' });
    // The resting markup, before Kiosk's slider has arrived.
    await expect.poll(() => chunk.requested.length).toBe(1);
    await expect(slider(page).getByRole('heading', { name: 'Highlights' })).toBeVisible();
    const before = await heading.boundingBox();
    chunk.release();
    await expect(slider(page)).toHaveAttribute('data-kiosk', 'mounted');
    await expect(slider(page).locator('.kiosk-highlights__link[href]').first()).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(await heading.boundingBox()).toEqual(before);
    expect(
      await page.evaluate(() => (window as typeof window & { articleShifts?: string[] }).articleShifts),
    ).toEqual([]);
  });
}
