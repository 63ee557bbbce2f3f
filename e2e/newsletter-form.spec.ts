import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { THEMES, useTheme } from './screenshots.ts';
import { freshEmail, mailLink, takeOver } from './support/form-page.ts';

/** issue 26: the newsletter form on /newsletter/. */
const WIDTHS = [320, 375, 1280] as const;
const CONFIRM = 'Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail.';

const fields = (page: Page) => {
  const form = page.locator('[data-widget="newsletter-form"]');
  return {
    form,
    email: form.getByLabel('E-Mail-Adresse'),
    submit: form.getByRole('button', { name: 'Newsletter abonnieren' }),
  };
};

const status = async (page: Page, email: string) =>
  (
    (await (
      await page.request.get(`/api/newsletter/demo-status?list=ams-news&email=${encodeURIComponent(email)}`)
    ).json()) as {
      status: string;
    }
  ).status;

test('double opt-in through the mailbox; a draft survives a reload; one request for a double click', async ({
  page,
}) => {
  const email = freshEmail('news');
  await page.goto('/newsletter/');
  await takeOver(page, 'newsletter-form');
  const { email: address, submit, form } = fields(page);
  await expect(form.getByText('Abmeldung jederzeit möglich')).toBeVisible();
  await address.fill(email);
  await page.reload();
  await takeOver(page, 'newsletter-form');
  await expect(address).toHaveValue(email);
  const signups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/newsletter/subscribe')) signups.push(request.url());
  });
  // The service drops a form sent faster than a person fills it in.
  await page.waitForTimeout(2_000);
  await submit.dblclick();
  await expect(form.getByRole('status')).toHaveText(CONFIRM);
  expect(signups).toHaveLength(1);
  expect(await status(page, email)).toBe('pending');
  await page.goto(await mailLink(page, email, 'Anmeldung bestätigen'));
  await expect(
    page.getByRole('heading', { name: 'Vielen Dank! Ihre Anmeldung ist bestätigt.' }),
  ).toBeVisible();
  expect(await status(page, email)).toBe('confirmed');
});

test('the same answer for a known address; a failure keeps the input', async ({ page }) => {
  await page.goto('/newsletter/');
  await takeOver(page, 'newsletter-form');
  const { email, submit, form } = fields(page);
  await email.fill('leser+fail@example.de');
  await page.waitForTimeout(2_000);
  await submit.click();
  await expect(
    form.getByText(
      'Das hat gerade nicht geklappt. Ihre Eingaben sind noch da – bitte versuchen Sie es erneut.',
    ),
  ).toBeVisible();
  await expect(email).toHaveValue('leser+fail@example.de');
  await email.fill('anna@example.de');
  await submit.click();
  await expect(form.getByRole('status')).toHaveText(CONFIRM);
});

test('keyboard only, axe in both themes with errors shown; screenshots empty, error and success', async ({
  page,
}) => {
  await page.goto('/newsletter/');
  const { email, submit, form } = fields(page);
  await email.focus();
  await expect(form.locator('form[novalidate]')).toBeVisible();
  await expect(email).toBeFocused();
  const shoot = async (state: string) => {
    for (const theme of THEMES) {
      await useTheme(page, theme);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 700 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await form.screenshot({ path: `e2e/screenshots/newsletter-form-${state}-${width}-${theme}.png` });
      }
    }
  };
  await shoot('empty');
  await email.focus();
  await page.keyboard.type('kein-at');
  await page.keyboard.press('Enter');
  const summary = form.getByRole('alert', { name: 'Bitte prüfen Sie Ihre Eingaben' });
  await expect(summary).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  for (const theme of THEMES) {
    await useTheme(page, theme);
    expect(await seriousViolations(page, '[data-widget="newsletter-form"]'), theme).toEqual([]);
  }
  await shoot('error');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(email).toBeFocused();
  await email.fill(freshEmail('tastatur'));
  await expect(email).not.toHaveAttribute('aria-invalid');
  await page.keyboard.press('Tab');
  await expect(submit).toBeFocused();
  await page.waitForTimeout(1_500);
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toHaveText(CONFIRM);
  await expect(form.getByRole('status')).toBeFocused();
  await shoot('success');
});
