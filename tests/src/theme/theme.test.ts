// @vitest-environment-options {"url": "https://www.auto-kiosk.de/"}
import { readCookie, removeCookie, writeCookie } from '../../../src/cookies.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../../src/bus.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { readPageFlag } from '../../../src/page-flags.ts';
import { initialTheme, startTheme, THEME_COOKIE } from '../../../src/theme/theme.ts';
import { fakeMedia } from '../../support/fake-media.ts';

const DARK = '(prefers-color-scheme: dark)';

describe('initialTheme (spec 4.6 order of preference)', () => {
  it('prefers a valid stored cookie, then the dark-mode preference, then the system', () => {
    expect(initialTheme('dark', false, false)).toBe('dark');
    expect(initialTheme('light', true, true)).toBe('light');
    expect(initialTheme('purple', true, false)).toBe('dark');
    expect(initialTheme(undefined, false, true)).toBe('light');
    expect(initialTheme(undefined, undefined, true)).toBe('dark');
    expect(initialTheme('', undefined, false)).toBe('light');
  });
});

describe('startTheme', () => {
  beforeEach(() => resetLogMemory());
  afterEach(() => {
    removeCookie(THEME_COOKIE, { path: '/', domain: '.auto-kiosk.de' });
    document.documentElement.removeAttribute('data-kiosk-theme');
  });

  it('follows the system setting live until the reader chooses', () => {
    const media = fakeMedia({ [DARK]: false });
    const theme = startTheme(createBus(document), undefined);
    expect(readPageFlag('theme')).toBe('light');
    media.set(DARK, true);
    expect(theme.get()).toBe('dark');
    expect(readPageFlag('theme')).toBe('dark');
    theme.set('light');
    media.set(DARK, false);
    media.set(DARK, true);
    expect(theme.get()).toBe('light');
  });

  it('toggle switches, stores the choice in the cookie and emits theme-changed', () => {
    fakeMedia();
    const bus = createBus(document);
    const changed = vi.fn();
    bus.on('theme-changed', changed);
    const theme = startTheme(bus, undefined);
    theme.toggle();
    expect(theme.get()).toBe('dark');
    expect(readCookie(THEME_COOKIE)).toBe('dark');
    expect(changed).toHaveBeenLastCalledWith({ theme: 'dark' });
    theme.toggle();
    expect(readCookie(THEME_COOKIE)).toBe('light');
  });

  it('starts from the stored cookie and ignores the system while it is set', () => {
    const media = fakeMedia({ [DARK]: false });
    writeCookie(THEME_COOKIE, 'dark', { path: '/', domain: '.auto-kiosk.de' });
    const theme = startTheme(createBus(document), undefined);
    expect(theme.get()).toBe('dark');
    media.set(DARK, false);
    expect(theme.get()).toBe('dark');
  });

  it('followSystem forgets the choice: the cookie goes and the system setting leads again, live (issue 23)', () => {
    const media = fakeMedia({ [DARK]: true });
    const theme = startTheme(createBus(document), undefined);
    theme.set('light');
    expect(theme.store.getState()).toEqual({ theme: 'light', chosen: true });
    expect(readCookie(THEME_COOKIE)).toBe('light');
    theme.followSystem();
    expect(readCookie(THEME_COOKIE)).toBeUndefined();
    expect(theme.store.getState()).toEqual({ theme: 'dark', chosen: false });
    expect(readPageFlag('theme')).toBe('dark');
    media.set(DARK, false);
    expect(theme.get()).toBe('light');
  });

  it("accepts only 'light' or 'dark'", () => {
    fakeMedia();
    const bus = createBus(document);
    const theme = startTheme(bus, undefined);
    expect(theme.set('sepia')).toBe(false);
    expect(theme.get()).toBe('light');
    bus.run('theme.set', ['dark']);
    expect(theme.get()).toBe('dark');
  });

  it('falls back to light when initialisation fails', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('matchMedia', () => {
      throw new Error('no matchMedia');
    });
    const theme = startTheme(createBus(document), true);
    expect(theme.get()).toBe('light');
    expect(readPageFlag('theme')).toBe('light');
    expect(String(vi.mocked(console.warn).mock.calls[0]?.[0])).toContain('[kiosk:theme]');
  });
});
