import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../demo-host/api/community/seed.ts';
import { BookmarksPanel } from '../../../widgets/bookmarks/bookmarks-panel.tsx';
import { favouritesOnDemoHost } from '../favourites-fixture.ts';

const [anna] = DEMO_USERS;
afterEach(cleanup);

/** Anna's panel, open and loaded: one saved article, the rubric 'Tests', the brand 'BMW'. */
async function openPanel() {
  const setUp = favouritesOnDemoHost();
  await setUp.logIn(anna.token);
  render(<BookmarksPanel controller={setUp.controller} isMobile={() => false} />);
  act(() => setUp.controller.openPanel());
  await screen.findByRole('link', { name: /Elektro-Kombi/ });
  return setUp;
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('bookmarks panel: focus after an action (issue 23, focus 2)', () => {
  it("'Entfernen' on the last article: focus goes to the list's heading, not to <body>", async () => {
    await openPanel();
    const remove = button(/^Entfernen: Elektro-Kombi/);
    remove.focus();
    await act(async () => fireEvent.click(remove));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Elektro-Kombi/ })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Gemerkte Artikel' }));
  });

  it("'Nicht mehr folgen' goes on to the next row's button", async () => {
    const { controller } = await openPanel();
    // A toggle of a rubric not followed follows it (spec 7.3): Anna now follows 'Tests' and 'Reise'.
    await act(() => controller.unfollow(['rubrik-reise']));
    const unfollowTests = button('Nicht mehr folgen: Tests');
    unfollowTests.focus();
    await act(async () => fireEvent.click(unfollowTests));
    expect(unfollowTests.isConnected).toBe(false);
    expect(document.activeElement).toBe(button('Nicht mehr folgen: Reise'));
  });

  it("'Nicht mehr folgen' on the last brand: the section goes, focus goes to the panel's title", async () => {
    await openPanel();
    const unfollowBmw = button('Nicht mehr folgen: BMW');
    unfollowBmw.focus();
    await act(async () => fireEvent.click(unfollowBmw));
    expect(screen.queryByRole('region', { name: 'Gefolgte Marken' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Meine Merkliste' }));
  });
});

describe('bookmarks panel: saved tours (issue 23, best products)', () => {
  it("a tour saved on the tour page appears under 'Gemerkte Touren'; 'Entfernen' removes it, focus goes on", async () => {
    const setUp = favouritesOnDemoHost();
    await setUp.logIn(anna.token);
    await act(async () => void setUp.controller.toggle('7001', 'tours'));
    await waitFor(() => expect(setUp.controller.store.getState().tours).toEqual(['7001']));
    render(<BookmarksPanel controller={setUp.controller} isMobile={() => false} tourChannel="tours" />);
    act(() => setUp.controller.openPanel());
    const tours = await screen.findByRole('region', { name: 'Gemerkte Touren' });
    expect(tours.textContent).toContain('Schwarzwald-Runde');
    const remove = button(/^Entfernen: Schwarzwald-Runde/);
    remove.focus();
    await act(async () => fireEvent.click(remove));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Gemerkte Touren' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Gemerkte Artikel' }));
    await waitFor(() => expect(setUp.controller.store.getState().tours).toEqual([]));
  });

  it('a brand without tours lists none and reads no tour channel', async () => {
    const setUp = favouritesOnDemoHost();
    await setUp.logIn(anna.token);
    render(<BookmarksPanel controller={setUp.controller} isMobile={() => false} />);
    act(() => setUp.controller.openPanel());
    await screen.findByRole('link', { name: /Elektro-Kombi/ });
    expect(screen.queryByRole('region', { name: 'Gemerkte Touren' })).toBeNull();
    expect(setUp.backend.requests.some((request) => request.url.includes('channel=tours'))).toBe(false);
  });
});
