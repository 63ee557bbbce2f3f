import { expect, type Page, test } from '@playwright/test';
import { TEASER_FAILED } from '../widgets/model-teaser/messages.ts';
import { seriousViolations } from './axe.ts';
import { THEMES, useTheme, VIEWPORTS } from './screenshots.ts';
import { recordPage } from './support/element-events.ts';
import { holdPart } from './support/hand-over.ts';

// Starting a comparison from it is in vehicle-compare.spec.ts; here: it mounts, nothing moves, axe, looks.
const PAGES = [
  { path: '/auto/vw-golf/', name: 'VW Golf im Vergleich', start: 'Alle Versionen vergleichen' },
  { path: '/motorrad/bmw-r-1300-gs/', name: 'BMW R 1300 GS im Vergleich', start: 'Vergleich starten' },
] as const;
const WIDTHS = [
  ['narrow', { width: 320, height: 720 }],
  ['mobile', VIEWPORTS.mobile],
  ['desktop', VIEWPORTS.desktop],
] as const;
const TREE = /\/api\/vehicles\/tree/;

const widget = (page: Page) => page.locator('[data-widget="model-teaser"]');

/**
 * issue 22: the CMS's resting markup and the rendered teaser have the same box. The tree call is held
 * while the resting box is measured (the widget's code and styles have arrived by then), so the cell sees
 * the hand-over itself; the page's layout shifts are summed from its start.
 */
async function restingThenRendered(
  page: Page,
  path: string,
  viewport: { width: number; height: number },
  state: 'mounted' | 'error' = 'mounted',
) {
  const recorded = await recordPage(page);
  const tree = await holdPart(page, TREE);
  await page.setViewportSize(viewport);
  await page.goto(path);
  await widget(page).scrollIntoViewIfNeeded();
  await expect.poll(() => tree.requested.length).toBe(1);
  const resting = await widget(page).boundingBox();
  tree.release();
  await expect(widget(page)).toHaveAttribute('data-kiosk', state);
  return { recorded, resting };
}

for (const { path, name, start } of PAGES)
  for (const [label, viewport] of WIDTHS)
    test(`${path} at ${viewport.width} px (${label}): the teaser takes the resting markup's box, CLS 0.000`, async ({
      page,
    }) => {
      const { recorded, resting } = await restingThenRendered(page, path, viewport);
      const teaser = widget(page).getByRole('complementary', { name });
      await expect(teaser.getByRole('link', { name: start })).toBeVisible();
      expect(await widget(page).boundingBox()).toEqual(resting);
      expect(await recorded.cls()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    });

/** A series without versions: the brand tree's shape (features/vehicles/parse-tree.ts). */
const WITHOUT_VERSIONS = {
  brands: [{ id: 'vw', name: 'VW', series: [{ id: 'vw-golf', name: 'Golf', versions: [] }] }],
};
const ANSWERS = [
  {
    answer: 'a failed tree call: the German failure with its retry',
    reply: { status: 500, body: '' },
    state: 'mounted',
    async shows(page: Page) {
      const teaser = widget(page).getByRole('complementary', { name: 'Im Vergleich' });
      await expect(teaser.getByRole('alert')).toContainText(TEASER_FAILED);
      await expect(teaser.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    },
  },
  {
    answer: 'a series without versions: the teaser with no version to list',
    reply: { json: WITHOUT_VERSIONS },
    state: 'mounted',
    async shows(page: Page) {
      await expect(widget(page).getByRole('complementary', { name: 'VW Golf im Vergleich' })).toContainText(
        '0 Versionen',
      );
    },
  },
  {
    answer: 'an empty brand tree: the series is unknown, the CMS link stays',
    reply: { json: { brands: [] } },
    state: 'error',
    async shows(page: Page) {
      await expect(widget(page).getByRole('link', { name: 'VW Golf vergleichen' })).toBeVisible();
    },
  },
] as const;

for (const { answer, reply, state, shows } of ANSWERS)
  test(`${answer}, in the resting markup's box: CLS 0.000 at 320 px`, async ({ page }) => {
    // Answers after the hold (hand-over.ts falls back to this route once released).
    await page.route(TREE, (route) => route.fulfill(reply));
    const { recorded, resting } = await restingThenRendered(page, PAGES[0].path, WIDTHS[0][1], state);
    await shows(page);
    expect(await widget(page).boundingBox()).toEqual(resting);
    expect(await recorded.cls()).toBe(0);
  });

for (const { path, name } of PAGES)
  for (const theme of THEMES)
    test(`${path}: axe finds nothing serious in the teaser; screenshots at 320, 375 and 1280 (${theme})`, async ({
      page,
    }) => {
      await page.goto(path);
      await useTheme(page, theme);
      await widget(page).scrollIntoViewIfNeeded();
      await expect(widget(page).getByRole('complementary', { name })).toBeVisible();
      expect(await seriousViolations(page, '[data-widget="model-teaser"]')).toEqual([]);
      for (const [label, viewport] of WIDTHS) {
        await page.setViewportSize(viewport);
        await widget(page).scrollIntoViewIfNeeded();
        await page.screenshot({
          path: `e2e/screenshots/model-teaser-${path.split('/')[1]}-${label}-${theme}.png`,
        });
      }
    });
