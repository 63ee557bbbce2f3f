import { expect } from '@playwright/test';
import { expectClean, type HostileCase, type Json, PAYLOADS, touchEverything } from './support/payloads.ts';

/** The camping search's hostile content (issue 28): place, entry and pitch text and URL fields. */

const PLACE_FIELDS = ['name', 'detail', 'postcode'] as const;
const ENTRY_FIELDS = ['name', 'place', 'region', 'image'] as const;
const DETAIL_FIELDS = ['name', 'place', 'region', 'country', 'description', 'images', 'bookingUrl'] as const;
const BUESUM = 'ort=B%C3%BCsum&gebiet=8.6349,53.9988,9.0955,54.2686&nahe=54.1337,8.8652';

export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: 'camping search: place suggestions and list entries (issue 28)',
    group: 'camping search places and entries',
    fields: PLACE_FIELDS.length + ENTRY_FIELDS.length,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      await page.route('**/api/camping/places?**', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { places: Json[] };
        const [first] = body.places;
        body.places = first
          ? PAYLOADS.map((payload, index) => ({
              ...first,
              id: `h${index}`,
              name: payload,
              detail: payload,
              postcode: payload,
            }))
          : [];
        await route.fulfill({ response, json: body });
      });
      await page.route('**/api/camping/search?**', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { entries: Json[] };
        const [first] = body.entries;
        body.entries = first
          ? PAYLOADS.map((payload, index) => ({
              ...first,
              id: `h${index}`,
              ...Object.fromEntries(ENTRY_FIELDS.map((field) => [field, payload])),
            }))
          : [];
        await route.fulfill({ response, json: body });
      });
      await page.goto(`/camping/?${BUESUM}`);
      watcher.loaded();
      const widget = page.locator('[data-widget="camping-search"]');
      await expect(widget).toHaveAttribute('data-kiosk', 'mounted');
      await expect(widget.locator('.kiosk-camping-entry')).toHaveCount(PAYLOADS.length);
      // Text stays text: the payload is there, character for character, as the name.
      await expect(widget.locator('.kiosk-camping-entry__link').first()).toHaveText(PAYLOADS[0]!);
      await widget.getByRole('combobox', { name: 'Ort, Region oder PLZ' }).fill('Büs');
      await expect(widget.getByRole('listbox', { name: 'Vorschläge' }).getByRole('option')).toHaveCount(
        PAYLOADS.length,
      );
      await touchEverything(page);
      await page.waitForTimeout(300);
      await expectClean(page, watcher.navigations);
    },
  },
  {
    title: 'camping search: the pitch overlay (issue 28)',
    group: 'camping search pitch overlay',
    fields: DETAIL_FIELDS.length,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      let next = 0;
      await page.route('**/api/camping/pitches/*', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { pitch: Json };
        const payload = PAYLOADS[next++ % PAYLOADS.length]!;
        body.pitch = {
          ...body.pitch,
          ...Object.fromEntries(
            DETAIL_FIELDS.map((field) => [field, field == 'images' ? [payload, payload] : payload]),
          ),
        };
        await route.fulfill({ response, json: body });
      });
      await page.goto(`/camping/?${BUESUM}`);
      watcher.loaded();
      const widget = page.locator('[data-widget="camping-search"]');
      await expect(widget.locator('.kiosk-camping-entry')).toHaveCount(20);
      const links = widget.locator('.kiosk-camping-entry__link');
      // One overlay per payload, each opened and looked through, then closed.
      for (let index = 0; index < PAYLOADS.length; index++) {
        await links.nth(index).click();
        const dialog = page.getByRole('dialog');
        // Long server text is shortened for display (camping-api.ts), never run.
        await expect(dialog.getByRole('heading', { level: 2 })).toContainText(PAYLOADS[index]!.slice(0, 40));
        await touchEverything(page);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
      await expectClean(page, watcher.navigations);
    },
  },
];
