import { fireEvent, waitFor, within } from '@testing-library/react';
import { removeCookie, writeCookie } from '../../../src/cookies.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_COOKIE } from '../../../src/session/token-cookie.ts';
import { mount } from '../../../widgets/epaper-popup/index.ts';
import { settle } from '../../support/settle.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

/** The overlay layer's showings are kept in localStorage; each test starts with none and a fresh layer. */
function freshPage() {
  localStorage.clear();
  delete (globalThis as { __kioskOverlay?: unknown }).__kioskOverlay;
}

describe('epaper-popup (issue 31)', () => {
  const unmounts: Array<() => void> = [];
  beforeEach(() => {
    freshPage();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T10:00:00Z') });
    // The layer counts the page's age from performance.now(): past the arrival rule already.
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
  });
  afterEach(() => {
    for (const unmount of unmounts.splice(0)) unmount();
    removeCookie(TOKEN_COOKIE, { path: '/' });
    document.body.replaceChildren();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const popup = async (token?: string) => {
    if (token) writeCookie(TOKEN_COOKIE, token, { path: '/' });
    const { mountOn } = kioskOnDemoHost();
    const opener = document.body.appendChild(document.createElement('button'));
    opener.textContent = 'Weiterlesen';
    opener.focus();
    const mounted = await mountOn(mount, { issueUrl: '/auto/hefte/' });
    unmounts.push(mounted.unmount);
    return { ...mounted, opener };
  };

  it("invites to the new issue once: 'Die neue Ausgabe ist da', closed by 'Schließen' with focus back", async () => {
    const { element, opener } = await popup();
    const dialog = await within(element).findByRole('dialog', { name: 'Die neue Ausgabe ist da' });
    expect(dialog.textContent).toContain(
      'Ausgabe 24/2026 mit SUV-Vergleich, Winterreifen-Test, E-Auto-Kosten',
    );
    expect(within(dialog).getByRole('link', { name: 'Zur Ausgabe' }).getAttribute('href')).toContain(
      '/auto/hefte/',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(element.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    // The next page view (another tab of the site shares the count): no second invitation.
    delete (globalThis as { __kioskOverlay?: unknown }).__kioskOverlay;
    const again = await popup();
    await settle(50);
    expect(again.element.querySelector('dialog')).toBeNull();
  });

  it('closes on Escape (the dialog’s cancel) with focus back', async () => {
    const { element, opener } = await popup();
    const dialog = await within(element).findByRole('dialog');
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(element.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('never invites a reader who owns the issue, nor once the issue is two weeks old', async () => {
    const owner = await popup('demo-dirk-pur');
    await settle(100);
    expect(owner.element.querySelector('dialog')).toBeNull();

    freshPage();
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    const late = await popup();
    await settle(100);
    expect(late.element.querySelector('dialog')).toBeNull();
  });

  it('invites a logged-in reader who does not own the issue', async () => {
    const { element } = await popup('demo-ben-plus');
    await waitFor(() => expect(element.querySelector('dialog')).not.toBeNull());
  });

  it("asks for the issues and the reader's own through the generic call, with the site's client and ab", async () => {
    writeCookie(TOKEN_COOKIE, 'demo-ben-plus', { path: '/' });
    const { mountOn, backend } = kioskOnDemoHost({ apiClient: 'ams-app', isAb: true });
    const { element, unmount } = await mountOn(mount, { issueUrl: '/auto/hefte/' });
    unmounts.push(unmount);
    await waitFor(() => expect(element.querySelector('dialog')).not.toBeNull());
    const calls = backend.requests
      .map(({ url }) => new URL(url))
      .filter((url) => url.pathname.startsWith('/api/issues/ams'));
    expect(
      calls.map((url) => [url.pathname, url.searchParams.get('client'), url.searchParams.get('ab')]),
    ).toEqual([
      ['/api/issues/ams', 'ams-app', '1'],
      ['/api/issues/ams/owned', 'ams-app', '1'],
    ]);
  });
});
