import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { SEED_VARIANT_IDS } from '../demo-host/api/storefront/seed.ts';
import { STOREFRONT_API_PATH } from '../demo-host/api/storefront/index.ts';

/**
 * Hostile content (issue 10): script payloads in every text and URL field the backends return and in
 * every prop. Each payload, if it ever ran, sets `window.__pwned`; nothing else on the page does. The
 * groups are table-driven: one page load per field group, every payload in every field of the group.
 */
const RUN = 'window.__pwned=1';
const PAYLOADS: readonly string[] = [
  `<img src=x onerror="${RUN}">`,
  `<svg onload="${RUN}">`,
  `<script>${RUN}</script>`,
  `javascript:${RUN}`,
  `JaVaScRiPt:${RUN}`,
  `java\tscript:${RUN}`,
  ` \n\tjavascript:${RUN}`,
  `java&#x09;script:${RUN}`,
  `&#106;avascript:${RUN}`,
  `data:text/html,<script>${RUN}</script>`,
  `DATA:text/html;base64,${Buffer.from(`<script>${RUN}</script>`).toString('base64')}`,
  `"><img src=x onerror="${RUN}">`,
  `' onmouseover='${RUN}' x='`,
  `\u202E<img src=x onerror="${RUN}">`,
  `java\u200Bscript:${RUN}`,
  `＜script＞${RUN}＜/script＞`,
  `javascript:/*--></title></style></textarea></script><svg/onload=${RUN}>`,
];

// In order, in one worker, so afterAll prints the file's figures; hostile-hosts runs on the other.
test.describe.configure({ mode: 'default' });

/** Figures for bench/report.md: payloads × fields tried and held, per group. */
const figures: Array<{ group: string; fields: number; tried: number; held: number }> = [];
const record = (group: string, fields: number, held: boolean) =>
  figures.push({ group, fields, tried: PAYLOADS.length * fields, held: held ? PAYLOADS.length * fields : 0 });

test.afterAll(() => {
  const tried = figures.reduce((sum, row) => sum + row.tried, 0);
  const held = figures.reduce((sum, row) => sum + row.held, 0);
  for (const row of figures)
    console.log(
      `[hostile-content] ${row.group}: ${PAYLOADS.length} payloads × ${row.fields} fields, ${row.held}/${row.tried} held`,
    );
  console.log(`[hostile-content] total: ${held}/${tried} payload×field cells held`);
});

/** What `safeUrl` may let through: the payload read as the browser reads it, https or http on http. */
function expectedUrl(raw: string, pageUrl: string): string | undefined {
  if (raw.trim() == '') return undefined;
  try {
    const url = new URL(raw, pageUrl);
    return url.protocol == 'https:' || url.protocol == 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Watches the page for anything a payload could do: the flag, CSP violations (the strict page blocks
 * inline script, so a payload that tried shows up there), and navigations. Navigations after the first
 * page load are answered 204 (so the page stays) and recorded; popups are recorded and closed.
 */
async function watch(context: BrowserContext, page: Page) {
  const navigations: string[] = [];
  await context.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      w.__violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  let loaded = false;
  await context.route('**/*', async (route) => {
    const request = route.request();
    let topLevel = true;
    try {
      topLevel = request.frame().parentFrame() == null;
    } catch {
      // A popup's first request comes before its frame exists: a top-level navigation too.
    }
    if (request.isNavigationRequest() && topLevel && loaded) {
      navigations.push(request.url());
      return route.fulfill({ status: 204 });
    }
    return route.fallback();
  });
  context.on('page', (popup) => {
    if (popup == page) return;
    navigations.push(popup.url());
    void popup.close();
  });
  page.on('framenavigated', (frame) => frame == page.mainFrame() && loaded && navigations.push(frame.url()));
  return {
    navigations,
    loaded: () => (loaded = true),
  };
}

/** Asserts no payload ran and no Kiosk DOM carries a script URL or an event-handler attribute. */
async function expectClean(page: Page, navigations: string[]) {
  const state = await page.evaluate(() => {
    const scriptUrl = /^(javascript|data|vbscript):/i;
    const bad: string[] = [];
    for (const element of document.querySelectorAll('[data-widget] *, .kiosk-root *, .kiosk-cart *')) {
      for (const attribute of element.attributes) {
        // The browser strips tabs and newlines from a URL's scheme, so a check must too.
        const value = [...attribute.value].filter((char) => char > ' ').join('');
        if (/^on/i.test(attribute.name)) bad.push(`${element.tagName} ${attribute.name}`);
        if (
          ['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href'].includes(attribute.name) &&
          scriptUrl.test(value)
        )
          bad.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
      }
      if (element.tagName == 'SCRIPT' || element.tagName == 'IFRAME') bad.push(element.tagName);
    }
    const w = window as unknown as { __pwned?: unknown; __violations: string[] };
    return { pwned: w.__pwned ?? null, title: document.title, bad, violations: w.__violations };
  });
  expect(state.pwned).toBeNull();
  expect(state.title).not.toContain('PWNED');
  expect(state.bad).toEqual([]);
  expect(state.violations).toEqual([]);
  expect(navigations.filter((url) => /^(javascript|data):/i.test(url))).toEqual([]);
}

/** Hovers and focuses every Kiosk element, for the breakouts that wait for a mouse or focus. */
async function touchEverything(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('[data-widget] *, .kiosk-root *, .kiosk-cart *'))
      for (const type of ['mouseover', 'mouseenter', 'focus', 'error', 'load'])
        element.dispatchEvent(new Event(type));
  });
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value == 'object' && value !== null;

/** Every cart object in a Storefront answer (query or any mutation payload). */
function* cartsIn(value: unknown): Generator<Json> {
  if (!isObject(value)) return;
  if ('checkoutUrl' in value && isObject(value.lines)) yield value;
  for (const child of Object.values(value)) yield* cartsIn(child);
}
/** Every mutation payload (the objects carrying userErrors and warnings). */
function* payloadsIn(value: unknown): Generator<Json> {
  if (!isObject(value)) return;
  if ('userErrors' in value) yield value;
  for (const child of Object.values(value)) yield* payloadsIn(child);
}

/** Rewrites the real Storefront answers with `mutate` (route.fetch, then mutate the JSON). */
async function rewriteStorefront(page: Page, mutate: (body: Json) => void) {
  await page.route(`**${STOREFRONT_API_PATH}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Json;
    mutate(body);
    await route.fulfill({ response, json: body });
  });
}

const ARTICLE_PAGES = ['/auto/', '/auto/strikte-csp/'] as const;
const VARIANT = SEED_VARIANT_IDS.inStock;
const IMAGE_OVERRIDE = 'overwrite_product_image_url';
const LINE_FIELDS = [
  'product.title',
  'variant title',
  'image.url',
  'image.altText',
  `attribute ${IMAGE_OVERRIDE}`,
  'line discount code',
  'cart discount code',
  'warning code/message',
  'userError code/message',
] as const;

/** Two lines per payload: one with the payload as image.url, one as the image override attribute. */
function hostileLines(body: Json) {
  for (const cart of cartsIn(body)) {
    const nodes = (cart.lines as { nodes: Json[] }).nodes;
    const template = nodes[0];
    if (!template) continue;
    const lines = PAYLOADS.flatMap((payload, index) =>
      [false, true].map((override) => {
        const line = structuredClone(template) as Json & { merchandise: Json & { product: Json } };
        line.id = `${String(template.id)}-hostile-${index}-${override ? 'o' : 'u'}`;
        line.merchandise.title = payload;
        line.merchandise.product.title = payload;
        line.merchandise.image = { url: payload, altText: payload };
        line.attributes = override ? [{ key: IMAGE_OVERRIDE, value: payload }] : [];
        line.discountAllocations = [
          { discountedAmount: { amount: '1.00', currencyCode: 'EUR' }, code: payload },
        ];
        return line;
      }),
    );
    cart.lines = { ...(cart.lines as Json), nodes: lines };
    cart.discountCodes = PAYLOADS.map((code) => ({ applicable: true, code }));
  }
  for (const payload of payloadsIn(body)) {
    payload.userErrors = PAYLOADS.map((text) => ({ code: text, message: text, field: [text] }));
    payload.warnings = PAYLOADS.map((text) => ({ code: text, message: text, target: text }));
  }
}

for (const path of ARTICLE_PAGES) {
  test(`Storefront line and cart text fields on ${path}`, async ({ context, page }) => {
    const watcher = await watch(context, page);
    await rewriteStorefront(page, hostileLines);
    await page.goto(path);
    watcher.loaded();
    await expect(page.locator('[data-widget="cart"]')).toHaveAttribute('data-kiosk', 'mounted');
    await page.evaluate((merchandiseId) => {
      (window as unknown as { kiosk: unknown[] }).kiosk.push(['cart.add', { merchandiseId }]);
    }, VARIANT);
    const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('.kiosk-cart-line')).toHaveCount(PAYLOADS.length * 2);
    // Text stays text: the payload is there, character for character, as a title.
    await expect(drawer.locator('.kiosk-cart-line__title').first()).toHaveText(PAYLOADS[0]!);
    await touchEverything(page);
    await page.waitForTimeout(300);
    await expectClean(page, watcher.navigations);
    record(`Storefront lines/cart text on ${path}`, LINE_FIELDS.length, true);
  });
}

test('Storefront checkoutUrl: the link and the click', async ({ context, page }) => {
  const watcher = await watch(context, page);
  let current = 0;
  await rewriteStorefront(page, (body) => {
    for (const cart of cartsIn(body)) cart.checkoutUrl = PAYLOADS[current];
  });
  await page.goto('/auto/');
  watcher.loaded();
  await expect(page.locator('[data-widget="cart"]')).toHaveAttribute('data-kiosk', 'mounted');
  const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
  const checkout = drawer.locator('.kiosk-cart__checkout');
  for (const [index, payload] of PAYLOADS.entries()) {
    current = index;
    const answered = page.waitForResponse(`**${STOREFRONT_API_PATH}`);
    await page.evaluate((merchandiseId) => {
      (window as unknown as { kiosk: unknown[] }).kiosk.push(['cart.add', { merchandiseId }]);
    }, VARIANT);
    await answered;
    await expect(drawer).toBeVisible();
    const expected = expectedUrl(payload, page.url());
    if (expected) await expect(checkout).toHaveAttribute('href', expected);
    else await expect(checkout).not.toHaveAttribute('href', /./);
    await checkout.click();
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('complete');
  }
  await touchEverything(page);
  await expectClean(page, watcher.navigations);
  // Only the URLs safeUrl lets through were ever opened.
  const bare = (url: string | undefined) => url?.replace(/[?#].*$/, '');
  const allowed = PAYLOADS.map((payload) => bare(expectedUrl(payload, page.url()))).filter(Boolean);
  for (const url of watcher.navigations.filter((url) => url != 'about:blank'))
    expect(allowed).toContain(bare(url));
  record('Storefront checkoutUrl (href + click)', 1, true);
});

test('community validate: user name and email', async ({ context, page }) => {
  const watcher = await watch(context, page);
  let current = 0;
  await page.route('**/community/validate*', (route) =>
    route.fulfill({
      json: {
        __current_login_token: 'demo-anna-2026',
        name: PAYLOADS[current],
        firstname: PAYLOADS[current],
        email: PAYLOADS[current],
        hasAbo: false,
      },
    }),
  );
  await page.goto('/auto/');
  watcher.loaded();
  await expect(page.locator('[data-widget="cart"]')).toHaveAttribute('data-kiosk', 'mounted');
  await page.evaluate((merchandiseId) => {
    (window as unknown as { kiosk: unknown[] }).kiosk.push(['cart.add', { merchandiseId }]);
  }, VARIANT);
  await expect(page.getByRole('dialog', { name: 'Warenkorb' })).toBeVisible();
  for (const [index] of PAYLOADS.entries()) {
    current = index;
    const validated = page.waitForResponse('**/community/validate*');
    await page.evaluate(() =>
      (window as unknown as { kiosk: unknown[] }).kiosk.push(['session.login', 'demo-anna-2026']),
    );
    await validated;
  }
  await page.waitForTimeout(300);
  await touchEverything(page);
  await expectClean(page, watcher.navigations);
  record('community validate (name, email)', 2, true);
});

const CART_PROPS = ['loginUrl', 'registerUrl', 'preset'] as const;
test('props: cart loginUrl/registerUrl/preset and add-to-cart merchandiseId', async ({ context, page }) => {
  test.setTimeout(60_000);
  const watcher = await watch(context, page);
  await page.goto('/auto/');
  watcher.loaded();
  const cart = page.locator('[data-widget="cart"]');
  await expect(cart).toHaveAttribute('data-kiosk', 'mounted');
  // add-to-cart: one mount point per payload, in the server's <button> and in a <div>.
  await page.evaluate((payloads) => {
    const box = document.createElement('section');
    box.id = 'hostile-adds';
    for (const payload of payloads)
      for (const tag of ['div', 'button']) {
        const element = document.createElement(tag);
        element.dataset.widget = 'add-to-cart';
        element.dataset.load = 'eager';
        element.dataset.props = JSON.stringify({ merchandiseId: payload, max: payload });
        element.textContent = 'In den Warenkorb';
        box.append(element);
      }
    document.body.append(box);
  }, PAYLOADS);
  const adds = page.locator('#hostile-adds > [data-widget]');
  await expect(adds.and(page.locator('[data-kiosk]'))).toHaveCount(PAYLOADS.length * 2);
  // A click on each: the shop refuses an odd id, the reader sees why; nothing runs.
  const buttons = page.locator('#hostile-adds').getByRole('button', { name: 'In den Warenkorb' });
  // (dispatched: the drawer the first add opens covers the others)
  for (const button of (await buttons.all()).slice(0, 4)) await button.dispatchEvent('click');
  await page.waitForTimeout(500);

  await touchEverything(page);
  await expectClean(page, watcher.navigations);

  // The cart: its props are read once per mount, so one load of the article per payload, with the
  // CMS's cart mount point rewritten (route.fetch, then the payload into data-props).
  let cartProps = '';
  await page.route(/\/auto\/$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<div data-widget="cart" data-props='[^']*'>/,
      `<div data-widget="cart" data-props="${cartProps.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}">`,
    );
    await route.fulfill({ response, body: html });
  });
  for (const payload of PAYLOADS) {
    cartProps = JSON.stringify({ loginUrl: payload, registerUrl: payload, preset: payload });
    await page.goto('/auto/');
    await expect(page.locator('[data-widget="cart"]')).toHaveAttribute('data-props', cartProps);
    await page.evaluate((merchandiseId) => {
      (window as unknown as { kiosk: unknown[] }).kiosk.push(['cart.add', { merchandiseId }]);
    }, VARIANT);
    const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
    await expect(drawer.locator('.kiosk-cart-line')).not.toHaveCount(0);
    const expected = expectedUrl(payload, page.url());
    for (const name of ['Anmelden', 'Registrieren']) {
      const button = drawer.getByRole('button', { name, exact: true });
      // Unsafe login URLs are dropped, and with them the button.
      if (!expected) await expect(button).toHaveCount(0);
      else await button.click();
    }
    await touchEverything(page);
    await expectClean(page, watcher.navigations);
  }
  for (const url of watcher.navigations) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  record(
    'props (cart loginUrl/registerUrl/preset; add-to-cart merchandiseId/max)',
    CART_PROPS.length + 2,
    true,
  );
});

const NEWS_FIELDS = ['id', 'title', 'teaser', 'rubric', 'url', 'image'] as const;
test('newsticker feed: every text and URL field, in the bell list and the slider; props', async ({
  context,
  page,
}) => {
  const watcher = await watch(context, page);
  // One item per payload, the payload in every field but the date.
  await page.route('**/api/newsticker/feed**', (route) =>
    route.fulfill({
      json: {
        items: PAYLOADS.map((payload, index) => ({
          ...Object.fromEntries(NEWS_FIELDS.map((field) => [field, payload])),
          date: new Date(Date.UTC(2026, 10, 23, 12, index)).toISOString(),
        })),
      },
    }),
  );
  await page.goto('/nachrichten/');
  watcher.loaded();
  // Props: one bell and one slider per payload.
  await page.evaluate((payloads) => {
    const box = document.createElement('section');
    for (const payload of payloads) {
      const bell = document.createElement('div');
      bell.dataset.widget = 'newsticker';
      bell.dataset.props = JSON.stringify({ moreUrl: payload });
      const slider = document.createElement('div');
      slider.dataset.widget = 'highlight-slider';
      slider.dataset.props = JSON.stringify({ title: payload, limit: payload });
      box.append(bell, slider);
    }
    document.body.append(box);
  }, PAYLOADS);
  await expect(page.locator('[data-widget="highlight-slider"][data-kiosk="mounted"]')).not.toHaveCount(0);
  await page.locator('.kiosk-newsticker__bell').first().click();
  const list = page.getByRole('dialog', { name: 'Neueste Meldungen' });
  await expect(list).toBeVisible();
  // Items whose url is not a safe URL are left out; the others show their title as text.
  await expect(list.locator('.kiosk-newsticker__title').first()).toBeVisible();
  for (const link of await list.getByRole('link').all()) await link.click({ modifiers: ['Control'] });
  await page.waitForTimeout(300);
  await touchEverything(page);
  await expectClean(page, watcher.navigations);
  record('newsticker feed (id, title, teaser, rubric, url, image)', NEWS_FIELDS.length, true);
  record('props (newsticker moreUrl; highlight-slider title/limit)', 3, true);
});

test('partner embed: KioskCart.init options and addToCart props', async ({ context, page }) => {
  const watcher = await watch(context, page);
  await page.goto('/partner/');
  watcher.loaded();
  await page.waitForFunction(() => 'partnerCart' in window);
  await page.evaluate(async (payloads) => {
    const { KioskCart } = window as unknown as {
      KioskCart: {
        init(options: Record<string, unknown>): {
          addToCart(element: HTMLElement, props: Record<string, unknown>): Promise<unknown>;
          open(): void;
        };
      };
    };
    const settings = JSON.parse(document.getElementById('partner-shop-settings')!.textContent!) as unknown;
    for (const payload of payloads) {
      const container = document.body.appendChild(document.createElement('div'));
      const handle = KioskCart.init({
        storefront: settings,
        container,
        preset: payload,
        email: payload,
        theme: payload,
        hideCartButton: true,
        slots: { beforeItems: () => payload },
      });
      const target = document.body.appendChild(document.createElement('div'));
      await handle.addToCart(target, { merchandiseId: payload, max: payload });
      handle.open();
      // The shop's own button, handled by a delegated click (issue 17).
      const button = document.body.appendChild(document.createElement('button'));
      button.dataset.kioskAddToCart = JSON.stringify({ merchandiseId: payload, quantity: payload });
      button.click();
    }
  }, PAYLOADS);
  await touchEverything(page);
  await page.waitForTimeout(300);
  await expectClean(page, watcher.navigations);
  record(
    'partner embed (preset, email, theme, slot text, addToCart merchandiseId/max, data-kiosk-add-to-cart)',
    7,
    true,
  );
});

test('paywall: offer and login URLs from the config, the verdict fields from the provider', async ({
  context,
  page,
}) => {
  test.setTimeout(60_000);
  const watcher = await watch(context, page);
  let payload = '';
  // The config's URLs (editor input): rewritten in the page's #kiosk-config, as JSON in a script block.
  await page.route(/\/auto\/paywall\/premium\/$/, async (route) => {
    const response = await route.fetch();
    const value = JSON.stringify(payload).replaceAll('<', '\\u003c');
    const html = (await response.text()).replace(
      /"offers":\{[^}]*\},"loginUrl":"[^"]*"/,
      `"offers":{"plus":${value},"pur":${value}},"loginUrl":${value}`,
    );
    await route.fulfill({ response, body: html });
  });
  // The provider's verdict: every field but display_paywall a payload.
  await page.route('**/api/paywall/provider.js', async (route) => {
    const response = await route.fetch();
    const script = (await response.text()).replace(
      'var result = {',
      `var result = { reason: ${JSON.stringify(payload)}, read_count: ${JSON.stringify(payload)}, extra: ${JSON.stringify(payload)},`,
    );
    await route.fulfill({ response, body: script });
  });
  for (const current of PAYLOADS) {
    payload = current;
    await page.goto('/auto/paywall/premium/');
    watcher.loaded();
    const box = page.getByRole('region', { name: 'Abo-Angebote' });
    const expected = expectedUrl(current, page.url());
    if (expected) await expect(box.getByRole('link')).toHaveCount(3);
    else {
      // Unsafe URLs are dropped; with no way on, the article is not cut at all (fail open).
      await expect(page.locator('html')).toHaveAttribute('data-kiosk-paywall', 'true');
      await expect(box).toHaveCount(0);
      await expect(page.locator('.article-body')).not.toHaveAttribute('data-kiosk-paywalled', 'true');
    }
    await touchEverything(page);
    await expectClean(page, watcher.navigations);
  }
  record('paywall (offers.plus, offers.pur, loginUrl; verdict reason, read_count, extra)', 6, true);
});

test('store price answer fields (price, priceHuman) on /auto/kaufberatung/', async ({ context, page }) => {
  const watcher = await watch(context, page);
  // One store link per payload and field, all on the first screen: link n asks for the price of URL n.
  const fields = ['priceHuman', 'price'] as const;
  const links = fields.flatMap((field) =>
    PAYLOADS.map(
      (_, index) => `<a href="https://kauf.link/${field.toLowerCase()}${index}">${field} ${index}</a>`,
    ),
  );
  await page.route('**/auto/kaufberatung/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('<p class="article-lead">', `<p>${links.join(' ')}</p>$&`);
    await route.fulfill({ response, body: html });
  });
  await page.route('**/api/store-price/**', (route) => {
    const url = new URL(route.request().url()).searchParams.get('url') ?? '';
    const [, field, index] = /\/(pricehuman|price)(\d+)$/.exec(url) ?? [];
    const payload = PAYLOADS[Number(index)];
    const answer =
      field == 'pricehuman' ? { price: 12.99, priceHuman: payload } : { price: payload, priceHuman: '12,99' };
    return route.fulfill({ json: answer });
  });
  await page.setViewportSize({ width: 1280, height: 2000 });
  await page.goto('/auto/kaufberatung/');
  watcher.loaded();
  const hostile = page.locator('a[href*="kauf.link/price"]');
  await expect(hostile).toHaveCount(PAYLOADS.length * 2);
  // Every answer is unparsable (spec 8): each link stays exactly as the CMS wrote it.
  await expect(page.locator('a[href*="kauf.link/price"][data-kiosk-price="none"]')).toHaveCount(
    PAYLOADS.length * 2,
    { timeout: 8000 },
  );
  for (const [index, link] of (await hostile.all()).entries())
    await expect(link).toHaveText(
      `${fields[Math.floor(index / PAYLOADS.length)]} ${index % PAYLOADS.length}`,
    );
  await touchEverything(page);
  await expectClean(page, watcher.navigations);
  record('store price answer (price, priceHuman)', fields.length, true);
});

test('bookmarks: favourites and bookmarksData fields, favourite-button and tour-favourite props', async ({
  context,
  page,
}) => {
  const watcher = await watch(context, page);
  await page.route('**/api/bookmarks/get*', (route) =>
    route.fulfill({
      json: {
        favorites: PAYLOADS.map((payload, index) => ({
          id: `${index}-${payload}`,
          title: payload,
          image: payload,
          date: payload,
          url: payload,
        })),
      },
    }),
  );
  await page.route('**/api/uifavorites/get*', (route) =>
    route.fulfill({
      json: {
        data: PAYLOADS.flatMap((payload, index) =>
          ['rubric', 'brand'].map((type) => ({ id: `${type}-${index}`, type, title: payload, url: payload })),
        ),
      },
    }),
  );
  // The cycling brand: its tours feature is on, so the tour buttons render.
  await page.goto('/auto/?project=rb');
  watcher.loaded();
  await page.evaluate(() =>
    (window as unknown as { kiosk: unknown[] }).kiosk.push(['session.login', 'demo-ben-plus']),
  );
  await expect(page.locator('html')).toHaveAttribute('data-kiosk-logged-in', 'true');
  // (The second demo user: the bookmarks spec resets the first one's saved items between its tests.)
  // Props: one mount point per payload for each widget, logged in, each clicked once.
  await page.evaluate((payloads) => {
    const box = document.createElement('section');
    box.id = 'hostile-favourites';
    for (const payload of payloads) {
      for (const [widget, props] of [
        ['favourite-button', { id: payload, channel: payload }],
        ['tour-favourite', { tourId: payload }],
      ] as const) {
        const element = document.createElement('div');
        element.dataset.widget = widget;
        element.dataset.load = 'eager';
        element.dataset.props = JSON.stringify(props);
        box.append(element);
      }
    }
    document.body.append(box);
  }, PAYLOADS);
  const mounted = page.locator('#hostile-favourites > [data-kiosk="mounted"]');
  await expect(mounted).toHaveCount(PAYLOADS.length * 2);
  await expect(page.locator('#hostile-favourites').getByRole('button', { name: 'Tour merken' })).toHaveCount(
    PAYLOADS.length,
  );
  for (const button of await page.locator('#hostile-favourites').getByRole('button').all())
    await button.dispatchEvent('click');

  await page.locator('.site-header').getByRole('button', { name: 'Merkliste' }).click();
  const panel = page.getByRole('dialog', { name: 'Meine Merkliste' });
  await expect(panel.locator('.kiosk-bookmarks__item')).toHaveCount(PAYLOADS.length);
  // Text stays text, character for character.
  await expect(panel.locator('.kiosk-bookmarks__title').first()).toHaveText(PAYLOADS[0]!);
  await expect(panel.locator('.kiosk-bookmarks__follow')).toHaveCount(PAYLOADS.length * 2);
  await touchEverything(page);
  await page.waitForTimeout(300);
  await expectClean(page, watcher.navigations);
  record('bookmarks (favorites id/title/image/date/url; data id/title/url)', 8, true);
  record('props (favourite-button id/channel; tour-favourite tourId)', 3, true);
});
/** The vehicle backend's answers with a payload in every text field (names, ids, text values). */
async function hostileVehicles(page: Page) {
  const text = (index: number) => PAYLOADS[index % PAYLOADS.length]!;
  const versions = PAYLOADS.map((payload, index) => ({ id: `${payload}-${index}`, name: payload }));
  await page.route('**/api/vehicles/**', async (route) => {
    const url = new URL(route.request().url());
    const summary = (index: number) => ({
      id: versions[index]!.id,
      brand: text(index + 1),
      series: text(index + 2),
      name: text(index),
    });
    if (url.pathname.endsWith('/tree'))
      return route.fulfill({
        json: {
          brands: PAYLOADS.map((payload, index) => ({
            id: `${payload}-b${index}`,
            name: payload,
            series: [{ id: `${payload}-s${index}`, name: text(index + 1), versions }],
          })),
        },
      });
    if (url.pathname.endsWith('/versions'))
      return route.fulfill({
        json: {
          versions: url.searchParams.getAll('ids').map((id, index) => ({
            ...summary(index),
            id,
            kind: 'car',
            score: 700,
            values: {
              fuel: text(index),
              transmission: text(index + 3),
              drive: text(index + 4),
              price: 30000,
            },
          })),
        },
      });
    return route.fulfill({
      json: { count: PAYLOADS.length, versions: PAYLOADS.map((_, index) => summary(index)) },
    });
  });
}

test('vehicle comparison: tree, technical data and search answers', async ({ context, page }) => {
  test.setTimeout(60_000);
  const watcher = await watch(context, page);
  await hostileVehicles(page);
  await page.goto('/auto/vergleich/');
  watcher.loaded();
  const widget = page.locator('.kiosk-vehicle-compare');
  for (const index of [1, 2, 3]) {
    await widget.getByLabel('Marke').selectOption({ index });
    await widget.getByLabel('Baureihe').selectOption({ index: 1 });
    await widget.getByLabel('Version').selectOption({ index });
    await widget.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
  }
  await expect(widget.locator('thead th[scope="col"]')).toHaveCount(3);
  await expect(widget.getByRole('table')).toContainText(PAYLOADS[1]!);
  await widget.getByRole('button', { name: 'Suche anpassen' }).click();
  await widget.getByRole('checkbox', { name: 'Elektro' }).check();
  await widget.getByRole('button', { name: 'Treffer anzeigen' }).click();
  await widget.getByRole('button', { name: 'Alle Fahrzeuge vergleichen' }).click();
  await expect(widget.locator('thead th[scope="col"]')).toHaveCount(4);
  await touchEverything(page);
  await expectClean(page, watcher.navigations);
  record('vehicle comparison (brand/series/version names and ids, text values)', 6, true);
});

test('props: model-teaser series/compareUrl and vehicle-compare kind', async ({ context, page }) => {
  test.setTimeout(60_000);
  const watcher = await watch(context, page);
  // One mount point per payload and prop, on the model page.
  await page.goto('/auto/vw-golf/');
  watcher.loaded();
  await page.evaluate((payloads) => {
    const box = document.body.appendChild(document.createElement('section'));
    box.id = 'hostile-vehicles';
    for (const payload of payloads)
      for (const [widgetName, props] of [
        ['model-teaser', { series: 'vw-golf', compareUrl: payload }],
        ['model-teaser', { series: payload, compareUrl: '/auto/vergleich/' }],
        ['vehicle-compare', { kind: payload }],
      ] as const) {
        const element = box.appendChild(document.createElement('div'));
        element.dataset.widget = widgetName;
        element.dataset.load = 'eager';
        element.dataset.props = JSON.stringify(props);
        element.textContent = 'Zum Vergleich';
      }
  }, PAYLOADS);
  await expect(page.locator('#hostile-vehicles > [data-kiosk]')).toHaveCount(PAYLOADS.length * 3);
  await touchEverything(page);
  await expectClean(page, watcher.navigations);
  // Unsafe compareUrls and unknown series keep the server markup; the teaser links stay http(s).
  const hrefs = await page
    .locator('.kiosk-model-teaser a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const href of hrefs) expect(href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  record('props (model-teaser series/compareUrl; vehicle-compare kind)', 3, true);
});
const FUEL_PLACE_FIELDS = ['_id', 'name'] as const;
const FUEL_STATION_FIELDS = [
  'name',
  'brand',
  'street',
  'houseNumber',
  'postCode',
  'place',
  'openingTimes days/start/end',
] as const;
test('fuel search: place and station text fields (issue 15)', async ({ context, page }) => {
  const watcher = await watch(context, page);
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
          ...Object.fromEntries(
            FUEL_STATION_FIELDS.filter((field) => !field.includes(' ')).map((field) => [field, payload]),
          ),
          isOpen: false,
          opensAt: null,
          openingTimes: [{ days: payload, start: payload, end: payload }],
        }))
      : [];
    await route.fulfill({ response, json: body });
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
  await widget.getByRole('button', { name: /^Weitere \d+ Tankstellen anzeigen$/ }).click();
  await expect(widget.locator('.kiosk-fuel-station')).toHaveCount(PAYLOADS.length);
  // Text stays text: the payload is there, character for character, as the brand.
  await expect(widget.locator('.kiosk-fuel-station__brand').first()).toHaveText(PAYLOADS[0]!);
  for (const details of await widget.locator('.kiosk-fuel-station details').all())
    await details.evaluate((element) => element.setAttribute('open', ''));
  await touchEverything(page);
  await page.waitForTimeout(300);
  await expectClean(page, watcher.navigations);
  record('fuel search places and stations', FUEL_PLACE_FIELDS.length + FUEL_STATION_FIELDS.length, true);
});
