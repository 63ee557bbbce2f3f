import { expect } from '@playwright/test';
import { NEWSLETTER_MARKUP } from '../../widgets/newsletter-form/markup.ts';
import { expectClean, type HostileCase, PAYLOADS, touchEverything } from './support/payloads.ts';

const FIELDS = ['title', 'list', 'rhythm'] as const;
const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll("'", '&#39;');

/**
 * The newsletter form's hostile content (issue 26): its props (the title becomes the form's name; the
 * list and rhythm go to the service and name the draft) and the service's 422 problems, which are
 * codes the form maps to its own German, never text it shows.
 */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: 'props (title, list, rhythm) and 422 problems on /newsletter/',
    group: 'newsletter form (props, 422 problems)',
    fields: FIELDS.length + 1,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      const mountPoints = FIELDS.flatMap((field) =>
        PAYLOADS.map((payload) => {
          const props = { list: 'ams-news', [field]: payload };
          return `<div data-widget="newsletter-form" data-props='${attribute(JSON.stringify(props))}'>${NEWSLETTER_MARKUP}</div>`;
        }),
      );
      await page.route('**/newsletter/', async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          '<article class="article">',
          `$&${mountPoints.join('')}`,
        );
        await route.fulfill({ response, body: html });
      });
      await page.route('**/api/newsletter/subscribe**', (route) =>
        route.fulfill({
          status: 422,
          json: { error: PAYLOADS[0], problems: { email: PAYLOADS[1], website: PAYLOADS[2] } },
        }),
      );
      await page.goto('/newsletter/');
      watcher.loaded();
      const forms = page.locator('[data-widget="newsletter-form"]');
      await expect(forms).toHaveCount(mountPoints.length + 1);
      const first = forms.first();
      await first.hover();
      await expect(first.locator('form[novalidate]')).toBeVisible();
      await first.getByLabel('E-Mail-Adresse').fill('leser@example.de');
      await first.getByRole('button', { name: 'Newsletter abonnieren' }).click();
      await expect(
        first.getByText(
          'Das hat gerade nicht geklappt. Ihre Eingaben sind noch da – bitte versuchen Sie es erneut.',
        ),
      ).toBeVisible();
      for (const form of await forms.all()) await form.hover();
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
];
