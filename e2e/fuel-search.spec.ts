import { expect, test, type Page } from '@playwright/test';
import {
  HOURS_LOADING,
  LOCATION_DENIED,
  NOT_PRICED,
  SEARCH_FAILED,
  SEARCH_SLOW,
} from '../features/fuel/messages.ts';
import { HISTORY_KEY, SETTINGS_KEY } from '../features/fuel/fuel-storage.ts';
import { seriousViolations } from './axe.ts';
import { shoot, THEMES, useTheme, VIEWPORTS } from './screenshots.ts';

/** issue 15: the fuel search on the fuel-price page, as a reader uses it. */

const widget = (page: Page) => page.locator('[data-widget="fuel-search"]');
const place = (page: Page) => page.getByRole('combobox', { name: 'Ort oder PLZ' });
const compare = (page: Page) => widget(page).getByRole('button', { name: 'Spritpreise vergleichen' }).first();
const summary = (page: Page) => widget(page).locator('.kiosk-fuel-results__summary');
const stations = (page: Page) => widget(page).locator('.kiosk-fuel-station');

/** Records the analytics events the page asks for (the bus mirrors them as DOM events). */
async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __events: Array<{ name: string; props?: unknown }> };
    w.__events = [];
    document.addEventListener('kiosk:analytics-event', (event) =>
      w.__events.push((event as CustomEvent<{ name: string; props?: unknown }>).detail),
    );
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { __events: Array<{ name: string; props?: unknown }> }).__events.filter((event) =>
        event.name.startsWith('fuel_search_'),
      ),
    );
}

/**
 * Every select of the form is at least as wide as its chosen option needs (issue 23, phones 9:
 * 'Alle Tankstellenmarken' and 'Super (E5)' were cut off), and the chart's hour labels are read at 12 to
 * 20 px high whatever the width (they were 10 px at 320 and 24 px at 1280).
 */
async function expectReadableForm(page: Page) {
  const clipped = await widget(page)
    .locator('select')
    .evaluateAll((selects) =>
      selects.flatMap((select) => {
        // The same select holding only the chosen option: as wide as that option needs.
        const probe = select.cloneNode(false) as HTMLSelectElement;
        probe.append(new Option((select as HTMLSelectElement).selectedOptions[0]?.text));
        probe.style.cssText = 'position:absolute;visibility:hidden;width:auto;max-width:none';
        select.after(probe);
        const needed = probe.getBoundingClientRect().width;
        probe.remove();
        return select.getBoundingClientRect().width + 1 < needed ? [select.id] : [];
      }),
    );
  expect(clipped).toEqual([]);
  const heights = await widget(page)
    .locator('.kiosk-fuel-chart__label')
    .evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(0);
  expect(Math.min(...heights)).toBeGreaterThanOrEqual(12);
  expect(Math.max(...heights)).toBeLessThanOrEqual(20);
}

async function open(page: Page) {
  await page.goto('/tanken/');
  await expect(widget(page)).toHaveAttribute('data-kiosk', 'mounted');
}

async function searchFor(page: Page, text: string, option: string) {
  await place(page).fill(text);
  await page.getByRole('option', { name: option }).click();
  await compare(page).click();
  await expect(summary(page)).toContainText(option);
}

const prices = (page: Page) =>
  stations(page).locator('.kiosk-fuel-price .kiosk-visually-hidden').allTextContents();
const euros = (texts: string[]) => texts.map((text) => Number(text.replace(' €', '').replace(',', '.')));
const distances = async (page: Page) =>
  (await stations(page).locator('.kiosk-fuel-station__meta > span:first-child').allTextContents()).map(
    (text) => Number(text.replace(' km entfernt', '').replace(',', '.')),
  );

test.describe('fuel search on /tanken/', () => {
  test('by postcode with the keyboard only: suggestions, arrow keys, Enter', async ({ page }) => {
    await open(page);
    await place(page).focus();
    await page.keyboard.type('8033');
    const list = page.getByRole('listbox', { name: 'Vorschläge' });
    await expect(list.getByRole('option')).toHaveCount(1);
    await expect(widget(page).getByRole('status').filter({ hasText: '1 Ort gefunden' })).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await expect(place(page)).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('Enter');
    await expect(place(page)).toHaveValue('80331 München');
    await expect(list).toBeHidden();
    // Enter again submits the form: 'Spritpreise vergleichen'.
    await page.keyboard.press('Enter');
    await expect(summary(page)).toContainText('im Umkreis von 5 km um 80331 München');
    await expect(stations(page).first()).toBeVisible();
    // Escape closes the suggestions and leaves the text.
    await place(page).focus();
    await page.keyboard.press('Backspace');
    await expect(list).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(place(page)).toHaveValue('80331 Münche');
  });

  test('by city, with pump-style prices, price ages, and both orders', async ({ page }) => {
    await open(page);
    await place(page).fill('Hamburg');
    // The suggestions open over the button a moment after typing (later on a loaded machine, when the
    // click then waited for the list to go): the reader closes them and compares the typed place.
    await expect(page.getByRole('option', { name: '20095 Hamburg' })).toBeVisible();
    await page.keyboard.press('Escape');
    await compare(page).click();
    await expect(summary(page)).toContainText('um 20095 Hamburg');
    const first = stations(page).first();
    await expect(first.locator('sup.kiosk-fuel-price__ninth')).toHaveText('9');
    await expect(first.locator('.kiosk-fuel-station__age')).toHaveText(/^(vor \d+ (Min|Std)\.|gerade eben)$/);
    // By price, open stations lead and the closed ones follow (issue 23): at night some demo stations
    // close, so each group is in price order and no open station comes after a closed one.
    const byPrice = euros(await prices(page));
    const closed = await stations(page).evaluateAll((items) =>
      items.map((item) => item.querySelector('.kiosk-fuel-station__closed') != null),
    );
    expect(closed).toEqual([...closed].sort((a, b) => Number(a) - Number(b)));
    for (const group of [false, true]) {
      const groupPrices = byPrice.filter((_, index) => closed[index] == group);
      expect(groupPrices).toEqual([...groupPrices].sort((a, b) => a - b));
    }
    await widget(page).getByRole('radio', { name: 'Entfernung' }).check();
    await expect
      .poll(async () => {
        const list = await distances(page);
        return list.every((value, index) => index == 0 || list[index - 1]! <= value);
      })
      .toBe(true);
    await widget(page).getByRole('checkbox', { name: 'nur geöffnete' }).check();
    await expect(stations(page).filter({ hasText: 'Geschlossen' })).toHaveCount(0);
  });

  test("a row's hours load when opened, by keyboard; only the opened row grows (issue 22)", async ({
    page,
  }) => {
    await open(page);
    await searchFor(page, 'Berl', '10178 Berlin');
    // By distance, rows with posted hours are among the first at any time of day.
    await widget(page).getByRole('radio', { name: 'Entfernung' }).check();
    const list = await stations(page).evaluateAll((items) => items.length);
    const index = await stations(page).evaluateAll((items) =>
      items.findIndex((item) => item.querySelector('details') != null),
    );
    expect(index).toBeGreaterThanOrEqual(0);
    const row = stations(page).nth(index);
    const detailCalls: string[] = [];
    page.on(
      'request',
      (request) => /\/mt\/stations\/[^/?]+$/.test(request.url()) && detailCalls.push(request.url()),
    );
    // The answer waits until the loading state has been seen.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/mt/stations/*', async (route) => {
      await answered;
      await route.fallback();
    });
    const boxes = () =>
      widget(page).evaluate((element) => {
        const rows = [...element.querySelectorAll('.kiosk-fuel-station')];
        return {
          scrollY: window.scrollY,
          rows: rows.map((item) => {
            const box = item.getBoundingClientRect();
            return { top: box.top, height: box.height };
          }),
          chart: element.querySelector('.kiosk-fuel-chart')!.getBoundingClientRect().top,
          title: element.querySelector('.kiosk-fuel__title')!.getBoundingClientRect().top,
        };
      });
    await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const before = await boxes();
    await row.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(row.getByText(HOURS_LOADING)).toBeVisible();
    answer();
    await expect(row.getByRole('listitem').first()).toHaveText(/^.+: \d\d:\d\d–\d\d:\d\d Uhr$/);
    await expect(row.locator('summary')).toBeFocused();
    const after = await boxes();
    // Nothing above the row moved and the page did not scroll; the row grew, and what follows it moved
    // by exactly that much (to the pixel: positions are fractions of one).
    const grew = after.rows[index]!.height - before.rows[index]!.height;
    const moved = (from: number, to: number) => Math.round(to - from);
    expect(grew).toBeGreaterThan(10);
    expect(moved(before.scrollY, after.scrollY)).toBe(0);
    expect(moved(before.title, after.title)).toBe(0);
    expect(
      before.rows.map((box, at) => moved(box.top, after.rows[at]!.top - (at > index ? grew : 0))),
    ).toEqual(before.rows.map(() => 0));
    expect(
      before.rows.map((box, at) => (at == index ? 0 : moved(box.height, after.rows[at]!.height))),
    ).toEqual(before.rows.map(() => 0));
    expect(moved(before.chart, after.chart - grew)).toBe(0);
    // Closed and opened again: the hours are known, nothing is asked twice.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(row.getByRole('listitem').first()).toBeVisible();
    expect(detailCalls).toHaveLength(1);
    expect(list).toBe(10);
  });

  test('radius, fuel type and brand search again and are tracked (spec 2.7)', async ({ page }) => {
    const events = await recordEvents(page);
    await open(page);
    await searchFor(page, 'Köln', '50667 Köln');
    await widget(page).getByLabel('Umkreis', { exact: true }).selectOption('10');
    await expect(summary(page)).toContainText('im Umkreis von 10 km');
    await widget(page).getByLabel('Marke', { exact: true }).selectOption({ label: 'Aral' });
    await expect
      .poll(async () => new Set(await stations(page).locator('h3').allTextContents()))
      .toEqual(new Set(['Aral']));
    await widget(page).getByLabel('Kraftstoff', { exact: true }).selectOption({ label: 'Autogas (LPG)' });
    await expect(widget(page).getByText(NOT_PRICED)).toBeVisible();
    await expect(summary(page)).toContainText('Autogas (LPG)');
    await expect(stations(page).locator('.kiosk-fuel-price')).toHaveCount(0);
    await expect(widget(page).getByRole('radio', { name: 'Preis' })).toHaveCount(0);
    expect(await events()).toEqual([
      { name: 'fuel_search_compare', props: { sticky: false } },
      { name: 'fuel_search_radius', props: { range: 10 } },
      { name: 'fuel_search_brand', props: { brand: '1' } },
      { name: 'fuel_search_fuel_type', props: { fuelType: '12' } },
    ]);
  });

  test('Standort ermitteln with the position granted', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 53.5512, longitude: 10.0002 });
    const events = await recordEvents(page);
    await open(page);
    await widget(page).getByRole('button', { name: 'Standort ermitteln' }).click();
    await expect(summary(page)).toContainText('um 20095 Hamburg');
    expect(await events()).toContainEqual({ name: 'fuel_search_location', props: { result: 'granted' } });
  });

  test('Standort ermitteln denied: a German hint, and the button still works', async ({ page }) => {
    const events = await recordEvents(page);
    await open(page);
    const button = widget(page).getByRole('button', { name: 'Standort ermitteln' });
    await button.click();
    await expect(widget(page).getByText(LOCATION_DENIED)).toBeVisible();
    await expect(button).toBeEnabled();
    await expect(button).toHaveAttribute('aria-busy', 'false');
    expect(await events()).toContainEqual({ name: 'fuel_search_location', props: { result: 'denied' } });
  });

  test('settings and history survive a reload; a history entry searches again', async ({ page }) => {
    await open(page);
    await searchFor(page, 'Berl', '10115 Berlin');
    await widget(page).getByLabel('Kraftstoff', { exact: true }).selectOption({ label: 'Diesel' });
    await expect(summary(page)).toContainText('Diesel');
    await page.reload();
    await expect(widget(page)).toHaveAttribute('data-kiosk', 'mounted');
    await expect(place(page)).toHaveValue('10115 Berlin');
    await expect(widget(page).getByLabel('Kraftstoff', { exact: true })).toHaveValue('4');
    const history = widget(page).getByRole('navigation', { name: 'Letzte Suchen' }).getByRole('button');
    await expect(history).toHaveText(['10115 Berlin · 5 km · Diesel', '10115 Berlin · 5 km · Super (E5)']);
    await history.nth(1).click();
    await expect(summary(page)).toContainText('Super (E5)');
    const stored = await page.evaluate(([a, b]) => [localStorage.getItem(a), localStorage.getItem(b)], [
      SETTINGS_KEY,
      HISTORY_KEY,
    ] as const);
    expect(JSON.parse(stored[0] ?? '{}')).toEqual({
      searchText: '10115 Berlin',
      range: 5,
      fuelType: '2',
      brand: '',
    });
    expect(JSON.parse(stored[1] ?? '[]')).toHaveLength(2);
  });

  test("the hourly chart: once per page, with its text alternative ('Günstigste Tageszeit')", async ({
    page,
  }) => {
    const averages: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/mt/hourly-price-average') && averages.push(request.method()),
    );
    await open(page);
    const chart = widget(page).locator('figure', { hasText: 'Günstigste Tageszeit' });
    await expect(chart).toBeVisible();
    await expect(chart.locator('figcaption')).toContainText(/zwischen \d+ und \d+ Uhr am günstigsten/);
    await expect(chart.getByRole('img')).toHaveAttribute('aria-label', /am günstigsten/);
    await chart.getByText('Alle Stundenwerte').click();
    await expect(chart.getByRole('row')).toHaveCount(25);
    await searchFor(page, 'Essen', '45127 Essen');
    expect(averages).toEqual(['POST']);
  });

  test('a failing station search says so in German and the retry works', async ({ page }) => {
    await open(page);
    let fail = true;
    await page.route('**/api/mt/stations**', (route) =>
      fail ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.fallback(),
    );
    await place(page).fill('Dresden');
    await compare(page).click();
    const alert = widget(page).getByRole('alert').filter({ hasText: SEARCH_FAILED });
    await expect(alert).toBeVisible();
    fail = false;
    await alert.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(summary(page)).toContainText('01067 Dresden');
  });

  test("a slow station search says so and offers 'Erneut versuchen'; the answer still arrives", async ({
    page,
  }) => {
    await open(page);
    await page.route('**/api/mt/stations**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      await route.fallback();
    });
    await place(page).fill('Nürnberg');
    await compare(page).click();
    const notice = widget(page).getByRole('status').filter({ hasText: SEARCH_SLOW });
    await expect(notice).toBeVisible({ timeout: 4_000 });
    await expect(notice.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    // issue 23, 7: one wording for one action; the notice said 'neu starten' beside the button.
    await expect(notice).not.toContainText('neu starten');
    await expect(summary(page)).toContainText('90402 Nürnberg', { timeout: 8_000 });
    await expect(notice).toHaveCount(0);
  });

  test('nothing found: a German message, and no retry where the same search finds nothing again', async ({
    page,
  }) => {
    await open(page);
    await place(page).fill('Bremen');
    await widget(page).getByLabel('Kraftstoff', { exact: true }).selectOption({ label: 'Wasserstoff LH2' });
    await widget(page).getByLabel('Umkreis', { exact: true }).selectOption('1');
    await compare(page).click();
    await expect(
      widget(page).getByText(/Im Umkreis von 1 km haben wir keine passende Tankstelle gefunden/),
    ).toBeVisible();
    await expect(widget(page).getByRole('button', { name: 'Erneut versuchen' })).toHaveCount(0);
  });

  test('the sticky compare button on a phone, tracked as such', async ({ page }) => {
    const events = await recordEvents(page);
    await page.setViewportSize(VIEWPORTS.mobile);
    await open(page);
    const sticky = widget(page).locator('.kiosk-fuel__sticky');
    // Not before the reader has passed the form's own button: it covered 'Ort oder PLZ' (issue 23, phones 9).
    await place(page).evaluate((input) => input.scrollIntoView({ block: 'end' }));
    await page.waitForTimeout(200);
    await expect(sticky).toHaveCount(0);
    await place(page).fill('Leipzig');
    // The form's own button scrolls away; the widget stays on screen.
    await compare(page).evaluate((button) =>
      window.scrollTo(0, button.getBoundingClientRect().bottom + scrollY + 20),
    );
    await expect(sticky).toBeVisible();
    await sticky.click();
    await expect(summary(page)).toContainText('04109 Leipzig');
    expect(await events()).toContainEqual({ name: 'fuel_search_compare', props: { sticky: true } });
    // The widget keeps room at its end for the bar, so nothing stays under it (the chart comes last).
    // Scrolled to the widget's end, as far as a reader must go to see it all.
    await widget(page).evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await expect(sticky).toBeVisible();
    const last = await widget(page).locator('.kiosk-fuel-chart').boundingBox();
    const bar = await sticky.boundingBox();
    expect(last!.y + last!.height).toBeLessThanOrEqual(bar!.y);
  });

  for (const theme of THEMES) {
    test(`axe finds nothing serious in the ${theme} theme, with results and suggestions`, async ({
      page,
    }) => {
      await open(page);
      await useTheme(page, theme);
      await searchFor(page, 'Stuttgart', '70173 Stuttgart');
      await place(page).fill('Nürn');
      await expect(page.getByRole('option', { name: '90402 Nürnberg' })).toBeVisible();
      expect(await seriousViolations(page, '[data-widget="fuel-search"]')).toEqual([]);
    });
  }

  for (const [viewport, size] of Object.entries(VIEWPORTS) as Array<
    [keyof typeof VIEWPORTS, { width: number; height: number }]
  >) {
    for (const theme of THEMES) {
      test(`screenshot ${viewport} ${theme}`, async ({ page }) => {
        await page.setViewportSize(size);
        await open(page);
        await useTheme(page, theme);
        await searchFor(page, 'Frankfurt', '60311 Frankfurt am Main');
        await expectReadableForm(page);
        await widget(page).scrollIntoViewIfNeeded();
        await shoot(page, 'fuel-search', viewport, theme);
        await summary(page).evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await shoot(page, 'fuel-search-results', viewport, theme);
        await stations(page)
          .nth(2)
          .evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await shoot(page, 'fuel-search-list', viewport, theme);
        await widget(page)
          .locator('.kiosk-fuel-chart')
          .evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await shoot(page, 'fuel-search-chart', viewport, theme);
      });
    }
  }

  for (const width of [320, 360]) {
    test(`no sideways scroll at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await open(page);
      await searchFor(page, 'Dortmund', '44135 Dortmund');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectReadableForm(page);
    });
  }
});
