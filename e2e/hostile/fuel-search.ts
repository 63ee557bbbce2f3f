import { expect } from '@playwright/test';
import { expectClean, type HostileCase, type Json, PAYLOADS, touchEverything } from './support/payloads.ts';

/** The fuel search's hostile content (issue 15): the place and station text fields, and a station's hours. */

const FUEL_PLACE_FIELDS = ['_id', 'name'] as const;
const FUEL_STATION_FIELDS = ['brand', 'street', 'houseNumber', 'postCode', 'place'] as const;
/** The station details call's text (issue 22: the hours come when a row is opened). */
const FUEL_DETAILS_FIELDS = ['openingTimes days/start/end'] as const;
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: 'fuel search: place, station and opening-hours text fields (issues 15, 22)',
    group: 'fuel search places and stations',
    fields: FUEL_PLACE_FIELDS.length + FUEL_STATION_FIELDS.length + FUEL_DETAILS_FIELDS.length,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      await page.route('**/api/mt/places?**', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { pois: Json[] };
        const [first] = body.pois;
        body.pois = first ? PAYLOADS.map((payload) => ({ ...first, _id: payload, name: payload })) : [];
        await route.fulfill({ response, json: body });
      });
      await page.route('**/api/mt/stations?**', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { stations: Json[] };
        const [first] = body.stations;
        body.stations = first
          ? PAYLOADS.map((payload, index) => ({
              ...first,
              id: `hostile-${index}`,
              ...Object.fromEntries(FUEL_STATION_FIELDS.map((field) => [field, payload])),
              isOpen: false,
              wholeDay: false,
              opensAt: null,
            }))
          : [];
        await route.fulfill({ response, json: body });
      });
      // Each row's hours: the payload of its index, in every field of a line.
      await page.route('**/api/mt/stations/hostile-*', (route) => {
        const id = new URL(route.request().url()).pathname.split('/').pop() ?? '';
        const payload = PAYLOADS[Number(id.replace('hostile-', ''))] ?? '';
        return route.fulfill({
          json: {
            ok: true,
            station: { id, openingTimes: [{ days: payload, start: payload, end: payload }] },
          },
        });
      });
      await page.goto('/tanken/');
      watcher.loaded();
      const widget = page.locator('[data-widget="fuel-search"]');
      await expect(widget).toHaveAttribute('data-kiosk', 'mounted');
      await widget.getByRole('combobox', { name: 'Ort oder PLZ' }).fill('Berlin');
      const suggestions = widget.getByRole('listbox', { name: 'Vorschläge' }).getByRole('option');
      await expect(suggestions).toHaveCount(PAYLOADS.length);
      await suggestions.first().click();
      await widget.getByRole('button', { name: 'Spritpreise vergleichen' }).first().click();
      // By keyboard: a jump to the button lays out the rows above it, which until then held a placeholder
      // height (content-visibility), and a pointer's press and release could land on different elements.
      const more = widget.getByRole('button', { name: /^Weitere \d+ Tankstellen anzeigen$/ });
      await more.focus();
      await page.keyboard.press('Enter');
      await expect(widget.locator('.kiosk-fuel-station')).toHaveCount(PAYLOADS.length);
      // The last page took the button away: focus is on the first row it added.
      await expect(widget.locator('.kiosk-fuel-station__brand').nth(10)).toBeFocused();
      // Text stays text: the payload is there, character for character, as the brand.
      await expect(widget.locator('.kiosk-fuel-station__brand').first()).toHaveText(PAYLOADS[0]!);
      for (const details of await widget.locator('.kiosk-fuel-station details').all())
        await details.evaluate((element) => element.setAttribute('open', ''));
      // Every row's hours arrived, as text (shortened to what a line holds): the payload's own characters.
      await expect(widget.locator('.kiosk-fuel-station__hours li')).toHaveCount(PAYLOADS.length);
      await expect(widget.locator('.kiosk-fuel-station__hours li').first()).toContainText('<img src=x');
      await touchEverything(page);
      await page.waitForTimeout(300);
      await expectClean(page, watcher.navigations);
    },
  },
];
