import { expect, test } from '@playwright/test';
import { TOKEN_COOKIE } from '../../src/session/token-cookie.ts';
import {
  addMountPoints,
  expectClean,
  expectedUrl,
  type HostileCase,
  PAYLOADS,
  touchEverything,
} from './support/payloads.ts';

const PAGE = '/fitness/halbmarathon-training/';
const OWNED = 'halbmarathon-unter-2-00-h-4-tage';

/**
 * The paid box's server text (issue 27): the download link the platform answers passes safeUrl before
 * the browser follows it; the plan ids in its props only ever reach a path segment (encoded) and a label.
 */
export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title: `download url on ${PAGE} (an owner's 'Herunterladen', one click per payload)`,
    group: 'paid box download (url)',
    fields: 1,
    payloads: PAYLOADS.length,
    async run({ page, context, watcher }) {
      const url = `${test.info().project.use.baseURL ?? ''}/`;
      await context.addCookies([{ name: TOKEN_COOKIE, value: 'demo-ben-plus', url }]);
      let next = 0;
      await page.route(`**/api/training-plans/${OWNED}/download**`, (route) =>
        route.fulfill({ json: { url: PAYLOADS[next++], expiresAt: '2026-11-27T12:00:00.000Z' } }),
      );
      await page.goto(PAGE);
      watcher.loaded();
      const box = page.locator(`.kiosk-paid-box[data-plan="${OWNED}"]`);
      const download = box.getByRole('button', { name: /^Herunterladen/ });
      for (const payload of PAYLOADS) {
        const before = watcher.navigations.length;
        await download.click();
        if (expectedUrl(payload, page.url()))
          await expect.poll(() => watcher.navigations.length).toBe(before + 1);
        else
          await expect(box.getByRole('status')).toHaveText('Der Download-Link konnte nicht erstellt werden.');
        // The next answer must write the message again for the check above to mean anything.
        await box.getByRole('status').evaluate((status) => (status.textContent = ''));
      }
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
  {
    title: `props (plan, merchandiseId) on ${PAGE}`,
    group: 'paid box props (plan, merchandiseId)',
    fields: 2,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      await page.goto(PAGE);
      watcher.loaded();
      const markup = await page
        .locator('.kiosk-paid-box')
        .first()
        .evaluate((box) => box.outerHTML);
      await addMountPoints(page, {
        id: 'hostile-paid-boxes',
        widget: 'paid-box',
        load: 'eager',
        mounts: PAYLOADS.map((payload) => ({ props: { plan: payload, merchandiseId: payload } })),
      });
      await page.evaluate((html) => {
        for (const mount of document.querySelectorAll('#hostile-paid-boxes [data-widget]'))
          mount.innerHTML = html;
      }, markup);
      const boxes = page.locator('#hostile-paid-boxes [data-widget="paid-box"]');
      await expect(boxes.and(page.locator('[data-kiosk="mounted"]'))).toHaveCount(PAYLOADS.length);
      await boxes
        .first()
        .getByRole('link', { name: /^Jetzt kaufen/ })
        .click();
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
];
