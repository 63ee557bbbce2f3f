import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../demo-host/api/community/seed.ts';
import { LOAD_FAILED } from '../../../features/favourites/messages.ts';
import { BookmarksHeader } from '../../../widgets/bookmarks/bookmarks-header.tsx';
import { favouritesOnDemoHost } from '../favourites-fixture.ts';

const [anna, ben] = DEMO_USERS;
afterEach(cleanup);

function renderHeader() {
  const setUp = favouritesOnDemoHost();
  render(<BookmarksHeader controller={setUp.controller} isMobile={() => false} />);
  return setUp;
}

const headerButton = () => screen.getByRole('button', { name: 'Merkliste' });
const panel = () => screen.queryByRole('dialog', { name: 'Meine Merkliste' });
const prompt = () => screen.queryByRole('dialog', { name: 'Anmelden' });

describe('bookmarks header (spec 2.4, 6)', () => {
  it('without login the button opens the login prompt, with links carrying the return address', async () => {
    const { logIn, backend } = renderHeader();
    await logIn(undefined);
    fireEvent.click(headerButton());
    await waitFor(() => expect(prompt()).not.toBeNull());
    expect(panel()).toBeNull();
    const login = screen.getByRole('link', { name: 'Anmelden' });
    const register = screen.getByRole('link', { name: 'Registrieren' });
    expect(new URL(login.getAttribute('href')!).pathname).toBe('/anmelden/');
    expect(new URL(login.getAttribute('href')!).searchParams.get('returnUrl')).toBe(location.href);
    expect(new URL(register.getAttribute('href')!).searchParams.get('type')).toBe('registration');
    expect(backend.requests).toHaveLength(0);
  });

  it('logged in, the panel lists saved articles, rubrics and brands; unfollow removes one', async () => {
    const { logIn } = renderHeader();
    await logIn(anna.token);
    fireEvent.click(headerButton());
    await waitFor(() => expect(panel()).not.toBeNull());
    await screen.findByRole('link', { name: /Elektro-Kombi/ });
    expect(screen.getByText('30.10.2026')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Gefolgte Rubriken' }).textContent).toContain('Tests');
    expect(screen.getByRole('region', { name: 'Gefolgte Marken' }).textContent).toContain('BMW');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Nicht mehr folgen: BMW' })));
    expect(screen.queryByRole('region', { name: 'Gefolgte Marken' })).toBeNull();
  });

  it('a failed load shows the German message with a retry that loads the list', async () => {
    const { logIn, backend, controller } = renderHeader();
    await logIn(anna.token);
    backend.failNext(2);
    act(() => controller.store.setState({ status: 'idle' }));
    fireEvent.click(headerButton());
    await screen.findByText(LOAD_FAILED);
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await screen.findByRole('link', { name: /Elektro-Kombi/ });
    expect(screen.queryByText(LOAD_FAILED)).toBeNull();
  });

  it('a change of user closes the panel and the prompt', async () => {
    const { logIn, controller } = renderHeader();
    await logIn(anna.token);
    fireEvent.click(headerButton());
    await waitFor(() => expect(controller.store.getState().bookmarksOpen).toBe(true));
    await act(() => logIn(ben.token));
    expect(controller.store.getState().bookmarksOpen).toBe(false);
    await act(() => logIn(undefined));
    fireEvent.click(headerButton());
    await waitFor(() => expect(prompt()).not.toBeNull());
    await act(() => logIn(anna.token));
    await waitFor(() => expect(prompt()).toBeNull());
  });
});
