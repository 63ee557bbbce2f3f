import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { THEMES, useTheme, VIEWPORTS } from './screenshots.ts';
import { recordPage } from './support/element-events.ts';

/**
 * Issue 31, steps 1–2 on one article: marked elements and the page's affiliate selectors (element
 * events), and the affiliate boxes (live price, fallback, none, 'Anzeige', CLS 0 with a slow price).
 */
const PAGE = '/auto/dashcam-ratgeber/';
const box = (page: import('@playwright/test').Page, title: string) =>
  page.locator('.kiosk-affiliate--box').filter({ hasText: title });

test('marked elements: one sichtbar each, one klick per click with position; selectors; the rotation at 0.9', async ({
  page,
}) => {
  const recorded = await recordPage(page);
  await page.goto(PAGE);
  const partner = page.getByRole('link', { name: 'Partner', exact: true });
  await test.step('affiliate links from the page data gain rel=sponsored and report once seen', async () => {
    await expect(partner).toHaveAttribute('rel', 'sponsored');
    await expect(page.getByRole('link', { name: 'Dashcam mit 4K-Auflösung' }).first()).toHaveAttribute(
      'rel',
      'sponsored',
    );
    await expect.poll(async () => (await recorded.named('Affiliate-Link / sichtbar')).length).toBe(2);
    await expect.poll(async () => (await recorded.named('Produktbox / sichtbar')).length).toBe(1);
  });
  await test.step('scrolling down and back sends one sichtbar per element', async () => {
    for (let y = 0; y < 6000; y += 400) await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('list', { name: 'Startseiten-Rotation' }).scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await recorded.named('Verwandter Artikel / sichtbar')).map((event) => event.props))
      .toEqual([{ position: 1 }, { position: 2 }, { position: 3 }]);
    expect(await recorded.named('Produktbox / sichtbar')).toEqual([
      { name: 'Produktbox / sichtbar', props: { position: 1 } },
    ]);
    expect(await recorded.named('Affiliate-Link / sichtbar')).toHaveLength(2);
  });
  await test.step('a rotation slide counts only when nearly whole', async () => {
    // The second slide peeks in (about a tenth): not seen.
    await expect
      .poll(async () => (await recorded.named('Startseiten-Rotation / sichtbar')).map((event) => event.props))
      .toEqual([{ position: 1 }]);
    await page
      .getByRole('list', { name: 'Startseiten-Rotation' })
      .evaluate((list) => (list.scrollLeft = 10_000));
    await expect
      .poll(async () => (await recorded.named('Startseiten-Rotation / sichtbar')).map((event) => event.props))
      .toEqual([{ position: 1 }, { position: 2 }]);
  });
  await test.step('each click is one klick, with the position', async () => {
    const related = page.getByRole('link', { name: 'Auto-Zubehör für den Winter' });
    await related.click();
    await related.click();
    await partner.click();
    expect(await recorded.named('Verwandter Artikel / klick')).toEqual([
      { name: 'Verwandter Artikel / klick', props: { position: 2 } },
      { name: 'Verwandter Artikel / klick', props: { position: 2 } },
    ]);
    expect(await recorded.named('Affiliate-Link / klick')).toEqual([
      { name: 'Affiliate-Link / klick', props: {} },
    ]);
  });
});

test('a klick on a same-tab link reaches the events backend, though the event before it was still on its way', async ({
  page,
}) => {
  // The sender skips automated browsers (spec 5.6); a reader's browser is not one.
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }),
  );
  // Every event takes a second to leave, so the klick waits behind a sichtbar when the link navigates.
  await page.route('**/api/event', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue().catch(() => undefined);
  });
  const visit = `${PAGE}?lauf=${test.info().testId}`;
  await page.goto(visit);
  const related = page.getByRole('link', { name: 'Auto-Zubehör für den Winter' });
  await related.scrollIntoViewIfNeeded();
  await expect(related).toBeInViewport();
  await related.click();
  await expect(page).toHaveURL(/\/auto\/kaufberatung\/$/);
  const klicks = async () => {
    const received = (await (await page.request.get('/api/events')).json()) as Array<{
      n: string;
      u: string;
      p?: unknown;
    }>;
    return received.filter((event) => event.n == 'Verwandter Artikel / klick' && event.u.endsWith(visit));
  };
  await expect.poll(async () => (await klicks()).map((event) => event.p)).toEqual([{ position: 2 }]);
});

test("boxes: live price, the server's when the lookup fails, none for 0 (never '0 €'), 'Anzeige' where paid; CLS 0 with a slow price", async ({
  page,
}) => {
  const recorded = await recordPage(page);
  await page.setViewportSize({ width: 1280, height: 4000 });
  await page.goto(PAGE);
  const price = (title: string) => box(page, title).locator('.kiosk-affiliate__price');
  await expect(price('Dashcam mit 4K-Auflösung')).toHaveText('ab 89,99 €');
  await expect(price('Navigationsgerät mit Dashcam')).toHaveText('ab 149,00 €');
  await expect(price('Halterung für die Windschutzscheibe')).toHaveText('');
  // The slow one (2 s) arrives late and moves nothing.
  await expect(price('Actioncam mit Halterung')).toHaveText('ab 199,00 €', { timeout: 5000 });
  expect(await recorded.cls()).toBe(0);
  for (const text of await page.locator('.kiosk-affiliate--box').allTextContents())
    expect(text).not.toMatch(/(^|\s)0(,00)? €/);
  await expect(box(page, 'Actioncam mit Halterung').locator('.kiosk-affiliate__ad')).toHaveText('Anzeige');
  await expect(box(page, 'Dashcam mit 4K-Auflösung').locator('.kiosk-affiliate__ad')).toHaveText('');
  for (const link of await page.locator('.kiosk-affiliate__link').all())
    await expect(link).toHaveAttribute('rel', 'sponsored noopener');
  await expect
    .poll(async () => (await recorded.named('affiliate_box_impression')).map((event) => event.props?.url))
    .toEqual(
      expect.arrayContaining([
        'https://kauf.link/dashcam4k',
        'https://kauf.link/actioncam',
        'https://kauf.link/navi',
        'https://kauf.link/gratis',
      ]),
    );
  expect(await recorded.named('affiliate_box_impression')).toHaveLength(4);
});

test('keyboard only: Tab reaches the offer, Enter follows it and reports the box and the element', async ({
  page,
}) => {
  const recorded = await recordPage(page);
  await page.goto(PAGE);
  const offer = box(page, 'Dashcam mit 4K-Auflösung').getByRole('link', { name: 'Zum Angebot' });
  await expect(offer).toHaveAttribute('rel', 'sponsored noopener');
  await expect(page.locator('[data-widget="affiliate-box"]').first()).toHaveAttribute(
    'data-kiosk',
    'mounted',
  );
  for (let step = 0; step < 30 && !(await offer.evaluate((link) => link == document.activeElement)); step++)
    await page.keyboard.press('Tab');
  await expect(offer).toBeFocused();
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => (await recorded.events()).map((event) => event.name))
    .toEqual(expect.arrayContaining(['affiliate_box_click', 'Produktbox / klick']));
  expect(await recorded.named('affiliate_box_click')).toEqual([
    { name: 'affiliate_box_click', props: { url: 'https://kauf.link/dashcam4k', price: '89,99' } },
  ]);
});

for (const theme of THEMES)
  test(`axe finds nothing serious; screenshots at 320, 375 and 1280; no sideways scroll (${theme})`, async ({
    page,
  }) => {
    await page.goto(PAGE);
    await useTheme(page, theme);
    await expect(box(page, 'Dashcam mit 4K-Auflösung').locator('.kiosk-affiliate__price')).toHaveText(
      'ab 89,99 €',
    );
    expect(await seriousViolations(page, 'article')).toEqual([]);
    for (const [name, viewport] of [
      ['narrow', { width: 320, height: 720 }],
      ['mobile', VIEWPORTS.mobile],
      ['desktop', VIEWPORTS.desktop],
    ] as const) {
      await page.setViewportSize(viewport);
      await box(page, 'Dashcam mit 4K-Auflösung').scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await page.screenshot({ path: `e2e/screenshots/affiliate-box-${name}-${theme}.png` });
    }
  });

test('200 marked elements: one sichtbar each while scrolling, and the observer forces no layout', async ({
  page,
}) => {
  await page.route('**/auto/dashcam-ratgeber/', async (route) => {
    const response = await route.fetch();
    const marked = Array.from(
      { length: 200 },
      (_, index) =>
        `<p data-kiosk-element="sideColumn" data-kiosk-position="${index + 1}">Randnotiz ${index + 1}</p>`,
    ).join('');
    await route.fulfill({
      response,
      body: (await response.text()).replace('</article>', `${marked}</article>`),
    });
  });
  // A layout read (getBoundingClientRect, offset*, getComputedStyle …) counts when the observer's chunk
  // is on the stack.
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutReads: number };
    w.__layoutReads = 0;
    const fromObserver = () =>
      /common-(marked-elements|element-events|when-seen)-/.test(new Error().stack ?? '');
    const count = (owner: object, key: string) => {
      const descriptor = Object.getOwnPropertyDescriptor(owner, key);
      if (!descriptor) return;
      const wrap = (original: (...args: unknown[]) => unknown) =>
        function (this: unknown, ...args: unknown[]) {
          if (fromObserver()) w.__layoutReads++;
          return original.apply(this, args);
        };
      if (descriptor.get) Object.defineProperty(owner, key, { ...descriptor, get: wrap(descriptor.get) });
      else if (typeof descriptor.value == 'function')
        Object.defineProperty(owner, key, { ...descriptor, value: wrap(descriptor.value as () => unknown) });
    };
    for (const key of ['getBoundingClientRect', 'getClientRects', 'clientWidth', 'clientHeight', 'scrollTop'])
      count(Element.prototype, key);
    for (const key of ['offsetTop', 'offsetLeft', 'offsetWidth', 'offsetHeight', 'innerText'])
      count(HTMLElement.prototype, key);
    count(window, 'getComputedStyle');
  });
  const recorded = await recordPage(page);
  await page.goto(PAGE);
  await expect.poll(async () => (await recorded.named('Produktbox / sichtbar')).length).toBe(1);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  // A reader's scroll: each screen is drawn (two frames) before the next.
  for (let y = 0; y <= height; y += 600)
    await page.evaluate(
      (top) =>
        new Promise((done) => {
          window.scrollTo(0, top);
          requestAnimationFrame(() => requestAnimationFrame(done));
        }),
      y,
    );
  await expect
    .poll(async () => (await recorded.named('Seitenspalte / sichtbar')).length, { timeout: 5000 })
    .toBe(200);
  const positions = (await recorded.named('Seitenspalte / sichtbar')).map((event) => event.props?.position);
  expect(new Set(positions).size).toBe(200);
  expect(await page.evaluate(() => (window as unknown as { __layoutReads: number }).__layoutReads)).toBe(0);
});
