import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The form widgets' e2e helpers (issue 26). `takeOver` reaches for a form as a reader does (the
 * pointer over it) and waits until the interactive form has replaced the CMS's, so a test's typing
 * never races the hand-over.
 */
export async function takeOver(page: Page, widget: string): Promise<Locator> {
  const root = page.locator(`[data-widget="${widget}"]`);
  await expect(root).toHaveAttribute('data-kiosk', 'mounted');
  await root.hover();
  await expect(
    root.locator('form[novalidate], .kiosk-login-form__signed-in, [role="status"]').first(),
  ).toBeVisible();
  return root;
}

/** A fresh address for one test, so parallel tests and reruns never share an account or a signup. */
export const freshEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.de`;

/** The links of the newest mail to `to` in the demo mailbox (`/postfach/`), as the page lists them. */
export async function mailLink(page: Page, to: string, label: string): Promise<string> {
  await page.goto(`/postfach/?an=${encodeURIComponent(to)}`);
  const link = page.locator('.mail').first().getByRole('link', { name: label });
  await expect(link).toBeVisible();
  return (await link.getAttribute('href')) ?? '';
}
