import { expect, test } from '@playwright/test';
import { SEED_VARIANT_IDS } from '../demo-host/api/storefront/seed.ts';
import { CART_ID_KEY } from '../features/cart/cart-id-storage.ts';
import { seriousViolations } from './axe.ts';
import { addFromProductBox, countStorefrontRequests, serverCart } from './cart-helpers.ts';
import { shoot, THEMES, useTheme, VIEWPORTS } from './screenshots.ts';

const AUTO_BOOK = 'Auto Motor Kiosk Jahrbuch 2026';
const MOTO_BOOK = 'Motorrad Kiosk Jahrbuch 2026';

test.describe('cart on CMS pages (loader, CMS preset)', () => {
  test('a reader who never shops does not download the drawer', async ({ page }) => {
    const cartChunks: string[] = [];
    page.on(
      'request',
      (request) =>
        /widgets\/cart-drawer-|shared\/storefront-/.test(request.url()) && cartChunks.push(request.url()),
    );
    await page.goto('/tanken/');
    await expect(page.locator('[data-widget="theme-toggle"]')).toHaveAttribute('data-kiosk', 'mounted');
    await page.waitForTimeout(500);
    expect(cartChunks).toEqual([]);
  });

  test('an add-to-cart on screen does not bring the drawer until the first add', async ({ page }) => {
    const drawerChunks: string[] = [];
    page.on(
      'request',
      (request) => /widgets\/cart-drawer-/.test(request.url()) && drawerChunks.push(request.url()),
    );
    await page.goto('/motorrad/');
    const box = page.locator('.product-box', { hasText: MOTO_BOOK });
    await box.scrollIntoViewIfNeeded();
    await expect(box.locator('[data-widget="add-to-cart"]')).toHaveAttribute('data-kiosk', 'mounted');
    await page.waitForTimeout(500);
    expect(drawerChunks).toEqual([]);
    await box.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.getByRole('dialog', { name: 'Warenkorb' })).toBeVisible();
    expect(drawerChunks).toHaveLength(1);
  });

  test('adds two products, changes quantities, and the server agrees', async ({ page, request }) => {
    await page.goto('/auto/');
    await addFromProductBox(page, AUTO_BOOK, 2);
    const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(AUTO_BOOK, { exact: true })).toBeVisible();
    await expect(drawer.getByText('Gesamtsumme inkl. gesetzlicher Mwst.')).toBeVisible();
    await expect(drawer.locator('.kiosk-cart__total strong')).toHaveText('29,80 €');
    await drawer.getByRole('button', { name: 'Schließen' }).click();
    await expect(drawer).toBeHidden();

    await page.goto('/motorrad/');
    await addFromProductBox(page, MOTO_BOOK, 1);
    await expect(page.getByRole('dialog', { name: 'Warenkorb' }).locator('.kiosk-cart-line')).toHaveCount(2);

    const line = page.locator('.kiosk-cart-line', { hasText: AUTO_BOOK });
    await line.getByLabel(/^Menge/).selectOption('4');
    await expect(line.getByLabel(/^Menge/)).toHaveValue('4');
    await expect.poll(async () => (await serverCart(request, page))?.totalQuantity).toBe(5);
    await expect(page.locator('.kiosk-cart__total strong')).toHaveText('72,50 €');

    // '0 (entfernen)' takes the line away; focus goes to the other line's 'Menge' (issue 23, focus 2).
    const moto = page.locator('.kiosk-cart-line', { hasText: MOTO_BOOK }).getByLabel(/^Menge/);
    await moto.focus();
    await moto.selectOption('0');
    await expect(page.locator('.kiosk-cart-line')).toHaveCount(1);
    await expect(line.getByLabel(/^Menge/)).toBeFocused();
    await expect.poll(async () => (await serverCart(request, page))?.totalQuantity).toBe(4);
    // 'Rückgängig' puts it back; focus goes to the drawer's title, not to <body>.
    const drawerNow = page.getByRole('dialog', { name: 'Warenkorb' });
    await expect(drawerNow.getByRole('status').filter({ hasText: 'wurde entfernt' })).toContainText(
      MOTO_BOOK,
    );
    await drawerNow.getByRole('button', { name: 'Rückgängig' }).click();
    await expect(page.locator('.kiosk-cart-line')).toHaveCount(2);
    await expect(drawerNow.getByRole('heading', { name: 'Warenkorb' })).toBeFocused();
    await expect.poll(async () => (await serverCart(request, page))?.totalQuantity).toBe(5);
  });

  test('rapid quantity changes end with the server at the last value, with few requests', async ({
    page,
    request,
  }) => {
    await page.goto('/auto/');
    await addFromProductBox(page, AUTO_BOOK, 1);
    const select = page.getByRole('dialog').getByLabel(/^Menge/);
    await expect(select).toBeVisible();
    const operations = countStorefrontRequests(page);
    // 20 changes in one burst, faster than any reader: 2, 3, … cycling, ending at 6.
    await select.evaluate((element: HTMLSelectElement) => {
      const values = Array.from({ length: 20 }, (_, index) => String((index % 7) + 1));
      for (const value of values) {
        if (![...element.options].some((option) => option.value == value))
          element.add(new Option(value, value));
        element.value = value;
        element.dispatchEvent(new Event('change', { bubbles: true }));
      }
    });
    await expect.poll(async () => (await serverCart(request, page))?.totalQuantity).toBe(6);
    await expect(page.getByRole('dialog').getByLabel(/^Menge/)).toHaveValue('6');
    expect(operations.filter((name) => name == 'cartLinesUpdate').length).toBeLessThanOrEqual(2);
  });

  test("shows 'Nur noch 3 verfügbar' when the stock is short", async ({ page, request }) => {
    await page.goto('/motorrad/');
    await addFromProductBox(page, MOTO_BOOK, 2);
    const line = page.locator('.kiosk-cart-line', { hasText: MOTO_BOOK });
    await line.getByLabel(/^Menge/).selectOption('5');
    await expect(line.getByText('Nur noch 3 verfügbar')).toBeVisible();
    await expect(line.getByLabel(/^Menge/)).toHaveValue('3');
    expect((await serverCart(request, page))?.totalQuantity).toBe(3);
  });

  test('a sold-out article shows its disabled button', async ({ page }) => {
    await page.goto('/motorrad/');
    const box = page.locator('.product-box', { hasText: 'Sonderheft Alpentouren' });
    await box.scrollIntoViewIfNeeded();
    await expect(box.getByRole('button', { name: 'Nicht verfügbar' })).toBeDisabled();
  });

  test('reload keeps the cart: the floating button shows its count and opens it', async ({ page }) => {
    await page.goto('/auto/');
    await addFromProductBox(page, AUTO_BOOK, 3);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.reload();
    const button = page.getByRole('button', { name: 'Warenkorb öffnen, 3 Artikel' });
    await expect(button).toBeVisible();
    await button.click();
    await expect(
      page.getByRole('dialog', { name: 'Warenkorb' }).getByText(AUTO_BOOK, { exact: true }),
    ).toBeVisible();
    await expect(button).toBeHidden();
    await page.keyboard.press('Escape');
    // The dialog hands focus back to the button that opened it.
    await expect(button).toBeFocused();
  });

  test('an expired cart id is dropped, and the next add starts a new cart', async ({ page, request }) => {
    await page.goto('/auto/');
    await page.evaluate(
      (key) => localStorage.setItem(key, 'gid://shopify/Cart/abgelaufen?key=alt'),
      CART_ID_KEY,
    );
    await page.reload();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), CART_ID_KEY)).toBeNull();
    await expect(page.locator('.kiosk-cart-button')).toHaveCount(0);
    await addFromProductBox(page, AUTO_BOOK, 1);
    await expect(page.getByRole('dialog').getByText(AUTO_BOOK, { exact: true })).toBeVisible();
    expect((await serverCart(request, page))?.totalQuantity).toBe(1);
  });

  test('checkout opens the demo checkout in a new tab; the completed cart is gone afterwards', async ({
    page,
    context,
  }) => {
    // Two pages, an order and the cart's check on return: more than 30 s on a loaded machine.
    test.slow();
    await page.goto('/auto/');
    const events: string[] = [];
    await page.exposeFunction('recordEvent', (name: string) => events.push(name));
    await page.evaluate(() =>
      document.addEventListener('kiosk:analytics-event', (event) =>
        (window as unknown as { recordEvent: (name: string) => void }).recordEvent(
          (event as CustomEvent).detail.name,
        ),
      ),
    );
    await addFromProductBox(page, AUTO_BOOK, 1);
    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('dialog').getByRole('link', { name: 'Zur Kasse' }).click(),
    ]);
    await checkout.waitForLoadState();
    await expect(checkout.getByText(AUTO_BOOK, { exact: true })).toBeVisible();
    await checkout.getByRole('button', { name: 'Jetzt kaufen' }).click();
    await checkout.close();
    await page.bringToFront();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), CART_ID_KEY)).toBeNull();
    expect(events).toEqual(expect.arrayContaining(['add_to_cart', 'begin_checkout']));
  });

  test('keyboard only: add, the drawer takes focus, Escape closes it and focus returns', async ({ page }) => {
    await page.goto('/auto/');
    const box = page.locator('.product-box', { hasText: AUTO_BOOK });
    await box.scrollIntoViewIfNeeded();
    await expect(box.locator('[data-widget="add-to-cart"]')).toHaveAttribute('data-kiosk', 'mounted');
    const add = box.getByRole('button', { name: 'In den Warenkorb' });
    await add.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
    await expect(drawer).toBeVisible();
    await expect
      .poll(() => drawer.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    // Focus stays inside while tabbing through the drawer.
    for (let step = 0; step < 12; step++) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(add).toBeFocused();
  });

  test('focus on the server button moves to the widget when it mounts', async ({ page }) => {
    // Hold the widget back until a keyboard reader has reached the server's button.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/add-to-cart-.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/auto/');
    const server = page.locator('.product-box [data-widget="add-to-cart"]');
    await server.scrollIntoViewIfNeeded();
    await server.focus();
    release();
    await expect(server).toHaveAttribute('data-kiosk', 'mounted');
    await expect(page.locator('.product-box .kiosk-add-to-cart__button')).toBeFocused();
  });

  test('an outside click closes the drawer', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/auto/');
    await addFromProductBox(page, AUTO_BOOK, 1);
    const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
    await expect(drawer).toBeVisible();
    await page.mouse.click(100, 400);
    await expect(drawer).toBeHidden();
  });

  for (const theme of THEMES) {
    test(`the open drawer passes axe in ${theme} theme; screenshots`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.goto('/motorrad/');
      await useTheme(page, theme);
      await addFromProductBox(page, MOTO_BOOK, 2);
      const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
      await expect(drawer.locator('.kiosk-cart-line')).toHaveCount(1);
      await page.waitForTimeout(600);
      expect(await seriousViolations(page, '.kiosk-cart')).toEqual([]);
      await shoot(page, 'cart-drawer', 'desktop', theme);
      await page.setViewportSize(VIEWPORTS.mobile);
      await shoot(page, 'cart-drawer', 'mobile', theme);
      await drawer.getByRole('button', { name: 'Schließen' }).click();
      await expect(page.locator('.kiosk-cart-button')).toBeVisible();
      await page.waitForTimeout(600);
      expect(await seriousViolations(page, '.kiosk-cart-button')).toEqual([]);
      await shoot(page, 'cart-button', 'mobile', theme);
    });
  }
});

test.describe('partner shop (cart-embed.js only)', () => {
  test('loads no Kiosk loader, fills slots, calls back, and applies vouchers', async ({ page }) => {
    const scripts: string[] = [];
    page.on(
      'request',
      (request) => request.resourceType() == 'script' && scripts.push(new URL(request.url()).pathname),
    );
    await page.goto('/partner/');
    await page.waitForLoadState('networkidle');
    // At load only the small entry runs; the drawer and the Storefront client wait for the first add
    // (issue 17: weight).
    expect(scripts.filter((path) => path.startsWith('/kiosk/') && path.includes('cart-app'))).toEqual([]);
    const product = page.locator('.product-box', { hasText: 'Motorrad Kiosk Tasse' });
    await product.getByRole('button', { name: 'In den Warenkorb' }).click();
    const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
    await expect(drawer).toBeVisible();
    expect(scripts.filter((path) => path.startsWith('/kiosk/'))[0]).toBe('/kiosk/cart-embed.js');
    expect(scripts.filter((path) => !path.startsWith('/kiosk/') && !path.startsWith('/demo/'))).toEqual([]);
    // Slot beforeItems got the cart: 30 − 12,50.
    await expect(drawer.getByText('Noch 17,50 € bis zur versandkostenfreien Lieferung.')).toBeVisible();
    // onCartUpdate updated the shop's own header.
    await expect(page.locator('#partner-cart-count')).toHaveText('1');
    await expect(drawer.getByText('Versandkosten werden an der Kasse berechnet')).toHaveCount(0);

    const voucher = drawer.getByPlaceholder('Gutscheincode');
    await voucher.fill('FALSCH');
    await drawer.getByRole('button', { name: 'Gutschein berechnen' }).click();
    await expect(drawer.locator('.kiosk-cart__discount--invalid')).toContainText('gibt es nicht');
    // The clicked button is disabled while the code goes out: focus stays in the field (issue 23, focus 2).
    await expect(voucher).toBeFocused();
    await voucher.fill('MOTORRAD5');
    await voucher.press('Enter');
    await expect(drawer.locator('.kiosk-cart__discount--valid')).toContainText('MOTORRAD5');
    await expect(voucher).toBeFocused();
    await expect(drawer.locator('.kiosk-cart__discount--valid')).toContainText('-5,00 €');
    // Focus after every action (issue 23, focus 2): removing the only code goes to the voucher field;
    // '+' keeps it while the line updates.
    await drawer.getByRole('button', { name: 'Gutschein MOTORRAD5 entfernen' }).click();
    await expect(drawer.locator('.kiosk-cart__discount')).toHaveCount(0);
    await expect(voucher).toBeFocused();
    const plus = drawer.getByRole('button', { name: 'Eins mehr: Motorrad Kiosk Tasse' });
    await plus.click();
    await expect(drawer.getByLabel(/^Menge/)).toHaveValue('2');
    await expect(plus).toBeFocused();
    // 'Andere Menge': a typed quantity beyond the select's window; Enter sends it, focus on the select.
    await drawer.getByRole('button', { name: 'Andere Menge: Motorrad Kiosk Tasse' }).click();
    await expect(drawer.getByLabel(/^Menge/)).toBeFocused();
    await page.keyboard.type('12');
    await page.keyboard.press('Enter');
    await expect(drawer.getByLabel(/^Menge/)).toHaveValue('12');
    await expect(drawer.getByRole('combobox', { name: /^Menge/ })).toBeFocused();
    await expect(drawer.locator('.kiosk-cart__total')).toContainText('150,00 €');

    await drawer.getByRole('button', { name: 'Registrieren' }).click();
    await expect(page.locator('#partner-message')).toContainText('type=registration');
    await drawer.getByRole('button', { name: 'oder Weiter einkaufen →' }).click();
    await expect(drawer).toBeHidden();
    await expect(product.getByRole('button', { name: 'In den Warenkorb' })).toBeFocused();
  });

  test('KioskCart.init returns a handle a shop can script', async ({ page }) => {
    await page.goto('/partner/');
    await page.evaluate(
      (merchandiseId) =>
        (window as unknown as { partnerCart: { add(line: object): Promise<boolean> } }).partnerCart.add({
          merchandiseId,
          quantity: 2,
        }),
      SEED_VARIANT_IDS.inStock,
    );
    await expect(page.getByRole('dialog', { name: 'Warenkorb' }).locator('.kiosk-cart-line')).toHaveCount(1);
    await expect(page.locator('#partner-cart-count')).toHaveText('2');
  });

  for (const theme of THEMES) {
    test(`the partner drawer passes axe in ${theme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/partner/');
      await useTheme(page, theme);
      await page
        .locator('.product-box', { hasText: 'Kiosk Cap' })
        .getByRole('button', { name: 'In den Warenkorb' })
        .click();
      await expect(page.getByRole('dialog', { name: 'Warenkorb' }).locator('.kiosk-cart-line')).toHaveCount(
        1,
      );
      await page.waitForTimeout(600);
      expect(await seriousViolations(page, '.kiosk-cart')).toEqual([]);
      await shoot(page, 'partner-drawer', 'desktop', theme);
    });
  }
});
