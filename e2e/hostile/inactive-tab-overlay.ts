import { expect } from '@playwright/test';
import { awayAndBack, controlVisibility } from '../support/tab-visibility.ts';
import {
  addMountPoints,
  expectClean,
  type HostileCase,
  PAYLOADS,
  touchEverything,
} from './support/payloads.ts';

const FIELDS = ['id', 'title', 'rubric', 'plus', 'url', 'image'] as const;

/**
 * The inactive-tab overlay's hostile content: the suggestions' fields (the dialog shows the first
 * three usable ones, so the first carries every payload at once in its text fields, and one item per
 * payload carries it in every field) and the `homeUrl` prop.
 */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: 'inactive-tab overlay: every field of the suggestions in its dialog; homeUrl',
    group: 'inactive-tab overlay suggestions (id, title, rubric, plus, url, image) and props (homeUrl)',
    fields: FIELDS.length + 1,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      const all = PAYLOADS.join(' ');
      await page.route('**/api/suggestions?**', (route) =>
        route.fulfill({
          json: {
            items: [
              {
                id: all,
                title: all,
                rubric: all,
                plus: all,
                url: '/auto/',
                image: '/api/suggestions/images/1201.svg',
              },
              ...PAYLOADS.map((payload) => Object.fromEntries(FIELDS.map((field) => [field, payload]))),
            ],
          },
        }),
      );
      await controlVisibility(page);
      await page.clock.install();
      await page.goto('/auto/dauertest/');
      watcher.loaded();
      await addMountPoints(page, {
        id: 'hostile-inactive-tab',
        widget: 'inactive-tab-overlay',
        mounts: PAYLOADS.map((payload) => ({ props: { homeUrl: payload } })),
      });
      await expect(page.locator('[data-widget="inactive-tab-overlay"][data-kiosk="mounted"]')).toHaveCount(
        PAYLOADS.length + 1,
      );
      await awayAndBack(page);
      const dialog = page.getByRole('dialog', { name: 'Schön, dass Sie wieder da sind' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('listitem').first()).toContainText(PAYLOADS[0] ?? '');
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
];
