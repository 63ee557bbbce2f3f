import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Bus } from '../bus.ts';
import { logMissing, logWarning } from '../log.ts';
import { setPageFlag } from '../page-flags.ts';
import { readCookie, removeCookie, writeCookie } from '../cookies.ts';
import { cookieDomain } from '../session/cookie-domain.ts';

export type Theme = 'light' | 'dark';

declare module '../events.ts' {
  interface KioskStateEvents {
    'theme-changed': { theme: Theme };
  }
}

/** spec 9.1: the reader's stored choice. */
export const THEME_COOKIE = 'userModeTheme';
const SYSTEM_DARK = '(prefers-color-scheme: dark)';

export const isTheme = (value: unknown): value is Theme => value == 'light' || value == 'dark';

/**
 * spec 4.6, in order of preference: the stored cookie if valid, then the page's dark-mode preference
 * (page flag `isDarkMode`, spec 3.6), then the system preference.
 */
export function initialTheme(stored: unknown, darkModePreference: unknown, systemDark: boolean): Theme {
  if (isTheme(stored)) return stored;
  if (typeof darkModePreference == 'boolean') return darkModePreference ? 'dark' : 'light';
  return systemDark ? 'dark' : 'light';
}

export interface ThemeController {
  /** The current theme, as every Kiosk state: a zustand store (widgets bind with `useStore`). */
  readonly store: StoreApi<{ theme: Theme; chosen: boolean }>;
  get(): Theme;
  /** spec 4.6: accepts only 'light' or 'dark'; stores the choice. Returns false for anything else. */
  set(theme: unknown): boolean;
  toggle(): void;
  /** Forgets the reader's choice (the cookie goes): the theme follows the page and the system again. */
  followSystem(): void;
}

/**
 * The light/dark theme, shown as `<html data-kiosk-theme>`. Until the reader chooses, it follows the
 * system setting live; a choice is stored in the cookie and wins from then on. Any failure falls back
 * to light (spec 4.6, 8).
 */
export function startTheme(bus: Bus, darkModePreference: unknown): ThemeController {
  const store = createStore(() => ({ theme: 'light' as Theme, chosen: false }));
  let chosen = false;
  let systemDark = () => false;
  const apply = (next: Theme) => {
    setPageFlag('theme', next);
    store.setState({ theme: next, chosen });
    bus.publish('theme-changed', { theme: next });
  };

  // Blocked cookies (a sandboxed frame) mean no stored choice: the theme follows the system.
  let stored: string | undefined;
  try {
    stored = readCookie(THEME_COOKIE);
  } catch (error) {
    logMissing('cookies', error);
  }
  try {
    chosen = isTheme(stored);
    const system = matchMedia(SYSTEM_DARK);
    systemDark = () => system.matches;
    apply(initialTheme(stored, darkModePreference, system.matches));
    system.addEventListener('change', (event) => {
      if (!chosen && typeof darkModePreference != 'boolean') apply(event.matches ? 'dark' : 'light');
    });
  } catch (error) {
    logWarning('theme', 'theme init failed; using light', error);
    apply('light');
  }

  const controller: ThemeController = {
    store,
    get: () => store.getState().theme,
    set(next) {
      if (!isTheme(next)) return false;
      chosen = true;
      try {
        writeCookie(THEME_COOKIE, next, {
          path: '/',
          maxAgeSeconds: 365 * 86_400,
          sameSite: 'lax',
          domain: cookieDomain(location.hostname),
        });
      } catch (error) {
        logMissing('cookies', error);
      }
      apply(next);
      return true;
    },
    toggle: () => void controller.set(controller.get() == 'dark' ? 'light' : 'dark'),
    followSystem() {
      chosen = false;
      try {
        removeCookie(THEME_COOKIE, { path: '/', domain: cookieDomain(location.hostname) });
      } catch (error) {
        logMissing('cookies', error);
      }
      apply(initialTheme(undefined, darkModePreference, systemDark()));
    },
  };
  bus.handle('theme.set', (next) => controller.set(next));
  bus.handle('theme.toggle', () => controller.toggle());
  return controller;
}
