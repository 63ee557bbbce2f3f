import { expect, type Page } from '@playwright/test';
import {
  addMountPoints,
  expectClean,
  type HostileCase,
  PAYLOADS,
  touchEverything,
} from './support/payloads.ts';

/**
 * The element reload's hostile content (issue 25): the answer is HTML from a server, so the payloads
 * come as markup, in text and in every URL attribute, on the strict-CSP page (`script-src 'self';
 * style-src 'nonce-…'`): a payload that ran, a `style` that tried to apply, a script URL left in the
 * DOM all fail the case.
 */

const FIELDS = ['text', 'href', 'src', 'action'] as const;
const PAGE = '/elemente/strikt/';

/** Adds an element-reload mount point for `element`, mounted at once, and has the host reload it. */
async function reloadNew(page: Page, id: string, element: string) {
  await addMountPoints(page, {
    id,
    widget: 'element-reload',
    load: 'eager',
    mounts: [{ props: { element }, text: 'Server-Markup' }],
  });
  const mountPoint = page.locator(`#${id} [data-widget]`);
  await expect(mountPoint).toHaveAttribute('data-kiosk', 'mounted');
  await page.evaluate((id) => {
    const target = document.querySelector(`#${id} [data-widget]`);
    (window as unknown as { kiosk: { push(command: unknown[]): void } }).kiosk.push([
      'element.reload',
      target,
    ]);
  }, id);
  await expect(mountPoint).not.toContainText('Server-Markup');
  return mountPoint;
}

export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    title:
      "the demo host's hostile element (script, onerror, javascript: URLs, iframe, style, a fixed cover) under strict CSP",
    group: 'element fragment (the demo host’s hostile element)',
    fields: 1,
    payloads: 1,
    async run({ page, watcher }) {
      await page.goto(PAGE);
      watcher.loaded();
      const element = await reloadNew(page, 'feindlich', 'feindlich');
      await expect(element).toContainText('Sichtbarer Text bleibt.');
      // Nothing covers the page, nothing hides it.
      await expect(element.locator('#feindlich-decke')).not.toHaveCSS('position', 'fixed');
      await expect(page.locator('body')).toHaveCSS('visibility', 'visible');
      await expect(element.locator('style, iframe, object, embed, meta, base')).toHaveCount(0);
      await element.getByText('Ein Link').click();
      await element.getByRole('button', { name: 'Senden' }).click();
      await touchEverything(page);
      await expect(element).toContainText('Sichtbarer Text bleibt.');
      expect(
        await page.evaluate(() => (window as unknown as { __irPwned?: unknown }).__irPwned ?? null),
      ).toBeNull();
      await expectClean(page, watcher.navigations);
    },
  },
  {
    title: 'payloads in a fragment’s text, href, src and form action under strict CSP',
    group: 'element fragment (text, href, src, action)',
    fields: FIELDS.length,
    payloads: PAYLOADS.length,
    async run({ page, watcher }) {
      const fragment = PAYLOADS.map(
        (payload, index) =>
          `<p>${payload}</p><a href="${payload}">Link ${index}</a><img alt="Bild ${index}" src="${payload}">` +
          `<form action="${payload}"><button name="b" value="${index}">Knopf ${index}</button></form>`,
      ).join('');
      await page.route('**/api/irelements/element**', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          body: `<h2>Nutzlast</h2>${fragment}`,
        }),
      );
      await page.goto(PAGE);
      watcher.loaded();
      const element = await reloadNew(page, 'nutzlast', 'mein-konto');
      await expect(element.getByRole('heading', { name: 'Nutzlast' })).toBeVisible();
      // Every URL left is the page's own scheme; a payload's script or data URL is gone.
      const urls = await element.evaluate((root) =>
        [...root.querySelectorAll('[href], [src], [action]')].map(
          (node) =>
            node.getAttribute('href') ?? node.getAttribute('src') ?? node.getAttribute('action') ?? '',
        ),
      );
      for (const url of urls) expect(url).toMatch(/^https?:/);
      await touchEverything(page);
      await expectClean(page, watcher.navigations);
    },
  },
];
