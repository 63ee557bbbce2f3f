import { expect, test, type Page } from '@playwright/test';
import { DEMO_USERS } from '../demo-host/api/community/seed.ts';
import type { ElementRequest } from '../demo-host/api/irelements/index.ts';
import { RELOAD_FAILED } from '../widgets/element-reload/messages.ts';
import { THEME_TOGGLE_MARKUP } from '../widgets/theme-toggle/resting-markup.ts';
import { seriousViolations } from './axe.ts';
import { THEMES, useTheme } from './screenshots.ts';

const [anna] = DEMO_USERS;
const ELEMENT_CALL = '**/api/irelements/element**';
const poll = (page: Page) => page.locator('.elemente-umfrage');
const account = (page: Page) => page.locator('.elemente-konto');
const push = (page: Page, command: unknown[]) =>
  page.evaluate(
    (command) => (window as unknown as { kiosk: { push(command: unknown[]): void } }).kiosk.push(command),
    command,
  );
/** DOMPurify's chunk: it loads with the first reload, never with the page. */
const isSanitizer = (url: string) => /\/widgets\/element-reload-sanitize-fragment-[^/]+\.js/.test(url);

async function openElements(page: Page) {
  await page.goto('/elemente/');
  await expect(poll(page)).toHaveAttribute('data-kiosk', 'mounted');
  await expect(account(page)).toHaveAttribute('data-kiosk', 'mounted');
}

test('login swaps the Mein Konto fragment, logout swaps it back; DOMPurify only with the first reload', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (sent) => scripts.push(sent.url()));
  await openElements(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter(isSanitizer)).toEqual([]);
  await push(page, ['session.login', anna.token]);
  await expect(account(page)).toContainText(`Angemeldet als ${anna.name}`);
  await expect(account(page).getByRole('link', { name: 'Zum Konto' })).toBeVisible();
  expect(scripts.filter(isSanitizer)).toHaveLength(1);
  const requests = (await (await request.get('/api/irelements/requests')).json()) as ElementRequest[];
  const mine = requests.filter((sent) => sent.body.page == page.url());
  expect(mine.find((sent) => sent.body.element == 'mein-konto')).toEqual({
    query: { project: 'mh', ab: '0', client: 'ams-web' },
    body: {
      element: 'mein-konto',
      disableDevHost: 1,
      isMobile: true,
      client: 'ams-web',
      irConfig: {},
      page: page.url(),
    },
    sentAs: 'json',
    withCookie: true,
  });
  // The failing element reloads on the same login and stays as it was, saying nothing.
  await expect(page.locator('.elemente-fehler')).toContainText('Melden Sie sich an');
  await expect(page.locator('.elemente-fehler').getByRole('alert')).toHaveCount(0);
  await push(page, ['session.logout']);
  await expect(account(page)).toContainText('Sie sind nicht angemeldet.');
  await expect(account(page).getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
    'href',
    `${new URL(page.url()).origin}/anmelden/`,
  );
});

test('the poll by keyboard alone: an invalid vote, a failed one, a counted one; axe and screenshots', async ({
  page,
}) => {
  await openElements(page);
  const form = poll(page);
  // Tab into the poll: the first radio of the group, then the comment.
  await form.getByLabel('Täglich').focus();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel(/^Kommentar/)).toBeFocused();
  await page.keyboard.type('Meist mit dem Rad.');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Abstimmen' })).toBeFocused();
  await page.keyboard.press('Enter');

  await test.step('invalid (no answer): the server’s error, the comment kept', async () => {
    await expect(form).toContainText('Bitte wählen Sie eine Antwort.');
    await expect(form.getByLabel(/^Kommentar/)).toHaveValue('Meist mit dem Rad.');
    await expect(page.locator('body')).not.toBeFocused();
  });

  await test.step('failed: the message beside the form, the input kept, focus stays', async () => {
    await form.getByLabel('Selten oder nie').focus();
    await page.keyboard.press('Space');
    await expect(form.getByLabel('Selten oder nie')).toBeChecked();
    await page.route(ELEMENT_CALL, (route) => route.fulfill({ status: 503, body: 'down' }), { times: 1 });
    await page.keyboard.press('Enter');
    await expect(form.getByRole('alert')).toHaveText(RELOAD_FAILED);
    await expect(form.getByLabel('Selten oder nie')).toBeChecked();
    await expect(form.getByLabel('Selten oder nie')).toBeFocused();
    await expect(form.getByLabel(/^Kommentar/)).toHaveValue('Meist mit dem Rad.');
    for (const theme of THEMES) {
      await useTheme(page, theme);
      expect(await seriousViolations(page, '.elemente-umfrage'), theme).toEqual([]);
    }
    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await form.scrollIntoViewIfNeeded();
      for (const theme of THEMES) {
        await useTheme(page, theme);
        await page.screenshot({ path: `e2e/screenshots/element-reload-failed-${width}-${theme}.png` });
      }
    }
  });

  await test.step('counted: the results and thanks, focus on the fragment’s heading', async () => {
    await form.getByLabel('Selten oder nie').focus();
    await page.keyboard.press('Enter');
    await expect(form).toContainText('Danke für Ihre Stimme!');
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(form.getByRole('heading', { name: 'Umfrage' })).toBeFocused();
    for (const theme of THEMES) {
      await useTheme(page, theme);
      expect(await seriousViolations(page, '.elemente-umfrage'), theme).toEqual([]);
      await page.screenshot({ path: `e2e/screenshots/element-reload-results-1280-${theme}.png` });
    }
  });
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });
  test('the poll posts as usual and the answer is a page with the results', async ({ page }) => {
    await page.goto('/elemente/');
    await poll(page).getByLabel('Täglich').check();
    await poll(page).getByRole('button', { name: 'Abstimmen' }).click();
    await expect(page.getByText('Danke für Ihre Stimme!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zurück zur Seite' })).toHaveAttribute(
      'href',
      /\/elemente\/$/,
    );
  });
});

// The sanitizing table: each hostile fragment a step on one page, answered by the test, swapped in
// by the host command; the selector must find nothing in the element afterwards.
const HOSTILE: ReadonlyArray<[string, string, string]> = [
  ['<script>', '<p>a</p><script>window.__irPwned = 1</script>', 'script'],
  ['an event handler', '<img src="/favicon.ico" alt="" onerror="window.__irPwned = 1">', '[onerror]'],
  ['a javascript: link', '<a href="javascript:window.__irPwned = 1">Link</a>', 'a[href]'],
  ['a javascript: link in entities', '<a href="jav&#x09;ascript&colon;alert(1)">Link</a>', 'a[href]'],
  ['a data: image', '<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="">', 'img[src]'],
  [
    'a javascript: form action',
    '<form action="javascript:alert(1)"><button>Los</button></form>',
    'form[action]',
  ],
  [
    'a javascript: formaction',
    '<form><button formaction="javascript:alert(1)">Los</button></form>',
    '[formaction]',
  ],
  ['an <iframe>', '<iframe srcdoc="<script>parent.__irPwned = 1</script>"></iframe>', 'iframe'],
  ['<object> and <embed>', '<object data="/x"></object><embed src="/y">', 'object, embed'],
  ['a <style> hiding the page', '<style>body { visibility: hidden }</style><p>Text</p>', 'style'],
  [
    'a style attribute covering the page',
    '<div style="position: fixed; inset: 0; z-index: 9">D</div>',
    '[style]',
  ],
  ['a <link> stylesheet', '<link rel="stylesheet" href="/x.css"><p>x</p>', 'link'],
  ['a <base> that moves every link', '<base href="https://evil.example/"><a href="/x">x</a>', 'base'],
  ['a <meta> refresh', '<meta http-equiv="refresh" content="0; url=/anmelden/"><p>x</p>', 'meta'],
  ['a top-layer <dialog>', '<dialog open>Decke</dialog><p>x</p>', 'dialog'],
  [
    'a popover',
    '<div popover="manual" id="p">D</div><button popovertarget="p">x</button>',
    '[popover], [popovertarget]',
  ],
  [
    'an SVG <script> and link',
    '<svg><script>window.__irPwned = 1</script><a href="javascript:alert(1)"><text>x</text></a></svg>',
    'script, [href]',
  ],
  [
    'mutation XSS through <noscript>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    '[onerror]',
  ],
];

/** The element-call answers `<h2>Fragment</h2>` plus `html`; the failing demo element is reloaded with it. */
async function reloadWith(page: Page, html: string) {
  await page.route(ELEMENT_CALL, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: `<h2>Fragment</h2>${html}`,
    }),
  );
  await openElements(page);
  const element = page.locator('.elemente-fehler');
  await element.scrollIntoViewIfNeeded();
  await expect(element).toHaveAttribute('data-kiosk', 'mounted');
  // issue 25: the host API's method, the same as `kiosk.push(['element.reload', element])`.
  await element.evaluate((root) =>
    (window as unknown as { kiosk: { reloadElement(element: Element): void } }).kiosk.reloadElement(root),
  );
  await expect(element.getByRole('heading', { name: 'Fragment' })).toBeVisible();
  return element;
}

// One cell per payload: nothing of it is left in the element, nothing ran, the page is still visible.
for (const [title, html, selector] of HOSTILE)
  test(`sanitizing: ${title} leaves no script, script URL or cover`, async ({ page }) => {
    const element = await reloadWith(page, html);
    await expect(element.locator(selector)).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { __irPwned?: unknown }).__irPwned ?? null),
    ).toBeNull();
    await expect(page.locator('body')).toHaveCSS('visibility', 'visible');
  });

test('a widget in the new fragment is mounted by the loader', async ({ page }) => {
  const element = await reloadWith(
    page,
    `<div class="fragment-toggle" data-widget="theme-toggle">${THEME_TOGGLE_MARKUP}</div>`,
  );
  await expect(element.locator('.fragment-toggle')).toHaveAttribute('data-kiosk', 'mounted');
  // Mounted once: one 'Wie System' beside the switch (hidden until the reader chooses a theme).
  await expect(element.locator('button', { hasText: 'Wie System' })).toHaveCount(1);
});
