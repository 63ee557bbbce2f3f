import { expect, test, type Page } from '@playwright/test';

const errorsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { kioskErrors: string[] }).kioskErrors);
const THEME_CHUNK = /\/kiosk\/widgets\/theme-toggle-[^/?]*\.js(\?retry)?$/;
/** What a CMS article page with only the theme toggle and the cart gate downloads from Kiosk. */
const ARTICLE = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Artikel</title>
<script type="application/json" id="kiosk-config">{"project":"ams","apiHost":"/api","features":{"shop":true}}</script>
<script type="module" src="/kiosk/loader.js" async></script></head>
<body><h1>Artikel</h1><div data-widget="theme-toggle"></div><div data-widget="cart"></div></body></html>`;

test.describe('loader on the production bundle', () => {
  test.beforeEach(({ page }) => page.emulateMedia({ colorScheme: 'light' }));

  test('mounts on idle, replays a queued command, and swaps out the server markup', async ({ page }) => {
    await page.goto('/e2e/loader.html');
    const idle = page.locator('#idle');
    await expect(idle).toHaveAttribute('data-kiosk', 'mounted');
    await expect(idle.getByText('Server-Markup idle')).toHaveCount(0);
    // The page pushed ['theme.set', 'dark'] before the loader existed.
    await expect(page.locator('html')).toHaveAttribute('data-kiosk-theme', 'dark');
    const toggle = idle.getByRole('switch', { name: 'Dunkles Design' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(page.locator('html')).toHaveClass(/theme-ams/);
  });

  test('mounts a visible widget only after scrolling to it', async ({ page }) => {
    await page.goto('/e2e/loader.html');
    const visible = page.locator('#visible');
    await expect(page.locator('#idle')).toHaveAttribute('data-kiosk', 'mounted');
    await expect(visible).not.toHaveAttribute('data-kiosk', /./);
    await expect(visible.getByText('Server-Markup sichtbar')).toBeAttached();
    await visible.scrollIntoViewIfNeeded();
    await expect(visible).toHaveAttribute('data-kiosk', 'mounted');
    await expect(visible.getByRole('switch', { name: 'Dunkles Design' })).toBeVisible();
  });

  test('broken mount points keep their markup and fire kiosk:error; the others carry on', async ({
    page,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() == 'error' && consoleErrors.push(message.text()));
    await page.goto('/e2e/loader.html');
    await expect(page.locator('#idle')).toHaveAttribute('data-kiosk', 'mounted');
    for (const id of ['#bad-json', '#unknown']) {
      await expect(page.locator(id)).toHaveAttribute('data-kiosk', 'error');
      await expect(page.locator(`${id} p`)).toBeVisible();
    }
    // add-to-cart without a merchandiseId throws while mounting (it loads when scrolled to).
    await page.locator('#failing').scrollIntoViewIfNeeded();
    await expect(page.locator('#failing')).toHaveAttribute('data-kiosk', 'error');
    await expect(page.locator('#failing p')).toBeVisible();
    expect((await errorsOf(page)).sort()).toEqual(['add-to-cart', 'gibt-es-nicht', 'theme-toggle']);
    expect(consoleErrors.filter((text) => text.startsWith('[kiosk:'))).toHaveLength(3);
    expect(consoleErrors.some((text) => text.includes('[kiosk:theme-toggle] data-props'))).toBe(true);
    expect(consoleErrors.some((text) => text.includes('[kiosk:add-to-cart] mount failed'))).toBe(true);
  });

  test('mounts widgets inserted later and unmounts removed ones', async ({ page }) => {
    await page.goto('/e2e/loader.html');
    await expect(page.locator('#idle')).toHaveAttribute('data-kiosk', 'mounted');
    await page.evaluate(() => {
      const late = document.createElement('div');
      late.id = 'late';
      late.dataset.widget = 'theme-toggle';
      late.dataset.load = 'eager';
      document.getElementById('container')!.append(late);
    });
    await expect(page.locator('#late').getByRole('switch')).toBeVisible();
    await page.evaluate(() => {
      const late = document.getElementById('late')!;
      (window as unknown as { late: Element }).late = late;
      late.remove();
    });
    // Unmounted, not merely detached: the widget removed its own root from the detached element.
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { late: Element }).late.querySelector('.kiosk-root')),
      )
      .toBeNull();
  });

  test('retries a widget chunk that failed once', async ({ page }) => {
    let failures = 0;
    await page.route(THEME_CHUNK, (route) =>
      failures++ == 0 ? route.fulfill({ status: 503, body: '' }) : route.continue(),
    );
    await page.goto('/e2e/loader.html');
    await expect(page.locator('#idle')).toHaveAttribute('data-kiosk', 'mounted');
    expect(failures).toBeGreaterThanOrEqual(2);
  });

  test('a chunk that never loads leaves the server markup and reports', async ({ page }) => {
    await page.route(THEME_CHUNK, (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/e2e/loader.html');
    await expect(page.locator('#idle')).toHaveAttribute('data-kiosk', 'error');
    await expect(page.getByText('Server-Markup idle')).toBeVisible();
  });

  test('works under a strict CSP with a nonce', async ({ page }) => {
    const violations: string[] = [];
    page.on(
      'console',
      (message) => /Content Security Policy/i.test(message.text()) && violations.push(message.text()),
    );
    await page.goto('/e2e/strict.csp.html');
    const idle = page.locator('#idle');
    await expect(idle).toHaveAttribute('data-kiosk', 'mounted');
    // The widget's own CSS applied: it was injected under the page's nonce; so was the brand colour.
    await expect(idle.locator('.kiosk-theme-toggle')).toHaveCSS('display', 'inline-flex');
    await expect(idle.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    // The switch is on, so the page is dark: mo's dark accent (src/brands.ts), #ff5355.
    await expect(idle.locator('.kiosk-switch__track')).toHaveCSS('background-color', 'rgb(255, 83, 85)');
    expect(violations).toEqual([]);
  });

  test('the loader included twice mounts each widget once', async ({ page }) => {
    await page.goto('/e2e/loader.html');
    await expect(page.locator('#idle')).toHaveAttribute('data-kiosk', 'mounted');
    await page.evaluate(async () => {
      await import(`/kiosk/loader.js?again=${Date.now()}`);
    });
    await page.waitForTimeout(500);
    await expect(page.locator('#idle .kiosk-theme-toggle')).toHaveCount(1);
  });

  test('names that are no widget never throw: each is reported, the others mount', async ({ page }) => {
    await page.goto('/e2e/loader.html');
    await expect(page.locator('#idle')).toHaveAttribute('data-kiosk', 'mounted');
    const odd = ['constructor', '__proto__', 'toString', '../loader'];
    await page.evaluate((names) => {
      for (const name of [...names, 'theme-toggle']) {
        const element = document.createElement('div');
        element.className = 'odd';
        element.dataset.widget = name;
        element.dataset.load = 'eager';
        document.getElementById('container')!.append(element);
      }
    }, odd);
    for (const [index] of odd.entries())
      await expect(page.locator('.odd').nth(index)).toHaveAttribute('data-kiosk', 'error');
    await expect(page.locator('.odd').last()).toHaveAttribute('data-kiosk', 'mounted');
    expect((await errorsOf(page)).filter((name) => odd.includes(name)).sort()).toEqual([...odd].sort());
  });

  test('an article page loads the loader, core, kit, base styles, and a stub and body per widget; nothing else', async ({
    page,
  }) => {
    await page.route('**/e2e/article.html', (route) =>
      route.fulfill({ contentType: 'text/html', body: ARTICLE }),
    );
    const loaded: Array<{ path: string; cache: string | null }> = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/kiosk/'))
        loaded.push({
          path: url.pathname.slice(7) + url.search,
          cache: response.headers()['cache-control'] ?? null,
        });
    });
    await page.goto('/e2e/article.html');
    for (const widget of ['theme-toggle', 'cart'])
      await expect(page.locator(`[data-widget="${widget}"]`)).toHaveAttribute('data-kiosk', 'mounted');
    await page.waitForTimeout(500);
    const files = loaded.map(({ path }) =>
      path.replace(/-[\w-]{8}\.js$/, '-HASH.js').replace(/\?v=[\w-]+$/, '?v=STAMP'),
    );
    expect(files.sort()).toEqual(
      [
        'loader.js',
        'shared/core-HASH.js',
        'shared/kit-HASH.js',
        // The base styles: the theme toggle is plain DOM (issue 22), so no UI runtime loads.
        'shared/styles-HASH.js',
        // The bundler's namespace helper (about 200 B) the core shares with its idle part.
        'shared/common-rolldown-runtime-HASH.js',
        // What the runtime starts on idle (issue 22): the analytics sender and page behaviours.
        'shared/common-idle-platform-HASH.js',
        // The anchor navigation's header offsets, which the gallery's sticky mode shares (issue 29).
        'shared/common-anchor-navigation-HASH.js',
        // HTTP and the JSON writer, with the idle part's analytics sender: the core has neither (issue 22).
        'shared/http-HASH.js',
        'shared/json-HASH.js',
        // How analytics reports a subscription, which the paywall and the offers share (issue 22).
        'shared/common-subscription-HASH.js',
        'widgets/cart.js?v=STAMP',
        'widgets/cart-HASH.js',
        'widgets/theme-toggle.js?v=STAMP',
        'widgets/theme-toggle-HASH.js',
        // The switch's resting markup, since this mount point lacks it (a CMS that pastes it loads none).
        'widgets/theme-toggle-resting-markup-HASH.js',
      ].sort(),
    );
    // loader.js revalidates; stamped stubs and hashed files are cached for good.
    for (const { path, cache } of loaded)
      expect(cache, path).toBe(path == 'loader.js' ? 'no-cache' : 'public, max-age=31536000, immutable');
  });
});
