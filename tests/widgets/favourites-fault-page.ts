import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { DEMO_USERS } from '../../demo-host/api/community/seed.ts';
import { writeCookie } from '../../src/cookies.ts';
import { runningPageShared } from '../../src/kit/page-shared.ts';
import { TOKEN_COOKIE } from '../../src/session/token-cookie.ts';
import { mount as mountBookmarks } from '../../widgets/bookmarks/index.ts';
import { BOOKMARKS_MARKUP } from '../../widgets/bookmarks/resting-markup.ts';
import { kioskOnDemoHost } from '../support/test-kiosk.ts';

/**
 * The demo page of the favourites' unit fault rows (bookmarks, favourite-button, tour-favourite), as
 * e2e/faults/support/favourites-page.ts and e2e/faults/tour-favourite.ts open theirs: the second demo
 * user logged in by the token cookie, a short `favourites.timeoutMs`, and the header's bookmarks
 * button beside the widget under test.
 */

const [, ben] = DEMO_USERS;
/** favourites.timeoutMs on the fault pages (e2e's FAVOURITES_TIMEOUT_MS): a hang ends in 5 s. */
export const FAVOURITES_TIMEOUT_MS = 5_000;
const xhr = { 'X-Requested-With': 'XMLHttpRequest' };

/** The demo host for `project`, its `#kiosk-config` in the head (the favourites read their section there). */
export function favouritesPage(project: string) {
  const config = { project, enableFavorites: true };
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'kiosk-config';
  block.textContent = JSON.stringify({ ...config, favourites: { timeoutMs: FAVOURITES_TIMEOUT_MS } });
  document.head.append(block);
  writeCookie(TOKEN_COOKIE, ben.token, { path: '/' });
  const demo = kioskOnDemoHost(config);
  const { backend } = demo;

  /** Whether the server holds `id` on `channel` for the reader (asked of the backend, not the widget). */
  const serverHas = async (channel: string, id: string): Promise<boolean> => {
    const response = await backend.app.request(
      `/api/bookmarks/get?rkm_auth_token=${ben.token}&channel=${channel}`,
      { headers: xhr },
    );
    const body = (await response.json()) as { favorites: Array<{ id: string }> };
    return body.favorites.some((item) => item.id == id);
  };

  return {
    ...demo,
    serverHas,
    /** Sets `id` on the server as the cell needs it before it starts (through the backend). */
    async serverSets(channel: string, id: string, saved: boolean): Promise<void> {
      if ((await serverHas(channel, id)) == saved) return;
      const response = await backend.app.request(`/api/bookmarks/toggle?rkm_auth_token=${ben.token}`, {
        method: 'POST',
        headers: { ...xhr, 'Content-Type': 'application/json' },
        body: JSON.stringify({ id, channel }),
      });
      expect(response.ok).toBe(true);
      expect(await serverHas(channel, id)).toBe(saved);
    },
    /** The header's bookmarks button, as the layout renders it on every demo page. */
    mountHeader: async () => (await demo.mountOn(mountBookmarks, {}, BOOKMARKS_MARKUP)).element,
  };
}

export type FavouritesPage = ReturnType<typeof favouritesPage>;

/** The session knows the reader (start-session.ts sets the page flag e2e waits for). */
export const loggedIn = () =>
  waitFor(() => expect(document.documentElement.getAttribute('data-kiosk-logged-in')).toBe('true'));

/**
 * The reader reaches for `element` (a pointer over it), which starts the page's favourites store
 * (issue 22), and its first read is done: the cell's fault then meets the action, not the page's load.
 */
export async function storeLoaded(element: HTMLElement): Promise<void> {
  fireEvent.pointerOver(element);
  await waitFor(() => expect(runningPageShared('favourites')?.store.getState().status).toBe('ready'));
}

export const headerButton = (header: HTMLElement) =>
  within(header).getByRole('button', { name: 'Merkliste' });

/** The bookmarks panel, if it is open. */
export const openPanel = (header: HTMLElement) =>
  header.querySelector<HTMLDialogElement>('dialog[open]') ?? undefined;

/** The panel opens on the header's button. */
export async function openingPanel(header: HTMLElement): Promise<HTMLElement> {
  fireEvent.click(headerButton(header));
  return within(header).findByRole('dialog', { name: 'Meine Merkliste' });
}

/** The reader closes the panel ('Schließen'). */
export async function closingPanel(header: HTMLElement): Promise<void> {
  const panel = openPanel(header);
  if (!panel) return;
  fireEvent.click(within(panel).getByRole('button', { name: 'Schließen' }));
  await waitFor(() => expect(openPanel(header)).toBeUndefined());
}

/** The header widget still answers: the panel opens and closes. */
export async function panelAnswers(header: HTMLElement): Promise<void> {
  await openingPanel(header);
  await closingPanel(header);
}
