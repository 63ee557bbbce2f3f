import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readCookie, removeCookie, writeCookie } from '../../../src/cookies.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../../widgets/theme-toggle/index.ts';
import { THEME_TOGGLE_MARKUP } from '../../../widgets/theme-toggle/resting-markup.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

describe('theme-toggle mounted through the kit', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    removeCookie('userModeTheme', { path: '/' });
    delete document.documentElement.dataset.kioskTheme;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is a switch named "Dunkles Design" that turns the page dark and stores the choice', async () => {
    const { mountOn } = kioskOnDemoHost();
    const { element } = await mountOn(mount);
    const toggle = within(element).getByRole('switch', { name: 'Dunkles Design' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(document.documentElement.dataset.kioskTheme).toBe('dark');
    expect(readCookie('userModeTheme')).toBe('dark');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(document.documentElement.dataset.kioskTheme).toBe('light');
    expect(readCookie('userModeTheme')).toBe('light');
  });

  it("after a choice, 'Wie System' gives it back to the system setting; focus returns to the switch (issue 23)", async () => {
    const { mountOn } = kioskOnDemoHost();
    const { element } = await mountOn(mount);
    const toggle = within(element).getByRole('switch', { name: 'Dunkles Design' });
    expect(within(element).queryByRole('button', { name: 'Wie System' })).toBeNull();
    fireEvent.click(toggle);
    const back = await within(element).findByRole('button', { name: 'Wie System' });
    expect(readCookie('userModeTheme')).toBe('dark');
    back.focus();
    fireEvent.click(back);
    await waitFor(() => expect(within(element).queryByRole('button', { name: 'Wie System' })).toBeNull());
    expect(readCookie('userModeTheme')).toBeUndefined();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(toggle));
  });

  it('starts from the stored choice, and two toggles on a page agree', async () => {
    writeCookie('userModeTheme', 'dark', { path: '/' });
    const { mountOn } = kioskOnDemoHost();
    await mountOn(mount);
    await mountOn(mount);
    const [first, second] = screen.getAllByRole('switch', { name: 'Dunkles Design' });
    await waitFor(() => expect(second!.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(first!);
    await waitFor(() => expect(second!.getAttribute('aria-checked')).toBe('false'));
  });

  it('enhances the resting markup the CMS pasted in place: one button, enabled, its state set (issue 22)', async () => {
    writeCookie('userModeTheme', 'dark', { path: '/' });
    const { mountOn } = kioskOnDemoHost();
    const { element } = await mountOn(mount, {}, THEME_TOGGLE_MARKUP);
    const [button, ...more] = within(element).getAllByRole('switch', { name: 'Dunkles Design' });
    expect(more).toEqual([]);
    expect(button!.hasAttribute('disabled')).toBe(false);
    expect(button!.getAttribute('aria-checked')).toBe('true');
    expect(element.querySelectorAll('.kiosk-root')).toHaveLength(1);
  });

  it('unmounts without a trace', async () => {
    const { mountOn } = kioskOnDemoHost();
    const { element, unmount } = await mountOn(mount);
    unmount();
    expect(within(element).queryByRole('switch')).toBeNull();
  });
});
