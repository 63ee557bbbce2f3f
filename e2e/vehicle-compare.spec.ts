import { expect, test, type Page } from '@playwright/test';
import { VEHICLES_MODE_COOKIE } from '../demo-host/api/vehicles/index.ts';
import { CATALOGUE } from '../demo-host/api/vehicles/seed.ts';
import { TREE_FAILED } from '../widgets/vehicle-compare/messages.ts';
import { seriousViolations } from './axe.ts';
import { shoot, THEMES, useTheme, VIEWPORTS } from './screenshots.ts';

const compare = (page: Page) => page.locator('.kiosk-vehicle-compare');
const table = (page: Page) => compare(page).getByRole('table', { name: 'Technische Daten im Vergleich' });
const vehicleColumns = (page: Page) => table(page).locator('thead th[scope="col"]');
const cars = CATALOGUE.filter((vehicle) => vehicle.kind == 'car');
const count = (page: Page) => compare(page).locator('form[aria-label="Suche anpassen"]').getByRole('status');

/** Picks brand → series → version in the picker and adds it. */
async function pick(page: Page, brand: string, series: string, version: string, seriesLabel = 'Baureihe') {
  const widget = compare(page);
  await widget.getByLabel('Marke').selectOption({ label: brand });
  await widget.getByLabel(seriesLabel, { exact: true }).selectOption({ label: series });
  await widget.getByLabel('Version').selectOption({ label: version });
  await widget.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
}

/** Three Golfs: the same drive and gearbox, different engines. */
async function threeGolfs(page: Page) {
  await page.goto('/auto/vergleich/');
  await pick(page, 'VW', 'Golf', '1.5 eTSI DSG');
  // The picker stays open for the next vehicle; its button says so.
  await expect(compare(page).getByRole('button', { name: 'Weitere Fahrzeuge hinzufügen' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await pick(page, 'VW', 'Golf', '2.0 TDI DSG');
  await pick(page, 'VW', 'Golf', 'GTI DSG');
  await expect(vehicleColumns(page)).toHaveText([/1\.5 eTSI/, /2\.0 TDI/, /GTI/]);
}

test.describe('vehicle-compare', () => {
  test('builds a comparison of 3 cars, hides equal rows, and a link reproduces it; back and forward work', async ({
    page,
    context,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await threeGolfs(page);
    // A real table: column headers per vehicle, row headers per value, the best value marked in words.
    await expect(table(page).getByRole('rowheader', { name: 'Antrieb', exact: true })).toBeVisible();
    await expect(table(page).getByRole('row', { name: /Grundpreis/ })).toContainText(
      '33.450 € ✓ (bester Wert)',
    );
    await expect(table(page).getByRole('row').filter({ hasText: '195 kW' })).toContainText('(bester Wert)');
    await expect(table(page).getByRole('row', { name: /1000-Punkte-Wertung/ })).toContainText(
      '655 von 1000 Punkten',
    );

    await compare(page).getByRole('switch', { name: 'Nur Unterschiede' }).click();
    await expect(table(page).getByRole('rowheader', { name: 'Antrieb', exact: true })).toHaveCount(0);
    await expect(table(page).getByRole('rowheader', { name: 'Grundpreis' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('diff')).toBe('1');

    const link = page.url();
    const shared = await context.newPage();
    await shared.goto(link);
    await expect(vehicleColumns(shared)).toHaveText([/1\.5 eTSI/, /2\.0 TDI/, /GTI/]);
    await expect(compare(shared).getByRole('switch', { name: 'Nur Unterschiede' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(table(shared).getByRole('rowheader', { name: 'Antrieb', exact: true })).toHaveCount(0);

    await page.goBack();
    await expect(table(page).getByRole('rowheader', { name: 'Antrieb', exact: true })).toBeVisible();
    await page.goBack();
    await expect(vehicleColumns(page)).toHaveCount(2);
    await page.goForward();
    await expect(vehicleColumns(page)).toHaveCount(3);
    await table(page).getByRole('button', { name: 'Entfernen: VW Golf 2.0 TDI DSG' }).click();
    await expect(vehicleColumns(page)).toHaveText([/1\.5 eTSI/, /GTI/]);
  });

  test("'Suche anpassen': the count changes with the criteria before they apply; 'Alle Fahrzeuge vergleichen'", async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/auto/vergleich/');
    await compare(page).getByRole('button', { name: 'Suche anpassen' }).click();
    await expect(count(page)).toHaveText(`${cars.length} Fahrzeuge gefunden`);
    const fuel = compare(page).getByRole('group', { name: 'Antriebsart' });
    await fuel.getByRole('checkbox', { name: 'Elektro' }).check();
    const electric = cars.filter((car) => car.values.fuel == 'Elektro');
    await expect(count(page)).toHaveText(`${electric.length} Fahrzeuge gefunden`);
    const power = compare(page).getByRole('group', { name: 'Leistung (PS)' });
    await power.getByLabel('von').fill('250');
    const strong = electric.filter((car) => Number(car.values.powerPs) >= 250);
    await expect(count(page)).toHaveText(`${strong.length} Fahrzeuge gefunden`);
    expect(new URL(page.url()).search).toBe('');
    await compare(page).getByRole('button', { name: 'Treffer anzeigen' }).click();
    const results = compare(page).getByRole('region', { name: 'Suchergebnisse' });
    await expect(results.getByRole('listitem')).toHaveCount(strong.length);
    expect(new URL(page.url()).searchParams.get('k_powerPs')).toBe('250-');
    // 'Vergleichen' turns into 'Im Vergleich' and keeps focus (issue 23, focus 2).
    await results
      .getByRole('button', { name: /^Vergleichen: / })
      .first()
      .click();
    await expect(vehicleColumns(page)).toHaveCount(1);
    await expect(results.getByRole('button', { name: /^Im Vergleich: / })).toBeFocused();
    const all = results.getByRole('button', { name: 'Alle Fahrzeuge vergleichen' });
    await all.click();
    await expect(vehicleColumns(page)).toHaveCount(4);
    await expect(all).toBeFocused();
    await page.reload();
    await expect(vehicleColumns(page)).toHaveCount(4);
    await expect(
      compare(page).getByRole('region', { name: 'Suchergebnisse' }).getByRole('listitem'),
    ).toHaveCount(strong.length);
  });

  test('the motorcycle project: its labels, and a comparison of 3 motorcycles', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/motorrad/vergleich/');
    await expect(compare(page).getByLabel('Modell', { exact: true })).toBeVisible();
    await expect(compare(page).getByLabel('Baureihe')).toHaveCount(0);
    await pick(page, 'BMW', 'R 1300 GS', 'Basis', 'Modell');
    await expect(compare(page).getByRole('button', { name: 'Weitere Motorräder hinzufügen' })).toBeVisible();
    await pick(page, 'Honda', 'CRF1100L Africa Twin', 'Basis', 'Modell');
    await pick(page, 'Yamaha', 'Ténéré 700', 'Basis', 'Modell');
    await expect(vehicleColumns(page)).toHaveCount(3);
    await expect(table(page).getByRole('rowheader', { name: 'Verbrauch (WMTC)' })).toBeVisible();
    await compare(page).getByRole('button', { name: 'Suche anpassen' }).click();
    await expect(compare(page).getByLabel('Motorräder aus der Suche ausschließen')).toBeVisible();
    const motorcycles = CATALOGUE.filter((vehicle) => vehicle.kind == 'motorcycle');
    await expect(count(page)).toHaveText(`${motorcycles.length} Motorräder gefunden`);
    await compare(page).getByLabel('Motorräder aus der Suche ausschließen').check();
    await expect(count(page)).toHaveText(`${motorcycles.length - 3} Motorräder gefunden`);
  });

  test('keyboard only: pick, add, switch and remove', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/auto/vergleich/');
    const brand = compare(page).getByLabel('Marke');
    await expect(brand).toBeEnabled();
    await brand.focus();
    await page.keyboard.type('Porsche');
    await page.keyboard.press('Tab');
    await page.keyboard.type('911');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Carrera');
    await page.keyboard.press('Tab');
    await expect(compare(page).getByRole('button', { name: 'Hinzufügen', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(vehicleColumns(page)).toHaveText([/Porsche 911 Carrera/]);
    await brand.focus();
    await page.keyboard.type('Mazda');
    await page.keyboard.press('Tab');
    await page.keyboard.type('MX');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(vehicleColumns(page)).toHaveCount(2);
    const toggle = compare(page).getByRole('switch', { name: 'Nur Unterschiede' });
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await table(page).getByRole('button', { name: 'Entfernen: Porsche 911 Carrera' }).focus();
    await page.keyboard.press('Enter');
    await expect(vehicleColumns(page)).toHaveText([/Mazda MX-5/]);
    // Focus does not fall to <body> when the button it was on goes away.
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  });

  test("'Modell suchen' (issue 23): keyboard only, across brands, fills the three selects; axe light and dark", async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/auto/vergleich/');
    const widget = compare(page);
    const search = widget.getByRole('combobox', { name: 'Modell suchen' });
    await search.focus();
    await page.keyboard.type('TDI dsg');
    const list = widget.getByRole('listbox', { name: 'Modelle' });
    await expect(list.getByRole('option')).toHaveText([
      'Skoda Octavia Combi 2.0 TDI DSG',
      'VW Golf 2.0 TDI DSG',
      'VW Passat Variant 2.0 TDI DSG',
    ]);
    for (const theme of THEMES) {
      await useTheme(page, theme);
      expect(await seriousViolations(page, '.kiosk-vehicle-compare')).toEqual([]);
    }
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('option', { selected: true })).toHaveText('VW Golf 2.0 TDI DSG');
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await expect(search).toHaveValue('VW Golf 2.0 TDI DSG');
    await expect(search).toBeFocused();
    await expect(widget.getByLabel('Marke').locator('option:checked')).toHaveText('VW');
    await expect(widget.getByLabel('Baureihe').locator('option:checked')).toHaveText('Golf');
    await expect(widget.getByLabel('Version').locator('option:checked')).toHaveText('2.0 TDI DSG');
    for (let field = 0; field < 4; field++) await page.keyboard.press('Tab');
    await expect(widget.getByRole('button', { name: 'Hinzufügen', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(vehicleColumns(page)).toHaveText([/VW Golf 2\.0 TDI DSG/]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("issue 23, phones 10: at 320 px the caption shows whole and no word breaks mid-word ('Sportb|ack')", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    const ids = [
      cars.find((car) => car.name.startsWith('Sportback'))!.id,
      'vw-golf-gti-dsg',
      cars.find((car) => car.series == 'EV6')!.id,
    ];
    await page.goto(`/auto/vergleich/?v=${ids.join(',')}`);
    await expect(vehicleColumns(page)).toHaveText([/Sportback/, /GTI/, /EV6/]);
    const region = compare(page).getByRole('region', { name: 'Technische Daten, seitlich verschiebbar' });
    const faults = await region.evaluate((scroller) => {
      const view = scroller.getBoundingClientRect();
      const found: string[] = [];
      const caption = scroller.querySelector('caption')!;
      const whole = document.createRange();
      whole.selectNodeContents(caption);
      for (const line of whole.getClientRects())
        if (line.width > 0 && (line.left < view.left - 0.5 || line.right > view.right + 0.5))
          found.push(`caption cut off: ${caption.textContent}`);
      // Every word Kiosk sets in a header (names, 'Entfernen', labels) on one line: a line may break only
      // where German allows it, at a space, after a hyphen or a dash, or at a soft hyphen ('Beschleu-
      // nigung'). A server's value wider than its column ('Untersetzung') still breaks rather than
      // overflows: it is left out here.
      const lineOf = (node: Node, at: number) => {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        // The last box: a soft hyphen's drawn '-' is reported with the character after it.
        return Math.round([...range.getClientRects()].at(-1)?.top ?? 0);
      };
      for (const cell of scroller.querySelectorAll('th, thead td')) {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const part of (node.textContent ?? '').matchAll(/[^\s\u00ad–-]+[–-]?/g))
            if (lineOf(node, part.index) != lineOf(node, part.index + part[0].length - 1))
              found.push(`'${part[0]}' broken in '${cell.textContent}'`);
        }
      }
      return found;
    });
    expect(faults).toEqual([]);
    await expect(region.getByRole('button', { name: /^Entfernen: Audi A3 Sportback/ })).toHaveText(
      'Entfernen',
    );
  });

  test('a failing backend: German error with retry, the page stays usable', async ({ page, context }) => {
    const url = test.info().project.use.baseURL ?? '';
    await context.addCookies([{ name: VEHICLES_MODE_COOKIE, value: 'failing', url }]);
    await page.goto('/auto/vergleich/');
    const alert = compare(page).getByRole('alert').filter({ hasText: TREE_FAILED });
    await expect(alert).toContainText(TREE_FAILED);
    await context.clearCookies();
    await alert.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(compare(page).getByLabel('Marke')).toBeVisible();
    await pick(page, 'Kia', 'EV6', 'RWD 84 kWh');
    await expect(vehicleColumns(page)).toHaveCount(1);
  });

  test('a slow backend: skeletons while loading, then the picker', async ({ page, context }) => {
    const url = test.info().project.use.baseURL ?? '';
    await context.addCookies([{ name: VEHICLES_MODE_COOKIE, value: 'slow', url }]);
    await page.goto('/auto/vergleich/?v=vw-golf-gti-dsg');
    await expect(compare(page).getByText('Technische Daten werden geladen …')).toBeAttached();
    await expect(vehicleColumns(page)).toHaveText([/GTI/], { timeout: 10_000 });
    await page.goto('/auto/vergleich/');
    await expect(compare(page).getByText('Marken werden geladen …')).toBeAttached();
    await expect(compare(page).getByLabel('Marke')).toBeVisible({ timeout: 10_000 });
  });

  test('the model page teaser starts a comparison of the model; spec 2.7 events are sent', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.addInitScript(() => {
      const events: string[] = [];
      (window as unknown as { __events: string[] }).__events = events;
      document.addEventListener('kiosk:analytics-event', (event) =>
        events.push((event as CustomEvent<{ name: string }>).detail.name),
      );
    });
    const events = () => page.evaluate(() => (window as unknown as { __events: string[] }).__events);
    await page.goto('/auto/vw-golf/');
    await expect.poll(events).toContain('Modellseiten-Teaser / sichtbar');
    const teaser = page.getByRole('complementary', { name: 'VW Golf im Vergleich' });
    await expect(teaser).toContainText('3 Versionen');
    await teaser.getByRole('link', { name: 'Alle Versionen vergleichen' }).click();
    await expect(page).toHaveURL(/\/auto\/vergleich\/\?v=/);
    await expect(vehicleColumns(page)).toHaveCount(3);
    await expect.poll(events).toContain('Fahrzeugvergleich: Technische Daten / sichtbar');
    await compare(page).getByRole('button', { name: 'Suche anpassen' }).click();
    await compare(page).getByRole('button', { name: 'Treffer anzeigen' }).click();
    await compare(page).getByRole('button', { name: 'Alle Fahrzeuge vergleichen' }).click();
    await expect
      .poll(events)
      .toEqual(
        expect.arrayContaining([
          'Fahrzeugvergleich: Suche anpassen / klick',
          'Fahrzeugvergleich: Kriterienkombination / klick',
          'Fahrzeugvergleich: Trefferzahl / sichtbar',
          'Fahrzeugvergleich: Alle Fahrzeuge vergleichen / klick',
        ]),
      );
    await page.goto('/motorrad/bmw-r-1300-gs/');
    await page.getByRole('link', { name: 'Vergleich starten' }).click();
    await expect(vehicleColumns(page)).toHaveText([/R 1300 GS/]);
  });

  for (const theme of THEMES)
    test(`axe (${theme}) and screenshots at 1280 and 375 px; no sideways page scroll at 320 and 360`, async ({
      page,
    }) => {
      await page.setViewportSize(VIEWPORTS.desktop);
      await threeGolfs(page);
      await compare(page).getByRole('button', { name: 'Suche anpassen' }).click();
      await compare(page)
        .getByRole('group', { name: 'Antriebsart' })
        .getByRole('checkbox', { name: 'Diesel' })
        .check();
      await compare(page).getByRole('button', { name: 'Treffer anzeigen' }).click();
      await expect(
        compare(page).getByRole('region', { name: 'Suchergebnisse' }).getByRole('listitem'),
      ).not.toHaveCount(0);
      await useTheme(page, theme);
      expect(await seriousViolations(page)).toEqual([]);
      await table(page).scrollIntoViewIfNeeded();
      await shoot(page, 'vehicle-compare', 'desktop', theme);
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, 'vehicle-compare-top', 'mobile', theme);
      await table(page).scrollIntoViewIfNeeded();
      await shoot(page, 'vehicle-compare', 'mobile', theme);
      expect(await seriousViolations(page)).toEqual([]);
      for (const width of [320, 360]) {
        await page.setViewportSize({ width, height: 740 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.goto('/motorrad/bmw-r-1300-gs/');
      await useTheme(page, theme);
      await expect(page.locator('.kiosk-model-teaser')).toContainText('1 Version');
      expect(await seriousViolations(page)).toEqual([]);
      await shoot(page, 'model-teaser', 'desktop', theme);
      await page.setViewportSize(VIEWPORTS.mobile);
      await shoot(page, 'model-teaser', 'mobile', theme);
    });
});
