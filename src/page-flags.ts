/**
 * Page-wide flags as attributes on `<html>` (ARCHITECTURE §2), so host CSS and scripts can react
 * without importing anything: `html[data-kiosk-logged-in="true"] .login-link { display: none }`.
 */
export type PageFlag = 'logged-in' | 'paywall' | 'theme' | 'mobile' | 'hidden-mode' | 'consent';

export function setPageFlag(
  flag: PageFlag,
  value: boolean | string,
  root: HTMLElement = document.documentElement,
) {
  root.setAttribute(`data-kiosk-${flag}`, String(value));
}

export function readPageFlag(flag: PageFlag, root: HTMLElement = document.documentElement): string | null {
  return root.getAttribute(`data-kiosk-${flag}`);
}
