import { TCString } from '@iabtechlabtcf/core';
import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO_USERS } from '../demo-host/api/community/seed.ts';
import { seriousViolations } from './axe.ts';
import { THEMES, useTheme } from './screenshots.ts';

/**
 * Consent with the demo host's real CMP (issue 24; demo-host/cmp/, `?cmp=on`): Kiosk's analytics waits
 * for the reader's answer and nothing third-party leaves the page without it.
 */
const ARTICLE = '/auto/';
const PUR_READER = DEMO_USERS.find((user) => user.token == 'demo-dirk-pur')!;

interface ConsentSeen {
  ready: boolean;
  purposes: number[];
  vendors: number[];
  subscriber: boolean;
  tcString?: string;
}

/**
 * Opens a page and records every request it makes. The sender skips automated browsers (spec 5.6), so
 * the page is told it is not one, as a reader's browser says.
 */
async function open(page: Page, path: string) {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }),
  );
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto(path);
  const events = () => requests.filter((request) => new URL(request.url()).pathname == '/api/event');
  const foreign = () =>
    requests.filter((request) => new URL(request.url()).origin != new URL(page.url()).origin);
  return { requests, events, foreign };
}

/** Asks for an analytics event the way a widget or the host does: on the bus. */
const track = (page: Page, name: string) =>
  page.evaluate((event) => {
    const bus = (window as unknown as { __kioskBus: { emit(name: string, payload: unknown): void } })
      .__kioskBus;
    bus.emit('analytics-event', { name: event });
  }, name);

/** What Kiosk last saw on its bus ('consent-changed'). */
const consentSeen = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __kioskBus: { last(name: string): unknown } }).__kioskBus.last(
        'consent-changed',
      ) as ConsentSeen | undefined,
  );

const allows = (page: Page, subject: { vendor: number } | { purpose: number }) =>
  page.evaluate(
    (what) =>
      (
        window as unknown as { __kioskRuntime: { consent: { allows(s: unknown): boolean } } }
      ).__kioskRuntime.consent.allows(what),
    subject,
  );

const banner = (page: Page) => page.getByRole('dialog', { name: 'Ihre Privatsphäre' });
const runtimeStarted = (page: Page) =>
  page.waitForFunction(() => '__kioskRuntime' in window && '__kioskBus' in window);

test('accept: held events are sent once the reader agrees, and Kiosk saw the TC string the CMP made', async ({
  page,
}) => {
  const { events, foreign } = await open(page, `${ARTICLE}?cmp=on`);
  await expect(banner(page)).toBeVisible();
  await runtimeStarted(page);
  await track(page, 'login_start');
  await page.waitForTimeout(300);
  expect(events()).toHaveLength(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-kiosk-consent', 'ready');

  await banner(page).getByRole('button', { name: 'Akzeptieren' }).click();
  await expect(banner(page)).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('data-kiosk-consent', 'ready');
  await expect.poll(() => events().length).toBe(1);
  expect(JSON.parse(events()[0]!.postData() ?? '{}')).toMatchObject({ n: 'login_start' });

  const seen = (await consentSeen(page))!;
  const decoded = TCString.decode(seen.tcString!);
  expect([...decoded.purposeConsents.values()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  expect([...decoded.vendorConsents.values()]).toEqual(seen.vendors);
  expect(decoded.cmpId).toBe(999);
  expect(await allows(page, { vendor: 755 })).toBe(true);
  expect(foreign().map((request) => request.url())).toEqual([]);
});

test('refuse: nothing is sent, nothing third-party is requested, and the drop is logged once', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() == 'warning') warnings.push(message.text());
  });
  const { events, foreign } = await open(page, `${ARTICLE}?cmp=on`);
  await runtimeStarted(page);
  await track(page, 'login_start');
  await banner(page).getByRole('button', { name: 'Ablehnen und Pur abonnieren' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-kiosk-consent', 'ready');
  await track(page, 'paywall_impression');
  await page.waitForTimeout(500);
  expect(events()).toHaveLength(0);
  expect(warnings.filter((line) => line.includes('no consent: events dropped'))).toHaveLength(1);
  const decoded = TCString.decode((await consentSeen(page))!.tcString!);
  expect(decoded.purposeConsents.size).toBe(0);
  expect(decoded.vendorConsents.size).toBe(0);
  expect(await allows(page, { vendor: 755 })).toBe(false);
  expect(foreign().map((request) => request.url())).toEqual([]);
});

test('change of mind: after a refusal the reader opens the settings, agrees to measurement, and events flow', async ({
  page,
}) => {
  const { events } = await open(page, `${ARTICLE}?cmp=on`);
  await runtimeStarted(page);
  await banner(page).getByRole('button', { name: 'Ablehnen und Pur abonnieren' }).click();
  await track(page, 'login_start');

  await page.getByRole('button', { name: 'Datenschutz-Einstellungen' }).click();
  await expect(banner(page)).toBeVisible();
  // The banner is up again, yet the stored refusal holds until the reader picks anew.
  await track(page, 'paywall_impression');
  await banner(page).getByRole('button', { name: 'Einstellungen' }).click();
  await banner(page).getByLabel('Informationen auf einem Gerät speichern und/oder abrufen').check();
  await banner(page).getByLabel('Die Leistung von Inhalten messen').check();
  await banner(page).getByRole('button', { name: 'Auswahl speichern' }).click();
  await expect.poll(async () => (await consentSeen(page))?.purposes).toEqual([1, 8]);
  await track(page, 'paywall_click');
  await expect
    .poll(() => events().map((request) => JSON.parse(request.postData()!).n))
    .toEqual(['paywall_click']);
  expect(await allows(page, { vendor: 755 })).toBe(false);

  // The stored choice is read on the next page at once ('tcloaded'), without the banner.
  await page.reload();
  await runtimeStarted(page);
  await expect(page.locator('html')).toHaveAttribute('data-kiosk-consent', 'ready');
  await expect(banner(page)).toBeHidden();
});

test('no CMP on the page: first-party analytics as before, no third party allowed', async ({ page }) => {
  const { events, foreign } = await open(page, ARTICLE);
  await runtimeStarted(page);
  await expect(page.locator('html')).toHaveAttribute('data-kiosk-consent', 'ready');
  await track(page, 'login_start');
  await expect.poll(() => events().length).toBe(1);
  expect(await allows(page, { purpose: 8 })).toBe(true);
  expect(await allows(page, { vendor: 755 })).toBe(false);
  expect(foreign()).toEqual([]);
});

test('a Pur subscriber is reported with the tier and loads no third party, even after accepting', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'ape_token', value: PUR_READER.token, url: baseURL! }]);
  const { events, foreign } = await open(page, `/motorrad/?cmp=on`);
  await runtimeStarted(page);
  await page.waitForFunction(() =>
    Boolean(
      (window as unknown as { __kioskBus: { last(name: string): unknown } }).__kioskBus.last(
        'subscription-changed',
      ),
    ),
  );
  await track(page, 'login_start');
  await expect.poll(() => events().length).toBe(1);
  expect(JSON.parse(events()[0]!.postData()!).m).toMatchObject({ consent_status: 'pur', user_has_pur: true });

  await banner(page).getByRole('button', { name: 'Akzeptieren' }).click();
  await expect.poll(async () => (await consentSeen(page))?.subscriber).toBe(true);
  expect(await allows(page, { vendor: 755 })).toBe(false);
  expect(foreign()).toEqual([]);
});

for (const theme of THEMES)
  test(`banner: keyboard only, focus inside, refusal as easy as acceptance, axe clean (${theme})`, async ({
    page,
  }) => {
    await open(page, `${ARTICLE}?cmp=on`);
    await useTheme(page, theme);
    await expect(banner(page)).toBeVisible();
    expect(await seriousViolations(page, '.demo-cmp')).toEqual([]);
    // Focus starts inside the banner; Tab reaches all three choices, Escape does not dismiss it.
    await expect(banner(page).getByRole('button', { name: 'Akzeptieren' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Ablehnen und Pur abonnieren' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Einstellungen' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(banner(page)).toBeVisible();
    const sizes = await banner(page)
      .locator('.demo-cmp__actions button')
      .evaluateAll((buttons) => buttons.map((button) => getComputedStyle(button).backgroundColor));
    expect(new Set(sizes).size).toBe(1);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-kiosk-consent', 'ready');
    expect((await consentSeen(page))?.purposes).toEqual([]);
  });

for (const width of [320, 375, 1280])
  for (const theme of THEMES)
    test(`banner screenshot at ${width} px, ${theme}: fits the viewport`, async ({ page }) => {
      await page.setViewportSize({ width, height: width == 1280 ? 900 : 700 });
      await open(page, `${ARTICLE}?cmp=on`);
      await useTheme(page, theme);
      await expect(banner(page)).toBeVisible();
      const box = (await banner(page).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `e2e/screenshots/consent-banner-${width}-${theme}.png` });
    });
