import { fireEvent, waitFor, within } from '@testing-library/react';
import { removeCookie, writeCookie } from '../../../src/cookies.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../../../demo-host/api/community/seed.ts';
import { TOURS_LOAD_FAILED } from '../../../features/favourites/messages.ts';
import { dropPageShared } from '../../../src/kit/page-shared.ts';
import { TOKEN_COOKIE } from '../../../src/session/token-cookie.ts';
import { mount } from '../../../widgets/tour-favourite/index.ts';
import { kioskOnDemoHost, unmountMounted } from '../../support/test-kiosk.ts';

const [anna] = DEMO_USERS;
/** The cycling project: favourites and the tour channel on (spec 3.3). */
const CYCLING = { project: 'rb', enableFavorites: true };

describe('tour-favourite mounted through the kit, against the demo bookmarks backend', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    writeCookie(TOKEN_COOKIE, anna.token, { path: '/' });
  });
  afterEach(() => {
    unmountMounted();
    dropPageShared('favourites');
    removeCookie(TOKEN_COOKIE, { path: '/' });
    vi.unstubAllGlobals();
  });

  it('saves the tour on the tour channel and claims it for the logged-in reader', async () => {
    const { backend, kiosk, mountOn } = kioskOnDemoHost(CYCLING);
    const { element } = await mountOn(mount, { tourId: '7002' });
    const button = await within(element).findByRole('button', { name: 'Tour merken' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() =>
      expect(backend.requests.map((request) => new URL(request.url).pathname)).toContain(
        '/api/tour/claim/7002',
      ),
    );
    // The backend holds it on the tour channel of this reader.
    const answer = await backend.app.request(
      `/api/bookmarks/get?channel=${kiosk.config.community.tourChannel}&rkm_auth_token=${anna.token}`,
      { headers: { 'X-Requested-With': 'XMLHttpRequest' } },
    );
    const saved = (await answer.json()) as { favorites: Array<{ id: string }> };
    expect(saved.favorites.map((item) => item.id)).toContain('7002');
  });

  it('says so under the button when the saved tours cannot be loaded, and shows the tour once they can', async () => {
    const { backend, kiosk, mountOn } = kioskOnDemoHost(CYCLING);
    const call = (path: string, init: RequestInit = {}) =>
      backend.app.request(
        `/api/bookmarks/${path}${path.includes('?') ? '&' : '?'}rkm_auth_token=${anna.token}`,
        {
          ...init,
          headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
        },
      );
    const channel = kiosk.config.community.tourChannel;
    await call('toggle', { method: 'POST', body: JSON.stringify({ id: '7003', channel }) });
    await call('demo-mode?mode=fail', { method: 'POST' });

    const { element } = await mountOn(mount, { tourId: '7003' });
    // Not a silent 'Tour merken' for a saved tour: the reader is told the saved tours are unknown.
    await waitFor(() => expect(within(element).getByRole('alert').textContent).toBe(TOURS_LOAD_FAILED));
    expect(within(element).getByRole('button').getAttribute('aria-pressed')).toBe('false');

    await call('demo-mode?mode=normal', { method: 'POST' });
    // A tab that comes back into view loads again (page-favourites).
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() =>
      expect(within(element).getByRole('button').getAttribute('aria-pressed')).toBe('true'),
    );
    expect(within(element).getByRole('alert').textContent).toBe('');
  });

  it('renders nothing and sends nothing where the project has no tours', async () => {
    const { backend, mountOn } = kioskOnDemoHost({ project: 'ams', enableFavorites: true });
    const { element } = await mountOn(mount, { tourId: '7002' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(element.childElementCount).toBe(0);
    expect(backend.requests.filter((request) => /bookmarks|uifavorites|tour/.test(request.url))).toEqual([]);
  });

  it('starts no favourites store on idle once it is unmounted', async () => {
    const { backend, mountOn } = kioskOnDemoHost(CYCLING);
    const { unmount } = await mountOn(mount, { tourId: '7002' });
    unmount();
    // Past the idle callback's latest moment (when-idle.ts: 2 s, or 200 ms without requestIdleCallback).
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(backend.requests.filter((request) => /bookmarks|uifavorites|tour/.test(request.url))).toEqual([]);
  });
});
