import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../demo-host/api/community/seed.ts';
import { LOAD_FAILED, TOGGLE_FAILED, TOUR_FAILED } from '../../../features/favourites/messages.ts';
import { FavouriteButton } from '../../../widgets/favourite-button/favourite-button.tsx';
import { TourFavourite } from '../../../widgets/tour-favourite/tour-favourite.tsx';
import { favouritesOnDemoHost } from '../favourites-fixture.ts';

const [anna] = DEMO_USERS;
afterEach(cleanup);

describe('favourite-button', () => {
  it('aria-pressed and the German label say whether the item is saved', async () => {
    const { controller, logIn } = favouritesOnDemoHost();
    await logIn(anna.token);
    render(<FavouriteButton controller={controller} id="1188" channel="artikel" />);
    const button = screen.getByRole('button', { name: 'Gemerkt' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(button));
    expect(button.textContent).toBe('Merken');
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('all buttons of one item agree at once; other items and channels are not touched', async () => {
    const { controller, logIn } = favouritesOnDemoHost();
    await logIn(anna.token);
    render(
      <>
        <FavouriteButton controller={controller} id="1201" channel="artikel" />
        <FavouriteButton controller={controller} id="1201" channel="artikel" />
        <FavouriteButton controller={controller} id="1201" channel="galerie" />
        <FavouriteButton controller={controller} id="2207" channel="artikel" />
      </>,
    );
    const [first] = screen.getAllByRole('button', { name: 'Merken' });
    await act(async () => fireEvent.click(first!));
    expect(screen.getAllByRole('button', { name: 'Gemerkt' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Merken' })).toHaveLength(2);
  });

  it('a failed save rolls back and says so in German beside the button', async () => {
    const { backend, controller, logIn } = favouritesOnDemoHost();
    await logIn(anna.token);
    render(<FavouriteButton controller={controller} id="1201" channel="artikel" />);
    backend.answerNext(500);
    fireEvent.click(screen.getByRole('button', { name: 'Merken' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(TOGGLE_FAILED));
    expect(screen.getByRole('button', { name: 'Merken' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says so beside the button when the saved items cannot be loaded, and shows the state once they can', async () => {
    const { backend, controller, logIn } = favouritesOnDemoHost();
    backend.failNext(2);
    await logIn(anna.token);
    render(<FavouriteButton controller={controller} id="1188" channel="artikel" />);
    // Not a silent 'Merken' for a saved item: the reader is told the saved items are unknown.
    expect(screen.getByRole('alert').textContent).toBe(LOAD_FAILED);
    await act(() => controller.load());
    expect(screen.getByRole('button', { name: 'Gemerkt' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});

describe('tour-favourite', () => {
  it("says 'Tour merken' / 'Tour gemerkt' and rolls back with the tour message", async () => {
    const { backend, controller, logIn } = favouritesOnDemoHost();
    await logIn(anna.token);
    render(<TourFavourite controller={controller} tourId="7001" channel="tours" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tour merken' })));
    expect(screen.getByRole('button', { name: 'Tour gemerkt' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(backend.requests.some((request) => request.url.includes('/tour/claim/7001'))).toBe(true),
    );
    backend.answerNext(500);
    fireEvent.click(screen.getByRole('button', { name: 'Tour gemerkt' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(TOUR_FAILED));
    expect(screen.getByRole('button', { name: 'Tour gemerkt' })).toBeTruthy();
  });
});
