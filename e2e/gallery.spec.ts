import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { THEMES, useTheme, VIEWPORTS } from './screenshots.ts';
import { recordPage } from './support/element-events.ts';
import { swipeLeft } from './support/swipe.ts';

/** Issue 29: the gallery's overlay, sticky mode and advertorial labels on the demo article. */
const PAGE = '/auto/galerie/';
const ADVERTORIAL = '/camping/galerie-anzeige/';
const sticky = (page: Page) => page.locator('[data-widget="gallery"]').first();
const all = (page: Page) => page.locator('#alle');
const overlay = (page: Page, name = 'Alle 60 Bilder') => page.getByRole('dialog', { name });
const count = (page: Page) => page.locator('.kiosk-gallery-overlay__count');

async function openPage(page: Page, path = PAGE) {
  await page.goto(path);
  await expect(page.locator('[data-widget="gallery"]').first()).toHaveAttribute('data-kiosk', 'mounted');
}

test('by keys, buttons and thumbnails; the address names the image; Escape and back close, focus back on the image', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const recorded = await recordPage(page);
  await openPage(page);
  const third = all(page).getByRole('link', { name: 'Bild 3 von 60 groß anzeigen' });
  await third.click();
  await expect(overlay(page)).toBeVisible();
  await expect(count(page)).toHaveText('3 / 60');
  await expect(page).toHaveURL(/#alle-bild-3$/);
  await expect(page.locator('html')).toHaveAttribute('data-kiosk-gallery-open', 'true');
  const current = overlay(page).getByRole('group', { name: '3 von 60' });
  await expect(current).toContainText('Das Heck trägt die Leuchten');
  await expect(current).toContainText('Foto: Jana Berger');

  await page.keyboard.press('ArrowRight');
  await expect(count(page)).toHaveText('4 / 60');
  await expect(page).toHaveURL(/#alle-bild-4$/);
  const next = overlay(page).getByRole('button', { name: 'Nächstes Bild' });
  await next.click();
  await expect(count(page)).toHaveText('5 / 60');
  await expect(next).toBeFocused();
  const thumb = overlay(page).getByRole('button', { name: 'Bild 40 von 60' });
  await thumb.click();
  await expect(count(page)).toHaveText('40 / 60');
  await expect(thumb).toHaveAttribute('aria-current', 'true');
  await expect(thumb).toBeFocused();
  // Neighbours are loaded, far images are not.
  await expect(overlay(page).locator('img[src$="/41.png"]').first()).toHaveJSProperty('complete', true);
  await expect(overlay(page).locator('.kiosk-gallery-overlay__track img[src$="/50.png"]')).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(overlay(page)).toBeHidden();
  await expect(third).toBeFocused();
  await expect(page).not.toHaveURL(/#/);
  await expect(page.locator('html')).toHaveAttribute('data-kiosk-gallery-open', 'false');

  // Back closes it too, with focus on the image it was opened from.
  const second = all(page).getByRole('link', { name: 'Bild 2 von 60 groß anzeigen' });
  await second.click();
  await expect(count(page)).toHaveText('2 / 60');
  await page.goBack();
  await expect(overlay(page)).toBeHidden();
  await expect(second).toBeFocused();

  // One 'Galerie / klick' per image the reader brought up: 3, 4, 5, 40, then 2 on the second opening.
  // (The sticky gallery above reports its own, length 24, as the page scrolls past it.)
  const clicks = (await recorded.named('Galerie / klick')).filter((event) => event.props?.length == 60);
  expect(clicks.map((event) => event.props?.counter)).toEqual([1, 2, 3, 4, 5]);
  expect(await recorded.named('Galerie / sichtbar')).not.toHaveLength(0);
});

test('opening loads the pictures in or near view, not all sixty thumbnails', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  const pictures: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/gallery\/bild\/ams\/(\d+)\.png/.exec(request.url());
    if (match) pictures.push(match[1]!);
  });
  await openPage(page);
  await all(page).getByRole('link', { name: 'Bild 1 von 60 groß anzeigen' }).click();
  await expect(count(page)).toHaveText('1 / 60');
  await expect(overlay(page).locator('.kiosk-gallery-overlay__thumbs img').first()).toHaveJSProperty(
    'complete',
    true,
  );
  await page.waitForTimeout(500);
  // Preact sets attributes in the order they are written: an `<img>` given its address before
  // `loading="lazy"` was fetched at once, and all sixty thumbnails loaded as the overlay opened.
  expect(pictures).toContain('1');
  expect(pictures).not.toContain('60');
});

test('an address naming an image opens the overlay on it; the close takes the hash away', async ({
  page,
}) => {
  await page.goto(`${PAGE}#bild-7`);
  await expect(overlay(page, 'Der Test in 24 Bildern')).toBeVisible();
  await expect(count(page)).toHaveText('7 / 24');
  await overlay(page, 'Der Test in 24 Bildern').getByRole('button', { name: 'Schließen' }).click();
  await expect(overlay(page, 'Der Test in 24 Bildern')).toBeHidden();
  await expect(page).not.toHaveURL(/#/);
  // At 1280 px the gallery is in sticky mode: its stage stands for the images.
  await expect(sticky(page).locator('.kiosk-gallery__stage').getByRole('button')).toBeFocused();
});

test('on a phone: a swipe moves on, a double tap and a pinch zoom', async ({ browser }) => {
  const context = await browser.newContext({ viewport: VIEWPORTS.mobile, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await openPage(page);
  await sticky(page).getByRole('link', { name: 'Bild 1 von 24 groß anzeigen' }).tap();
  await expect(count(page)).toHaveText('1 / 24');
  // The reader swipes the image they see: the slides come a frame or two after the dialog (on npm test's
  // loaded cores a swipe made at once met the track's stand-in and moved nothing).
  await expect(
    overlay(page, 'Der Test in 24 Bildern').getByRole('group', { name: '1 von 24' }).getByRole('img'),
  ).toBeVisible();
  const cdp = await context.newCDPSession(page);
  // A finger moving left across the image: the track's own scrolling, snapped to the next slide.
  await swipeLeft(cdp, { fromX: 300, toX: 60, y: 300 });
  await expect(count(page)).toHaveText('2 / 24');
  await expect(page).toHaveURL(/#bild-2$/);

  const zoom = overlay(page, 'Der Test in 24 Bildern').getByRole('button', { name: 'Bild vergrößern' });
  const frame = page.locator('.kiosk-gallery-overlay__frame').nth(1);
  const box = (await frame.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  // Both taps sent at once: a loaded machine spread two awaited taps beyond the 300 ms of a double tap.
  const doubleTap = () =>
    Promise.all(
      ['touchStart', 'touchEnd', 'touchStart', 'touchEnd'].map((type) =>
        cdp.send('Input.dispatchTouchEvent', {
          type: type as 'touchStart' | 'touchEnd',
          touchPoints: type == 'touchEnd' ? [] : [{ x, y }],
        }),
      ),
    );
  await doubleTap();
  await expect(zoom).toHaveAttribute('aria-pressed', 'true');
  await doubleTap();
  await expect(zoom).toHaveAttribute('aria-pressed', 'false');

  // Two fingers moving apart.
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints:
        type == 'touchEnd'
          ? []
          : [
              { x: x - spread, y, id: 1 },
              { x: x + spread, y, id: 2 },
            ],
    });
  await touch('touchStart', 20);
  for (const spread of [40, 60, 80]) await touch('touchMove', spread);
  await touch('touchEnd', 0);
  await expect(zoom).toHaveAttribute('aria-pressed', 'true');
  // The image eases into its scale (0.15 s): on a loaded machine the first reading is mid-way.
  await expect
    .poll(() =>
      page
        .locator('.kiosk-gallery-overlay__frame--zoomed img')
        .evaluate((img) => new DOMMatrix(getComputedStyle(img).transform).a),
    )
    .toBeGreaterThan(3);
  await context.close();
});

test('sticky at 1280 px: starts with no shift; the image stays under the header while the captions scroll, a caption switches it', async ({
  page,
}) => {
  // The shifts of what is in the galleries: the page's sticky layout (server CSS) reserves the stage's
  // column, so the stage that comes on idle moves nothing.
  await page.addInitScript(() => {
    const win = window as typeof window & { galleryShift: number };
    win.galleryShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const { value, sources } = entry as unknown as { value: number; sources: { node?: Node }[] };
        if (sources.some(({ node }) => node?.parentElement?.closest('[data-widget="gallery"]')))
          win.galleryShift += value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.setViewportSize(VIEWPORTS.desktop);
  await openPage(page);
  await expect(page.locator('html')).toHaveAttribute('data-kiosk-is-sticky-gallery-active', 'true');
  // In view when it started (a shift out of view would not count), and nothing in it moved.
  expect((await sticky(page).boundingBox())!.y).toBeLessThan(VIEWPORTS.desktop.height / 2);
  expect(await page.evaluate(() => (window as typeof window & { galleryShift: number }).galleryShift)).toBe(
    0,
  );
  const stage = sticky(page).locator('.kiosk-gallery__stage');
  const figures = sticky(page).locator('figure');
  await figures
    .nth(4)
    .evaluate((figure) => scrollBy(0, figure.getBoundingClientRect().top - innerHeight / 2 + 10));
  await expect(stage.locator('img')).toHaveAttribute('src', /\/5\.png$/);
  await expect(stage).toContainText('5 / 24');
  expect((await stage.boundingBox())!.y).toBeCloseTo(96, 0);
  await page.screenshot({ path: 'e2e/screenshots/gallery-sticky-desktop-light.png' });
  // The stage opens the overlay on the image it shows.
  await stage.getByRole('button', { name: 'Bild 5 von 24 groß anzeigen' }).click();
  // Open, not only rendered: the count is there a frame before `showModal`, and an Escape in that frame
  // found no dialog to close (once in a clean-clone run).
  await expect(overlay(page, 'Der Test in 24 Bildern')).toBeVisible();
  await expect(count(page)).toHaveText('5 / 24');
  await page.keyboard.press('Escape');
  await expect(stage.getByRole('button')).toBeFocused();

  // Phones get the plain gallery.
  await page.setViewportSize(VIEWPORTS.mobile);
  await expect(page.locator('html')).toHaveAttribute('data-kiosk-is-sticky-gallery-active', 'false');
  await expect(stage).toHaveCount(0);
});

test("advertorial: 'Anzeige' on every image and in the overlay; ad slots after every 5th image, in the overlay only", async ({
  page,
}) => {
  await openPage(page, ADVERTORIAL);
  const gallery = page.locator('[data-widget="gallery"]');
  await expect(gallery.locator('figure').getByText('Anzeige', { exact: true })).toHaveCount(12);
  await expect(page.locator('[data-kiosk-ad-slot]')).toHaveCount(0);
  await gallery.getByRole('link', { name: 'Bild 5 von 12 groß anzeigen' }).click();
  const dialog = overlay(page, 'Unterwegs mit dem Familien-Camper');
  await expect(dialog.locator('.kiosk-gallery-overlay__bar')).toContainText('Anzeige');
  await expect(dialog.locator('[data-kiosk-ad-slot]')).toHaveCount(2);
  await page.keyboard.press('ArrowRight');
  await expect(dialog.locator('#kiosk-gallery-ad-5')).toBeInViewport();
  await page.keyboard.press('ArrowRight');
  await expect(count(page)).toHaveText('6 / 12');
});

test('keyboard only: Tab to an image, Enter opens, the steps move, Escape returns focus', async ({
  page,
}) => {
  await openPage(page);
  const first = sticky(page).getByRole('link', { name: 'Bild 1 von 24 groß anzeigen' });
  await page.setViewportSize(VIEWPORTS.mobile);
  await first.focus();
  await page.keyboard.press('Enter');
  const dialog = overlay(page, 'Der Test in 24 Bildern');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  const next = dialog.getByRole('button', { name: 'Nächstes Bild' });
  while (!(await next.evaluate((button) => button == document.activeElement)))
    await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(count(page)).toHaveText('2 / 24');
  await expect(next).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(first).toBeFocused();
});

for (const theme of THEMES)
  test(`axe finds nothing serious, resting and open; screenshots at 320, 375 and 1280 on two brands (${theme})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await openPage(page, '/motorrad/galerie/');
    await useTheme(page, theme);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await all(page).getByRole('link', { name: 'Bild 3 von 60 groß anzeigen' }).click();
    await expect(overlay(page)).toBeVisible();
    await expect(count(page)).toHaveText('3 / 60');
    await expect(overlay(page).locator('img[src$="/3.png"]').first()).toHaveJSProperty('complete', true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `e2e/screenshots/gallery-overlay-narrow-${theme}.png` });
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.screenshot({ path: `e2e/screenshots/gallery-overlay-mobile-${theme}.png` });
    await page.keyboard.press('Escape');

    await page.setViewportSize(VIEWPORTS.desktop);
    await openPage(page, ADVERTORIAL);
    await useTheme(page, theme);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `e2e/screenshots/gallery-advertorial-desktop-${theme}.png` });
    await page.getByRole('link', { name: 'Bild 1 von 12 groß anzeigen' }).click();
    await expect(overlay(page, 'Unterwegs mit dem Familien-Camper')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `e2e/screenshots/gallery-overlay-desktop-${theme}.png` });
  });

test("issue 29: a quiz and top tests in the CMS's markup report through the element events; no chunk of their own", async ({
  page,
}) => {
  const recorded = await recordPage(page);
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() == 'script' && scripts.push(request.url()));
  await page.setViewportSize(VIEWPORTS.mobile);
  await openPage(page);
  const quiz = page.locator('[data-kiosk-element="quiz"]');
  await quiz.scrollIntoViewIfNeeded();
  await expect
    .poll(() => recorded.named('Quiz / sichtbar'))
    .toEqual([{ name: 'Quiz / sichtbar', props: { position: 1 } }]);
  await quiz.getByRole('link', { name: 'Quiz starten' }).click();
  expect(await recorded.named('Quiz / klick')).toEqual([{ name: 'Quiz / klick', props: { position: 1 } }]);
  await page.locator('[data-kiosk-element="topTests"]').scrollIntoViewIfNeeded();
  await expect.poll(async () => (await recorded.named('Top-Tests / sichtbar')).length).toBe(1);
  expect(scripts.filter((url) => /quiz|top-?tests/i.test(url))).toEqual([]);
});
