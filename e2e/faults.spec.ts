import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';
import { DEMO_USERS } from '../demo-host/api/community/seed.ts';
import { STOREFRONT_API_PATH } from '../demo-host/api/storefront/index.ts';
import { CART_ID_KEY } from '../features/cart/cart-id-storage.ts';
import { CHECKOUT_UNAVAILABLE, NETWORK_FAILURE } from '../features/cart/messages.ts';
import { NEWS_LABELS } from '../features/newsticker/messages.ts';
import { TOKEN_COOKIE } from '../src/session/token-cookie.ts';
import { COUNT_FAILED, VEHICLES_FAILED } from '../widgets/vehicle-compare/messages.ts';
import { addFromProductBox, serverCart } from './cart-helpers.ts';
import { PAYWALL_ROW } from './faults/paywall-row.ts';
import { BOOKMARKS_ROWS } from './faults/bookmarks-rows.ts';
import { FUEL_SEARCH_ROWS } from './faults/fuel-search-rows.ts';
import {
  FAULTS,
  graphqlOperation,
  routeAnswer,
  routeFault,
  SLOW_MS,
  SUCCEEDS,
} from './faults/route-fault.ts';

/**
 * The fault table (issue 10): every main action of every widget × every way its backend fails. Each
 * cell checks that the page stays usable (no uncaught error, the widget still answers), that the reader
 * who acted reads a German message, that nothing stored is lost (cart id, login cookie), and that the
 * action works again once the server recovers. A new widget adds its actions as rows to ROWS.
 */

const MOTO_BOOK = 'Motorrad Kiosk Jahrbuch 2026';
const [anna] = DEMO_USERS;

/**
 * The Storefront timeout the shop page gets through `#kiosk-config` (`storefront.timeoutMs`), so a
 * hang cell ends in seconds instead of the production 15 s; longer than SLOW_MS, so a slow answer
 * still arrives.
 */
const STOREFRONT_TIMEOUT_MS = SLOW_MS + 2_000;
/** src/http.ts DEFAULT_TIMEOUT_MS: the session's calls have no config knob; the hang cells fake the clock. */
const PLATFORM_TIMEOUT_MS = 10_000;

const STOREFRONT = `**${STOREFRONT_API_PATH}`;
const VALIDATE = '**/api/community/validate**';
const LOGOUT = '**/api/community/logout';

interface Cell {
  page: Page;
  context: BrowserContext;
  request: APIRequestContext;
  /** What was stored before the fault, to prove it is still there afterwards. */
  stored?: string;
}

interface Row {
  action: string;
  /** The backend route(s) the action uses, for the printed table. */
  routes: string;
  backend: string;
  only?: (request: Request) => boolean;
  /** How a hang ends: the widget's own (configured) timeout, or the platform timeout on a fake clock. */
  hangEnds: 'timeout' | 'clock';
  setUp(cell: Cell): Promise<void>;
  /** What the reader (or the host, for the session) does. */
  act(cell: Cell): Promise<void>;
  /** After a fault that fails the action: the message, the stored state, a widget that still answers. */
  failed(cell: Cell): Promise<void>;
  /** After the action worked `times` times in this cell. */
  succeeded(cell: Cell, times: number): Promise<void>;
}

// ---- the shop page, with a short Storefront timeout and the voucher field --------------------------

async function openShop({ page }: Cell) {
  await page.route('**/motorrad/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace('"storefront":{', `"storefront":{"timeoutMs":${STOREFRONT_TIMEOUT_MS},`)
      .replace(`data-props='{"preset":"cms"`, `data-props='{"preset":"cms","showVoucher":true`);
    await route.fulfill({ response, body: html });
  });
  await page.goto('/motorrad/');
}

const storedCartId = (page: Page) => page.evaluate((key) => localStorage.getItem(key), CART_ID_KEY);

/** A cart with one Jahrbuch, on the server and in localStorage. */
async function shopWithCart(cell: Cell) {
  await openShop(cell);
  await addFromProductBox(cell.page, MOTO_BOOK, 1);
  await expect(drawer(cell.page).locator('.kiosk-cart-line')).toHaveCount(1);
  cell.stored = (await storedCartId(cell.page)) ?? undefined;
  expect(cell.stored).toBeTruthy();
}

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Warenkorb' });
const quantity = (page: Page) => drawer(page).locator('.kiosk-cart-line').getByLabel('Menge');

/** The cart's failure, where the reader acted: the German notice with its retry, and the cart kept. */
async function cartFailed({ page, request, stored }: Cell, serverQuantity = 1) {
  const notice = drawer(page).getByRole('alert');
  // A hang ends by the Storefront timeout (twice where a lookup precedes the add).
  await expect(notice).toContainText(NETWORK_FAILURE, { timeout: 3 * STOREFRONT_TIMEOUT_MS });
  await expect(notice.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  expect(await storedCartId(page)).toBe(stored);
  expect((await serverCart(request, page))?.totalQuantity).toBe(serverQuantity);
  // The widgets still answer: the add button is not left busy, the drawer closes and reopens.
  const add = page
    .locator('.product-box', { hasText: MOTO_BOOK })
    .getByRole('button', { name: 'In den Warenkorb' });
  await expect(add).toBeEnabled();
  await expect(add).not.toHaveAttribute('aria-busy', 'true');
}

/** The partner shop with the fault suite's short Storefront timeout in its settings. */
async function openPartnerShop({ page }: Cell) {
  await page.route('**/partner/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '{"endpoint":',
      `{"timeoutMs":${STOREFRONT_TIMEOUT_MS},"endpoint":`,
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto('/partner/');
}
const partnerButton = (page: Page) =>
  page
    .locator('.product-box', { hasText: 'Motorrad Kiosk Tasse' })
    .getByRole('button', { name: 'In den Warenkorb' });

async function closeDrawer(page: Page) {
  await drawer(page).getByRole('button', { name: 'Schließen' }).click();
  await expect(drawer(page)).toBeHidden();
}

// ---- the session page: a reader who logged in before --------------------------------------------------

async function withLoginCookie({ context }: Cell) {
  const url = test.info().project.use.baseURL ?? '';
  await context.addCookies([{ name: TOKEN_COOKIE, value: anna.token, url }]);
}

const loginCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name == TOKEN_COOKIE)?.value;
const loggedIn = (page: Page) => page.locator('html');
const push = (page: Page, command: string, argument?: string) =>
  page.evaluate(
    ([name, value]) => {
      const kiosk = (window as unknown as { kiosk: { push(entry: unknown[]): void } }).kiosk;
      kiosk.push(value === undefined ? [name] : [name, value]);
    },
    [command, argument] as const,
  );

/** The page stays usable: the theme toggle (a widget with no backend) still switches. */
async function themeToggleAnswers(page: Page) {
  const toggle = page.getByRole('switch', { name: 'Dunkles Design' });
  const before = await toggle.getAttribute('aria-checked');
  await toggle.click();
  await expect(toggle).not.toHaveAttribute('aria-checked', before ?? '');
}

// ---- the store-price page: a short price timeout through #kiosk-config -----------------------------

const STORE_PRICE = '**/api/store-price/**';
/** `storePrice.timeoutMs` for the hang cell; longer than SLOW_MS, so a slow answer still arrives. */
const STORE_PRICE_TIMEOUT_MS = SLOW_MS + 2_000;
const storeLink = (page: Page) => page.getByRole('link', { name: 'Dashcam mit 4K-Auflösung' });

async function openStorePricePage({ page }: Cell) {
  await page.route('**/auto/kaufberatung/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '"storePrice":{',
      `"storePrice":{"timeoutMs":${STORE_PRICE_TIMEOUT_MS},`,
    );
    await route.fulfill({ response, body: html });
  });
}

// ---- the table -------------------------------------------------------------------------------------

const ROWS: Row[] = [
  {
    action: 'cart add (add-to-cart, existing cart)',
    routes: 'Storefront cartLinesAdd',
    backend: STOREFRONT,
    only: graphqlOperation('cartLinesAdd'),
    hangEnds: 'timeout',
    async setUp(cell) {
      await shopWithCart(cell);
      await closeDrawer(cell.page);
    },
    async act({ page }) {
      // A failed add opens the drawer with its notice; the reader closes it and clicks the button again.
      if (await drawer(page).isVisible()) await closeDrawer(page);
      await addFromProductBox(page, MOTO_BOOK, 1);
    },
    failed: (cell) => cartFailed(cell),
    async succeeded({ page, request }, times) {
      await expect.poll(async () => (await serverCart(request, page))?.totalQuantity).toBe(1 + times);
      await expect(quantity(page)).toHaveValue(String(1 + times));
      await expect(drawer(page).locator('.kiosk-notice')).toHaveCount(0);
    },
  },
  {
    action: 'cart restore then add (stored cart looked up on load)',
    routes: 'Storefront Cart query, cartLinesAdd',
    backend: STOREFRONT,
    only: graphqlOperation('Cart'),
    hangEnds: 'timeout',
    setUp: shopWithCart,
    async act({ page }) {
      await page.reload();
      await addFromProductBox(page, MOTO_BOOK, 1);
    },
    failed: (cell) => cartFailed(cell),
    async succeeded({ page, request, stored }, times) {
      // The reader's cart, not a second one (issue 10, defect 3).
      await expect.poll(async () => (await serverCart(request, page))?.totalQuantity).toBe(1 + times);
      expect(await storedCartId(page)).toBe(stored);
      await expect(quantity(page)).toHaveValue(String(1 + times));
    },
  },
  {
    action: 'quantity change (cart drawer)',
    routes: 'Storefront cartLinesUpdate',
    backend: STOREFRONT,
    only: graphqlOperation('cartLinesUpdate'),
    hangEnds: 'timeout',
    setUp: shopWithCart,
    act: async ({ page }) => void (await quantity(page).selectOption('3')),
    async failed(cell) {
      await cartFailed(cell);
      await expect(quantity(cell.page)).toBeEnabled();
    },
    async succeeded({ page, request }) {
      await expect.poll(async () => (await serverCart(request, page))?.totalQuantity).toBe(3);
      await expect(quantity(page)).toHaveValue('3');
    },
  },
  {
    action: 'voucher (cart drawer)',
    routes: 'Storefront cartDiscountCodesUpdate',
    backend: STOREFRONT,
    only: graphqlOperation('cartDiscountCodesUpdate'),
    hangEnds: 'timeout',
    setUp: shopWithCart,
    async act({ page }) {
      await drawer(page).getByPlaceholder('Gutscheincode').fill('MOTORRAD5');
      await drawer(page).getByRole('button', { name: 'Gutschein berechnen' }).click();
    },
    async failed(cell) {
      await cartFailed(cell);
      await expect(drawer(cell.page).locator('.kiosk-cart__discount--valid')).toHaveCount(0);
      // The code the reader typed is still there for the next try.
      await expect(drawer(cell.page).getByPlaceholder('Gutscheincode')).toHaveValue('MOTORRAD5');
    },
    async succeeded({ page }) {
      await expect(drawer(page).locator('.kiosk-cart__discount--valid')).toContainText('MOTORRAD5');
      await expect(drawer(page).locator('.kiosk-notice')).toHaveCount(0);
    },
  },
  {
    action: 'session validate (on load, with a login cookie)',
    routes: 'GET /api/community/validate',
    backend: VALIDATE,
    hangEnds: 'clock',
    setUp: withLoginCookie,
    // The reader did not act: validation runs on load, so there is no message, only the flag.
    act: async ({ page }) => void (await page.goto('/tanken/')),
    async failed({ page, context }) {
      // spec 8: 'validate failed' → treated as logged out, for this page view only. The cookie stays: a
      // 5xx, a proxy page or a dropped connection must not log the reader out for good; only a logout
      // removes it, and the next page view checks the token again.
      await expect(loggedIn(page)).toHaveAttribute('data-kiosk-logged-in', 'false');
      expect(await loginCookie(context)).toBe(anna.token);
      await themeToggleAnswers(page);
    },
    async succeeded({ page, context }) {
      await expect(loggedIn(page)).toHaveAttribute('data-kiosk-logged-in', 'true');
      expect(await loginCookie(context)).toBe(anna.token);
    },
  },
  {
    action: 'logout (session.logout)',
    routes: 'POST /api/community/logout',
    backend: LOGOUT,
    hangEnds: 'clock',
    async setUp(cell) {
      await withLoginCookie(cell);
      await cell.page.goto('/tanken/');
      await expect(loggedIn(cell.page)).toHaveAttribute('data-kiosk-logged-in', 'true');
    },
    async act({ page }) {
      // A logout that reaches nobody still logs out here: the cookie goes first (spec 4.1).
      await push(page, 'session.logout');
    },
    async failed({ page, context }) {
      await expect(loggedIn(page)).toHaveAttribute('data-kiosk-logged-in', 'false');
      expect(await loginCookie(context)).toBeUndefined();
      await themeToggleAnswers(page);
      // The host can log in again right away.
      await push(page, 'session.login', anna.token);
      await expect(loggedIn(page)).toHaveAttribute('data-kiosk-logged-in', 'true');
    },
    async succeeded({ page, context }) {
      await expect(loggedIn(page)).toHaveAttribute('data-kiosk-logged-in', 'false');
      expect(await loginCookie(context)).toBeUndefined();
      // Log in again, so the next logout has something to do.
      await push(page, 'session.login', anna.token);
      await expect(loggedIn(page)).toHaveAttribute('data-kiosk-logged-in', 'true');
    },
  },
  PAYWALL_ROW,
  {
    action: 'store price lookup (store-price, links on the first screen)',
    routes: 'GET /api/store-price/{store}/price',
    backend: STORE_PRICE,
    hangEnds: 'timeout',
    setUp: openStorePricePage,
    // The reader does not act: reading the first screen for 1.5 s is what asks for the prices.
    act: async ({ page }) => void (await page.goto('/auto/kaufberatung/')),
    async failed({ page }) {
      // spec 8: logged only; the link stays as the CMS wrote it, and the page goes on.
      await expect(storeLink(page)).toHaveAttribute('data-kiosk-price', 'none', {
        timeout: STORE_PRICE_TIMEOUT_MS + 3_000,
      });
      await expect(storeLink(page)).toHaveText('Dashcam mit 4K-Auflösung');
      await themeToggleAnswers(page);
    },
    async succeeded({ page }) {
      await expect(storeLink(page)).toHaveText('Dashcam mit 4K-Auflösung (ab 89,99 €)', {
        timeout: SLOW_MS + 3_000,
      });
    },
  },
  {
    action: 'newsticker feed (bell list, retry)',
    routes: 'GET /api/newsticker/feed',
    backend: '**/api/newsticker/feed**',
    hangEnds: 'timeout',
    setUp: ({ page }) => withNewsTimeout(page),
    async act({ page }) {
      // The first load on opening the page; after a failure, the reader's 'Erneut versuchen'.
      if (!page.url().includes('/nachrichten/')) await page.goto('/nachrichten/');
      if (!(await newsList(page).isVisible())) await page.locator('.kiosk-newsticker__bell').click();
      const retry = newsList(page).getByRole('button', { name: 'Erneut versuchen' });
      if (await retry.isVisible()) await retry.click();
    },
    async failed({ page }) {
      await expect(newsList(page).getByRole('alert')).toContainText(NEWS_LABELS.failed, {
        timeout: 3 * NEWS_TIMEOUT_MS,
      });
      await expect(newsList(page).getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
      await themeToggleAnswers(page);
      await expect(page.locator('.kiosk-newsticker__bell')).toHaveAttribute('aria-label', /^Newsticker/);
    },
    async succeeded({ page }) {
      await expect(newsList(page).locator('.kiosk-newsticker__link')).toHaveCount(10, {
        timeout: 3 * NEWS_TIMEOUT_MS,
      });
      await expect(newsList(page).getByRole('alert')).toHaveText('');
    },
  },
  ...BOOKMARKS_ROWS,
  {
    action: 'technical data (vehicle-compare, add a version)',
    routes: 'GET /api/vehicles/versions',
    backend: '**/api/vehicles/versions**',
    hangEnds: 'timeout',
    setUp: openVehicleComparison,
    act: addNextVehicle,
    async failed({ page }) {
      await vehicleNoticeShows(page, VEHICLES_FAILED);
      // Nothing is lost: the chosen vehicle stays in the URL, and the picker still works.
      expect(comparedIds(page)).toHaveLength(1);
      await expect(page.locator('.kiosk-vehicle-compare').getByLabel('Marke')).toBeEnabled();
    },
    async succeeded({ page }) {
      const columns = page.locator('.kiosk-vehicle-compare thead th[scope="col"]');
      await expect(columns).toHaveCount(comparedIds(page).length);
      await expect(page.locator('.kiosk-vehicle-compare').getByText(VEHICLES_FAILED)).toHaveCount(0);
    },
  },
  {
    action: "result count ('Suche anpassen', tick a criterion)",
    routes: 'GET /api/vehicles/search',
    backend: '**/api/vehicles/search**',
    hangEnds: 'timeout',
    async setUp(cell) {
      await openVehicleComparison(cell);
      await cell.page.getByRole('button', { name: 'Suche anpassen' }).click();
      await expect(vehicleCount(cell.page)).toHaveText(/\d+ Fahrzeuge gefunden/);
    },
    async act({ page }) {
      const fuel = page.locator('.kiosk-vehicle-compare').getByRole('group', { name: 'Antriebsart' });
      for (const choice of ['Elektro', 'Diesel', 'Hybrid']) {
        const box = fuel.getByRole('checkbox', { name: choice });
        if (await box.isChecked()) continue;
        await box.check();
        return;
      }
    },
    async failed({ page }) {
      await vehicleNoticeShows(page, COUNT_FAILED);
      await expect(page.getByRole('checkbox', { name: 'Elektro' })).toBeChecked();
    },
    async succeeded({ page }) {
      await expect(vehicleCount(page)).toHaveText(/^\d+ Fahrzeuge gefunden$/);
      await expect(page.locator('.kiosk-vehicle-compare').getByText(COUNT_FAILED)).toHaveCount(0);
    },
  },
  ...FUEL_SEARCH_ROWS,
  {
    // issue 17: the partner embed; its shop's own button adds through a delegated click.
    action: 'partner add (cart-embed.js, existing cart)',
    routes: 'Storefront cartLinesAdd',
    backend: STOREFRONT,
    only: graphqlOperation('cartLinesAdd'),
    hangEnds: 'timeout',
    async setUp(cell) {
      await openPartnerShop(cell);
      await partnerButton(cell.page).click();
      await expect(drawer(cell.page).locator('.kiosk-cart-line')).toHaveCount(1);
      cell.stored = (await storedCartId(cell.page)) ?? undefined;
      await closeDrawer(cell.page);
    },
    async act({ page }) {
      if (await drawer(page).isVisible()) await closeDrawer(page);
      await partnerButton(page).click();
    },
    async failed({ page, request, stored }) {
      const notice = drawer(page).getByRole('alert');
      await expect(notice).toContainText(NETWORK_FAILURE, { timeout: 3 * STOREFRONT_TIMEOUT_MS });
      await expect(notice.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
      expect(await storedCartId(page)).toBe(stored);
      expect((await serverCart(request, page))?.totalQuantity).toBe(1);
      await expect(partnerButton(page)).not.toHaveAttribute('aria-busy', 'true');
    },
    async succeeded({ page, request }, times) {
      await expect.poll(async () => (await serverCart(request, page))?.totalQuantity).toBe(1 + times);
      await expect(drawer(page).locator('.kiosk-notice')).toHaveCount(0);
    },
  },
];

/** The newsticker's feed timeout on its page (`newsticker.timeoutMs`): a hang ends in seconds. */
const NEWS_TIMEOUT_MS = SLOW_MS + 2_000;
const newsList = (page: Page) => page.getByRole('dialog', { name: 'Neueste Meldungen' });
async function withNewsTimeout(page: Page) {
  await page.route('**/nachrichten/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '"isAb":false',
      `"isAb":false,"newsticker":{"timeoutMs":${NEWS_TIMEOUT_MS}}`,
    );
    await route.fulfill({ response, body: html });
  });
}

/** Unsafe checkout URLs a lying Storefront answer may carry (issue 10, defect 1). */
const UNSAFE_CHECKOUT_URLS = [
  'javascript:window.__kioskPwned=1',
  ' JaVa\tScRiPt:window.__kioskPwned=1',
  'data:text/html,<script>opener.__kioskPwned=1</script>',
  'vbscript:msgbox(1)',
  '',
] as const;

// ---- figures: every worker records its cells; the last afterAll prints the run's totals ------------

/** One folder per run (the workers' parent is the runner), so parallel workers add up. */
const FIGURES_DIR = join(tmpdir(), `kiosk-faults-${process.ppid}`);
const cells: Array<{ cell: string; held: boolean }> = [];

test.afterEach(() => {
  const testInfo = test.info();
  cells.push({ cell: testInfo.title, held: testInfo.status == testInfo.expectedStatus });
});

test.afterAll(() => {
  const testInfo = test.info();
  mkdirSync(FIGURES_DIR, { recursive: true });
  writeFileSync(
    join(FIGURES_DIR, `worker-${testInfo.parallelIndex}-${process.pid}.json`),
    JSON.stringify(cells),
  );
  const all = readdirSync(FIGURES_DIR).flatMap(
    (file) => JSON.parse(readFileSync(join(FIGURES_DIR, file), 'utf8')) as typeof cells,
  );
  const held = all.filter((entry) => entry.held).length;
  console.log(
    `fault table: ${all.length} cells tried, ${held} held (${ROWS.length} actions × ${FAULTS.length} faults + ` +
      `${UNSAFE_CHECKOUT_URLS.length} unsafe checkout URLs; totals over all workers so far)`,
  );
});

// ---- the cells ---------------------------------------------------------------------------------------

test.describe.configure({ mode: 'parallel' });
// The drawer's open and close animations are not under test here; without them a cell is a second faster.
test.use({ reducedMotion: 'reduce' });

for (const row of ROWS) {
  for (const fault of FAULTS) {
    test(`${row.action} × ${fault}`, async ({ page, context, request }) => {
      const uncaught: Error[] = [];
      page.on('pageerror', (error) => uncaught.push(error));
      const cell: Cell = { page, context, request };
      const fakeClock = fault == 'hang' && row.hangEnds == 'clock';
      if (fakeClock) await page.clock.install();
      await row.setUp(cell);

      const applied = await routeFault(page, row.backend, fault, { only: row.only });
      await row.act(cell);
      await expect.poll(() => applied.hits(), { message: 'the fault was applied' }).toBeGreaterThan(0);
      if (fakeClock) await page.clock.fastForward(PLATFORM_TIMEOUT_MS + 1);
      let times = 0;
      if (SUCCEEDS.has(fault)) await row.succeeded(cell, ++times);
      else await row.failed(cell);

      // The server recovers: the same action again works.
      await applied.release();
      await row.act(cell);
      await row.succeeded(cell, ++times);
      expect(uncaught.map((error) => error.message)).toEqual([]);
    });
  }
}

test.describe('checkout with an unsafe checkoutUrl from the Storefront', () => {
  for (const unsafe of UNSAFE_CHECKOUT_URLS) {
    test(`checkout × checkoutUrl ${JSON.stringify(unsafe)}`, async ({ page, context, request }) => {
      const uncaught: Error[] = [];
      page.on('pageerror', (error) => uncaught.push(error));
      const popups: string[] = [];
      context.on('page', (popup) => popups.push(popup.url()));
      const lying = await routeAnswer(page, STOREFRONT, (body) => replaceField(body, 'checkoutUrl', unsafe));
      const cell: Cell = { page, context, request };
      await shopWithCart(cell);

      const link = drawer(page).getByRole('link', { name: 'Zur Kasse' });
      // Not in the markup either: a middle click or "open in new tab" bypasses any click handler.
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/^(https?:\/\/[^\s]*)?$/);
      await link.click();
      await expect(drawer(page).locator('.kiosk-notice')).toContainText(CHECKOUT_UNAVAILABLE);
      expect(popups).toEqual([]);
      expect(page.url()).toMatch(/\/motorrad\/$/);
      expect(await page.evaluate(() => (window as { __kioskPwned?: number }).__kioskPwned)).toBeUndefined();
      // The drawer still answers, and the cart is kept.
      await expect(quantity(page)).toBeEnabled();
      expect(await storedCartId(page)).toBe(cell.stored);

      // The shop answers honestly again: checkout opens the demo checkout.
      await lying.release();
      await page.reload();
      await page.getByRole('button', { name: /^Warenkorb öffnen/ }).click();
      const [checkout] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await checkout.waitForLoadState();
      expect(new URL(checkout.url()).origin).toBe(new URL(page.url()).origin);
      expect(uncaught.map((error) => error.message)).toEqual([]);
    });
  }
});

/** `body` with every `field` (at any depth) set to `value`: a Storefront answer that lies about one field. */
function replaceField(body: unknown, field: string, value: unknown): unknown {
  if (Array.isArray(body)) return body.map((entry) => replaceField(entry, field, value));
  if (typeof body != 'object' || body === null) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, entry]) => [
      key,
      key == field ? value : replaceField(entry, field, value),
    ]),
  );
}

// ---- the vehicle comparison, with a short vehicle timeout ------------------------------------------

/** The comparison page with `vehicles.timeoutMs` set short through its config, the tree loaded. */
async function openVehicleComparison({ page }: Cell) {
  await page.route('**/auto/vergleich/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '"isAb":false',
      `"isAb":false,"vehicles":{"timeoutMs":${STOREFRONT_TIMEOUT_MS}}`,
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto('/auto/vergleich/');
  await expect(page.locator('.kiosk-vehicle-compare').getByLabel('Marke')).toBeEnabled();
}

const NEXT_VEHICLES = [
  ['VW', 'Golf', 'GTI DSG'],
  ['Tesla', 'Model 3', 'Hinterradantrieb'],
  ['Skoda', 'Enyaq', '85'],
] as const;

const comparedIds = (page: Page) =>
  (new URL(page.url()).searchParams.get('v') ?? '').split(',').filter((id) => id != '');

/** Picks the next vehicle of NEXT_VEHICLES through the brand tree and adds it. */
async function addNextVehicle({ page }: Cell) {
  const [brand, series, version] = NEXT_VEHICLES[comparedIds(page).length]!;
  const widget = page.locator('.kiosk-vehicle-compare');
  await widget.getByLabel('Marke').selectOption({ label: brand });
  await widget.getByLabel('Baureihe').selectOption({ label: series });
  await widget.getByLabel('Version').selectOption({ label: version });
  await widget.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
}

const vehicleCount = (page: Page) =>
  page.locator('.kiosk-vehicle-compare form[aria-label="Suche anpassen"]').getByRole('status');

/** The German message where the reader acted, with 'Erneut versuchen'; the page still answers. */
async function vehicleNoticeShows(page: Page, message: string) {
  const notice = page.locator('.kiosk-vehicle-compare').getByRole('alert').filter({ hasText: message });
  await expect(notice).toBeVisible({ timeout: 3 * STOREFRONT_TIMEOUT_MS });
  await expect(notice.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await themeToggleAnswers(page);
}
