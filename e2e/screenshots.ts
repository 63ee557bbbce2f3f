import type { Page } from '@playwright/test';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  mobile: { width: 375, height: 812 },
} as const;
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Puts the page in a theme the way a reader's system would, and as Kiosk marks it on <html>. */
export async function useTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme });
  await page.evaluate((value) => document.documentElement.setAttribute('data-kiosk-theme', value), theme);
}

/** Screenshots for people to look at (gitignored): e2e/screenshots/<name>-<viewport>-<theme>.png */
export async function shoot(page: Page, name: string, viewport: keyof typeof VIEWPORTS, theme: Theme) {
  await page.screenshot({ path: `e2e/screenshots/${name}-${viewport}-${theme}.png`, fullPage: false });
}
