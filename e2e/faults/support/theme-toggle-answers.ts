import { expect, type Page } from '@playwright/test';

/** The page stays usable: the theme toggle (a widget with no backend) still switches. */
export async function themeToggleAnswers(page: Page): Promise<void> {
  const toggle = page.getByRole('switch', { name: 'Dunkles Design' });
  const before = await toggle.getAttribute('aria-checked');
  await toggle.click();
  await expect(toggle).not.toHaveAttribute('aria-checked', before ?? '');
}
