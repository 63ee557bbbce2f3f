import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { THEMES, useTheme } from './screenshots.ts';
import { freshEmail, mailLink, takeOver } from './support/form-page.ts';

/** issue 26: the login form on /konto/anmelden/. */
const PASSWORD = 'Kiosk-Demo-2026';
const WIDTHS = [320, 375, 1280] as const;

const fields = (page: Page) => {
  const form = page.locator('[data-widget="login-form"]');
  return {
    form,
    email: form.getByLabel('E-Mail-Adresse'),
    password: form.getByLabel('Passwort', { exact: true }),
    submit: form.getByRole('button', { name: 'Anmelden' }),
  };
};

test('activation through the mailbox, then the login returns to the article via returnUrl', async ({
  page,
  request,
}) => {
  const email = freshEmail('aktiv');
  const registered = await request.post('/api/community/register', {
    data: {
      email,
      password: 'Zugspitze-im-Nebel',
      displayName: `Leser ${email.slice(6, 14)}`,
      terms: true,
      project: 'ams',
      returnUrl: '/auto/',
    },
  });
  expect(registered.ok()).toBe(true);
  const activation = await mailLink(page, email, 'Konto aktivieren');
  await page.goto(activation);
  await expect(page).toHaveURL(/\/konto\/anmelden\/\?aktiviert=1&returnUrl=%2Fauto%2F$/);
  await takeOver(page, 'login-form');
  const { email: address, password, submit, form } = fields(page);
  await expect(form.getByText('Ihr Konto ist aktiviert. Sie können sich jetzt anmelden.')).toBeVisible();
  await address.fill(email);
  await password.fill('Zugspitze-im-Nebel');
  await submit.click();
  await expect(page).toHaveURL(/\/auto\/$/);
  await expect(page.locator('html')).toHaveAttribute('data-kiosk-logged-in', 'true');
  // One account list: the bookmarks backend knows the reader who just registered (demo-host/api/auth.ts).
  const bookmarks = await page.evaluate(async () => {
    const token = /(?:^|; )ape_token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch(`/api/bookmarks/get?rkm_auth_token=${token}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    return response.status;
  });
  expect(bookmarks).toBe(200);
});

test('wrong password, not activated with resend and cooldown, 429 countdown; the open redirect is refused', async ({
  page,
}) => {
  await page.goto('/konto/anmelden/?returnUrl=https://evil.example/');
  await takeOver(page, 'login-form');
  const { email, password, submit, form } = fields(page);

  await email.fill('ben@example.de');
  await password.fill('nicht-richtig');
  await submit.click();
  await expect(form.getByText('E-Mail-Adresse oder Passwort ist nicht richtig.')).toBeVisible();
  await expect(email).toHaveValue('ben@example.de');
  await expect(password).toHaveValue('');
  await expect(password).toBeFocused();

  await email.fill('erik@example.de');
  await password.fill(PASSWORD);
  await submit.click();
  await expect(form.getByText('Ihr Konto ist noch nicht aktiviert.')).toBeVisible();
  await form.getByRole('button', { name: 'Aktivierungs-E-Mail erneut senden' }).click();
  await expect(form.getByText('Wir haben Ihnen die Aktivierungs-E-Mail erneut geschickt.')).toBeVisible();
  await expect(
    form.getByRole('button', { name: /erneut senden \(in (60|59) s wieder möglich\)/ }),
  ).toHaveAttribute('aria-disabled', 'true');

  await email.fill('frieda@example.de');
  await password.fill(PASSWORD);
  await submit.click();
  const countdown = form.locator('.kiosk-notice__message', {
    hasText: /^Zu viele Versuche\. Bitte warten Sie \d+ Sekunden\.$/,
  });
  await expect(countdown).toBeVisible();
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? '', { timeout: 3_000 });
  // During the countdown a submit sends nothing; the button stays usable (GOV.UK), the wait is said again.
  let logins = 0;
  page.on('request', (request) => {
    if (request.url().includes('/community/login')) logins += 1;
  });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(form.getByRole('alert').filter({ hasText: /^Zu viele Versuche/ })).toBeAttached();
  await expect(countdown).toBeVisible();
  expect(logins).toBe(0);

  // returnUrl names another site: the login stays here (a fresh visit: the wait belongs to the last one).
  await page.reload();
  await takeOver(page, 'login-form');
  await email.fill('anna@example.de');
  await password.fill(PASSWORD);
  await submit.click();
  await expect(form.getByText('Angemeldet als Anna Schmidt')).toBeVisible();
  expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL ?? '').host);
  await form.getByRole('button', { name: 'Abmelden' }).click();
  await expect(email).toBeFocused();
});

test('a double click sends one request; a failure keeps every input', async ({ page }) => {
  await page.goto('/konto/anmelden/');
  await takeOver(page, 'login-form');
  const { email, password, submit, form } = fields(page);
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/community/login')) logins.push(request.headers()['idempotency-key'] ?? '');
  });
  await email.fill('anna+slow@example.de');
  await password.fill(PASSWORD);
  await submit.dblclick();
  await expect(form.getByRole('button', { name: 'Wird gesendet …' })).toHaveAttribute('aria-busy', 'true');
  await expect(form.getByText('E-Mail-Adresse oder Passwort ist nicht richtig.')).toBeVisible();
  expect(logins).toHaveLength(1);

  await email.fill('anna+fail@example.de');
  await password.fill(PASSWORD);
  await submit.click();
  await expect(
    form.getByText(
      'Das hat gerade nicht geklappt. Ihre Eingaben sind noch da – bitte versuchen Sie es erneut.',
    ),
  ).toBeVisible();
  await expect(email).toHaveValue('anna+fail@example.de');
  await expect(password).toHaveValue(PASSWORD);
  await submit.click();
  await expect.poll(() => logins.length).toBe(3);
  // The retry of the same input reuses the key of the failed try.
  expect(logins[2]).toBe(logins[1]);
});

test('keyboard only: the error summary, its links, a login and a logout', async ({ page }) => {
  await page.goto('/konto/anmelden/');
  const { email, password, form } = fields(page);
  await page.locator('body').focus();
  // Tab into the CMS form: the interactive one takes over with the focus where it was.
  await email.focus();
  await expect(form.locator('form[novalidate]')).toBeVisible();
  await expect(email).toBeFocused();
  await page.keyboard.press('Enter');
  const summary = form.getByRole('alert', { name: 'Bitte prüfen Sie Ihre Eingaben' });
  await expect(summary).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(summary.getByRole('link', { name: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(email).toBeFocused();
  await page.keyboard.type('anna@example.de');
  await page.keyboard.press('Tab');
  await expect(password).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  const signedIn = form.getByText('Angemeldet als Anna Schmidt');
  await expect(signedIn).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Abmelden' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(email).toBeFocused();
});

test('axe in both themes with errors shown; screenshots empty, error and success at 320, 375, 1280', async ({
  page,
}) => {
  await page.goto('/konto/anmelden/');
  await takeOver(page, 'login-form');
  const { email, password, submit, form } = fields(page);
  const shoot = async (state: string) => {
    for (const theme of THEMES) {
      await useTheme(page, theme);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await form.screenshot({ path: `e2e/screenshots/login-form-${state}-${width}-${theme}.png` });
      }
    }
  };
  await shoot('empty');
  await submit.click();
  await expect(form.getByRole('alert', { name: 'Bitte prüfen Sie Ihre Eingaben' })).toBeVisible();
  for (const theme of THEMES) {
    await useTheme(page, theme);
    expect(await seriousViolations(page, '[data-widget="login-form"]'), theme).toEqual([]);
  }
  await shoot('error');
  await email.fill('anna@example.de');
  await password.fill(PASSWORD);
  await submit.click();
  await expect(form.getByText('Angemeldet als Anna Schmidt')).toBeVisible();
  await shoot('success');
});

test("the reset link's page on the form kit: the rules at the field, axe in both themes, then the login", async ({
  page,
  request,
}) => {
  const email = freshEmail('kit-pw');
  await request.post('/api/community/register', {
    data: {
      email,
      password: 'Zugspitze-im-Nebel',
      displayName: `Leser ${email.slice(6, 14)}`,
      terms: true,
      project: 'ams',
    },
  });
  await request.post('/api/community/passwordreset', { data: { email, project: 'ams' } });
  await page.goto(await mailLink(page, email, 'Neues Passwort festlegen'));
  const form = await takeOver(page, 'login-form');
  const newPassword = form.getByLabel('Neues Passwort');
  await newPassword.fill('kurz');
  await form.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(form.getByRole('alert', { name: 'Bitte prüfen Sie Ihre Eingaben' })).toBeVisible();
  await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
  for (const theme of THEMES) {
    await useTheme(page, theme);
    expect(await seriousViolations(page, '[data-widget="login-form"]'), theme).toEqual([]);
  }
  await page.setViewportSize({ width: 320, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await form.screenshot({ path: 'e2e/screenshots/login-form-new-password-error-320-dark.png' });
  await newPassword.fill('Neues-Fahrrad-2026');
  await page.keyboard.press('Enter');
  await expect(
    form.getByText('Ihr neues Passwort ist gespeichert. Sie können sich jetzt anmelden.'),
  ).toBeVisible();
  await expect(form.getByLabel('E-Mail-Adresse')).toBeFocused();
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the CMS form logs in on its own: a form post, the token cookie, back to the page', async ({
    page,
    context,
  }) => {
    await page.goto('/konto/anmelden/');
    const form = page.locator('[data-widget="login-form"] form');
    await form.getByLabel('E-Mail-Adresse').fill('anna@example.de');
    await form.getByLabel('Passwort').fill(PASSWORD);
    await form.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/konto\/anmelden\/\?ergebnis=angemeldet$/);
    await expect(page.locator('.demo-form-result')).toHaveText('Sie sind angemeldet.');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name == 'ape_token')?.value).toBe('demo-anna-2026');
  });

  test("'Passwort vergessen?' → mailbox → 'Neues Passwort festlegen' → the login with the new password", async ({
    page,
    request,
  }) => {
    const email = freshEmail('neu-pw');
    await request.post('/api/community/register', {
      data: {
        email,
        password: 'Zugspitze-im-Nebel',
        displayName: `Leser ${email.slice(6, 14)}`,
        terms: true,
        project: 'ams',
      },
    });
    await page.goto(await mailLink(page, email, 'Konto aktivieren'));
    await page
      .locator('[data-widget="login-form"]')
      .getByRole('link', { name: 'Passwort vergessen?' })
      .click();
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('button', { name: 'Link zum Zurücksetzen senden' }).click();
    await expect(page.locator('.demo-form-result')).toContainText('Wenn es zu dieser Adresse ein Konto gibt');
    const reset = await mailLink(page, email, 'Neues Passwort festlegen');
    await page.goto(reset);
    const newPassword = page.getByLabel('Neues Passwort');
    await expect(newPassword).toHaveAttribute('autocomplete', 'new-password');
    await newPassword.fill('Neues-Fahrrad-2026');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page).toHaveURL(/\/konto\/anmelden\/\?ergebnis=passwort-neu$/);
    await expect(page.locator('.demo-form-result')).toHaveText(
      'Ihr neues Passwort ist gespeichert. Sie können sich jetzt anmelden.',
    );
    const form = page.locator('[data-widget="login-form"] form');
    await form.getByLabel('E-Mail-Adresse').fill(email);
    await form.getByLabel('Passwort').fill('Neues-Fahrrad-2026');
    await form.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.locator('.demo-form-result')).toHaveText('Sie sind angemeldet.');
    // The link works once.
    await page.goto(reset);
    await page.getByLabel('Neues Passwort').fill('Noch-ein-Fahrrad-2026');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.locator('.demo-form-result')).toHaveText(
      'Dieser Link ist abgelaufen oder wurde schon benutzt. Bitte fordern Sie einen neuen an.',
    );
  });
});
