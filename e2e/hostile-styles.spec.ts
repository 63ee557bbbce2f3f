import { expect, test, type Page } from '@playwright/test';
import { findBrand } from '../src/brands.ts';
import { shoot, VIEWPORTS } from './screenshots.ts';

/**
 * ui/base.css claims Kiosk's controls hold against a host stylesheet that restyles elements by type
 * (e2e/pages/hostile-styles.html). Each check measures the same controls with the host's sheet on and
 * off, on one page, so any difference is the host's doing.
 */
const PAGE_CONTROLS = {
  toggle: '.kiosk-theme-toggle',
  quantity: '.kiosk-add-to-cart__quantity',
  add: '.kiosk-add-to-cart__button',
};
const DRAWER_CONTROLS = {
  drawer: '.kiosk-cart',
  title: '.kiosk-cart .kiosk-side-sheet__title',
  close: '.kiosk-cart .kiosk-side-sheet__close',
  lineQuantity: '.kiosk-cart-line__quantity select',
  total: '.kiosk-cart__total',
  lineTitle: '.kiosk-cart-line__title',
  hint: '.kiosk-cart__hint',
  checkout: '.kiosk-cart__checkout',
};
const STYLES = [
  'display',
  'box-sizing',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-transform',
  'text-decoration-line',
  'color',
  'background-color',
  'padding-top',
  'padding-left',
  'border-top-width',
  'border-top-style',
  'appearance',
];

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;
const AMS_FOCUS = rgb(findBrand('ams')!.colours.light.accent);

const setHostSheet = (page: Page, enabled: boolean) =>
  page.evaluate((on) => {
    (document.getElementById('hostile') as HTMLStyleElement).disabled = !on;
  }, enabled);

/** Size, visible text and the styles hosts commonly break, per control. */
const look = (page: Page, controls: Record<string, string>) =>
  page.evaluate(
    ({ controls, styles }) =>
      Object.fromEntries(
        Object.entries(controls).map(([name, selector]) => {
          const element = document.querySelector<HTMLElement>(selector);
          if (!element) throw new Error(`${selector} is not on the page`);
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return [
            name,
            {
              width: Math.round(box.width),
              height: Math.round(box.height),
              text: element.innerText,
              ...Object.fromEntries(styles.map((property) => [property, style.getPropertyValue(property)])),
            },
          ];
        }),
      ),
    { controls, styles: STYLES },
  );

/** Moves keyboard focus forward until it is on `selector`, as a keyboard reader would. */
async function tabTo(page: Page, selector: string) {
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((target) => document.activeElement?.matches(target), selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

const focusRing = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement!;
    const style = getComputedStyle(element);
    return {
      focusVisible: element.matches(':focus-visible'),
      style: style.outlineStyle,
      width: style.outlineWidth,
      offset: style.outlineOffset,
      color: style.outlineColor,
    };
  });

async function expectSteadyRing(page: Page, selector: string) {
  await tabTo(page, selector);
  const hostile = await focusRing(page);
  await setHostSheet(page, false);
  const calm = await focusRing(page);
  await setHostSheet(page, true);
  expect(hostile, selector).toEqual(calm);
  expect(hostile, selector).toEqual({
    focusVisible: true,
    style: 'solid',
    width: '3px',
    offset: '2px',
    color: AMS_FOCUS,
  });
}

test.describe('a hostile host stylesheet', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
  });

  test('leaves the controls their size, text, styles and focus rings', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/e2e/hostile-styles.html');
    await expect(page.locator('#toggle')).toHaveAttribute('data-kiosk', 'mounted');
    await expect(page.locator('#add')).toHaveAttribute('data-kiosk', 'mounted');

    const hostile = await look(page, PAGE_CONTROLS);
    await setHostSheet(page, false);
    expect(hostile).toEqual(await look(page, PAGE_CONTROLS));
    await setHostSheet(page, true);
    expect(hostile.add).toMatchObject({ text: 'In den Warenkorb', height: 44 });
    for (const selector of Object.values(PAGE_CONTROLS)) await expectSteadyRing(page, selector);
    await shoot(page, 'hostile-styles', 'desktop', 'light');

    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('.kiosk-cart-line')).toHaveCount(1);
    const hostileDrawer = await look(page, DRAWER_CONTROLS);
    await setHostSheet(page, false);
    expect(hostileDrawer).toEqual(await look(page, DRAWER_CONTROLS));
    await setHostSheet(page, true);
    expect(hostileDrawer.title).toMatchObject({ text: 'Warenkorb', 'font-size': '22px' });
    await expectSteadyRing(page, DRAWER_CONTROLS.checkout);
    await shoot(page, 'hostile-styles-drawer', 'desktop', 'light');

    // `dialog { all: unset }` must not leave a closed drawer on the page.
    await drawer.getByRole('button', { name: 'Schließen' }).click();
    await expect(drawer).toBeHidden();
  });

  for (const path of ['/e2e/hostile-styles.html', '/auto/?project=wh'])
    test(`nothing scrolls sideways at 320 px on ${path}, drawer open or closed`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(path);
      const add = page.locator('[data-widget="add-to-cart"]').first();
      await add.scrollIntoViewIfNeeded();
      await expect(add).toHaveAttribute('data-kiosk', 'mounted');
      const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await scrollWidth()).toBeLessThanOrEqual(320);
      await page.getByRole('button', { name: 'In den Warenkorb' }).first().click();
      const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
      await expect(drawer).toBeVisible();
      const box = (await drawer.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
      expect(await scrollWidth()).toBeLessThanOrEqual(320);
    });
});
