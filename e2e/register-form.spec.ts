import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { THEMES, useTheme } from './screenshots.ts';
import { freshEmail, mailLink, takeOver } from './support/form-page.ts';

/** issue 26: the registration form on /konto/registrieren/. */
const WIDTHS = [320, 375, 1280] as const;
const PASSWORD = 'Zugspitze-im-Nebel';

const fields = (page: Page) => {
  const form = page.locator('[data-widget="register-form"]');
  return {
    form,
    email: form.getByLabel('E-Mail-Adresse'),
    password: form.getByLabel('Passwort', { exact: true }),
    name: form.getByLabel('Anzeigename'),
    terms: form.getByLabel(
      'Ich akzeptiere die Nutzungsbedingungen und habe die Datenschutzerklärung gelesen.',
    ),
    submit: form.getByRole('button', { name: 'Registrieren' }),
  };
};

test('register → mailbox → activate → log in → back to the article via returnUrl', async ({ page }) => {
  const email = freshEmail('neu');
  await page.goto('/konto/registrieren/?returnUrl=/auto/');
  await takeOver(page, 'register-form');
  const { email: address, password, name, terms, submit, form } = fields(page);
  await address.fill(email);
  await password.fill(PASSWORD);
  await name.fill(`Leser ${email.slice(4, 12)}`);
  await terms.check();
  await form.getByLabel('Ja, ich möchte den Newsletter erhalten.').check();
  await submit.click();
  await expect(
    form.getByText(`Fast geschafft! Wir haben Ihnen eine E-Mail an ${email} geschickt.`),
  ).toBeVisible();
  await expect(
    form.getByRole('button', { name: /erneut senden \(in (60|59) s wieder möglich\)/ }),
  ).toBeVisible();

  // The newsletter tick: the brand list's double opt-in, its confirmation mail newest in the mailbox.
  await page.goto(await mailLink(page, email, 'Anmeldung bestätigen'));
  await expect(
    page.getByRole('heading', { name: 'Vielen Dank! Ihre Anmeldung ist bestätigt.' }),
  ).toBeVisible();
  await page.goto(`/postfach/?an=${encodeURIComponent(email)}`);
  await page.goto((await page.getByRole('link', { name: 'Konto aktivieren' }).getAttribute('href')) ?? '');
  await takeOver(page, 'login-form');
  const login = page.locator('[data-widget="login-form"]');
  await login.getByLabel('E-Mail-Adresse').fill(email);
  await login.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/auto\/$/);
  await expect(page.locator('html')).toHaveAttribute('data-kiosk-logged-in', 'true');
});

test('a known address gets the same answer; a double click registers once', async ({ page }) => {
  await page.goto('/konto/registrieren/');
  await takeOver(page, 'register-form');
  const { email, password, name, terms, submit, form } = fields(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/community/register')) posts.push(request.url());
  });
  await email.fill('anna@example.de');
  await password.fill(PASSWORD);
  await name.fill('Noch eine Anna');
  await terms.check();
  await submit.dblclick();
  await expect(
    form.getByText('Fast geschafft! Wir haben Ihnen eine E-Mail an anna@example.de geschickt.'),
  ).toBeVisible();
  expect(posts).toHaveLength(1);
});

test('keyboard only, axe in both themes with errors shown; screenshots empty, error and success', async ({
  page,
}) => {
  await page.goto('/konto/registrieren/');
  const { email, password, name, terms, submit, form } = fields(page);
  await email.focus();
  await expect(form.locator('form[novalidate]')).toBeVisible();
  await expect(email).toBeFocused();
  const shoot = async (state: string) => {
    for (const theme of THEMES) {
      await useTheme(page, theme);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 1000 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await form.screenshot({ path: `e2e/screenshots/register-form-${state}-${width}-${theme}.png` });
      }
    }
  };
  await shoot('empty');
  await email.focus();
  await page.keyboard.press('Enter');
  const summary = form.getByRole('alert', { name: 'Bitte prüfen Sie Ihre Eingaben' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveCount(4);
  for (const theme of THEMES) {
    await useTheme(page, theme);
    expect(await seriousViolations(page, '[data-widget="register-form"]'), theme).toEqual([]);
  }
  await shoot('error');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(email).toBeFocused();
  await page.keyboard.type(freshEmail('tastatur'));
  await page.keyboard.press('Tab');
  await expect(password).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(name).toBeFocused();
  await page.keyboard.type(`Tastatur ${Date.now().toString(36)}`);
  await page.keyboard.press('Tab');
  await expect(terms).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  const answer = form.getByText(/^Fast geschafft!/);
  await expect(answer).toBeFocused();
  await shoot('success');
});
