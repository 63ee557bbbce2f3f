import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { BOOKMARKS_GET, BOOKMARKS_TOGGLE } from '../../../features/favourites/favourites-calls.ts';
import { TOUR_FAILED, TOURS_LOAD_FAILED } from '../../../features/favourites/messages.ts';
import { dropPageShared } from '../../../src/kit/page-shared.ts';
import { mount, TOUR_LABEL } from '../../../widgets/tour-favourite/index.ts';
import { faultTable } from '../../support/fault-table.ts';
import {
  FAVOURITES_TIMEOUT_MS,
  favouritesPage,
  loggedIn,
  panelAnswers,
  storeLoaded,
  type FavouritesPage,
} from '../favourites-fault-page.ts';

/**
 * The favourite tour's fault rows (e2e/faults/tour-favourite.ts, spec 3.3, 7.2): saving a tour, and the
 * saved tours read on opening the tour page (the cycling project's /radtouren/), as the second demo
 * user with the header's bookmarks button beside it.
 */

const TOUR = 'zelle-tour';

type Mounted = Awaited<ReturnType<FavouritesPage['mountOn']>>;
type Cell = FavouritesPage & { channel: string; header?: HTMLElement; tour?: Mounted };

const button = ({ tour }: Cell) => within(tour!.element).getByRole('button', { name: TOUR_LABEL });
const alertText = ({ tour }: Cell) => within(tour!.element).getByRole('alert').textContent;
const pressed = (cell: Cell) => button(cell).getAttribute('aria-pressed');

/** The tour page of the cycling project for the cell's tour, as the second demo user. */
function tourPage(): Cell {
  const page = favouritesPage('rb');
  return { ...page, channel: page.kiosk.config.community.tourChannel };
}

/** The reader opens the tour page (again: a new page view, whose favourites store reads anew). */
async function openTourPage(cell: Cell) {
  cell.tour?.unmount();
  cell.tour?.element.remove();
  cell.header?.remove();
  dropPageShared('favourites');
  cell.header = await cell.mountHeader();
  cell.tour = await cell.mountOn(mount, { tourId: TOUR });
  await loggedIn();
}

faultTable<Cell>([
  {
    action: 'tour save (tour-favourite)',
    call: BOOKMARKS_TOGGLE,
    timeoutMs: FAVOURITES_TIMEOUT_MS,
    async setUp() {
      const cell = tourPage();
      await cell.serverSets(cell.channel, TOUR, false);
      await openTourPage(cell);
      await storeLoaded(cell.tour!.element);
      expect(pressed(cell)).toBe('false');
      return cell;
    },
    act: async (cell) => void fireEvent.click(button(cell)),
    async failed(cell) {
      await waitFor(() => expect(alertText(cell)).toBe(TOUR_FAILED));
      // Rolled back to what the server holds; the reader is still logged in.
      expect(pressed(cell)).toBe('false');
      expect(await cell.serverHas(cell.channel, TOUR)).toBe(false);
      expect(document.documentElement.getAttribute('data-kiosk-logged-in')).toBe('true');
      await panelAnswers(cell.header!);
    },
    async succeeded(cell, times) {
      const saved = times % 2 == 1;
      await waitFor(() => expect(pressed(cell)).toBe(String(saved)));
      await waitFor(async () => expect(await cell.serverHas(cell.channel, TOUR)).toBe(saved));
      expect(alertText(cell)).toBe('');
    },
  },
  {
    action: 'saved tours load (tour-favourite, opening the tour page)',
    call: BOOKMARKS_GET,
    timeoutMs: FAVOURITES_TIMEOUT_MS,
    async setUp() {
      const cell = tourPage();
      await cell.serverSets(cell.channel, TOUR, true);
      return cell;
    },
    async act(cell) {
      // A visit of the tour page reads the saved tours once the reader reaches for the button.
      await openTourPage(cell);
      fireEvent.pointerOver(cell.tour!.element);
    },
    async failed(cell) {
      // The button cannot know the tour is saved: it says so instead of a silent 'Tour merken'.
      await waitFor(() => expect(alertText(cell)).toBe(TOURS_LOAD_FAILED));
      expect(await cell.serverHas(cell.channel, TOUR)).toBe(true);
      // spec 4.4: one click is one toggle, and its answer decides: the saved tour is removed, and the
      // button says so, instead of a second toggle Kiosk would invent to reach 'saved'.
      fireEvent.click(button(cell));
      await waitFor(async () => expect(await cell.serverHas(cell.channel, TOUR)).toBe(false));
      await waitFor(() => expect(pressed(cell)).toBe('false'));
      // A second click is a second toggle the reader made: saved again.
      fireEvent.click(button(cell));
      await waitFor(async () => expect(await cell.serverHas(cell.channel, TOUR)).toBe(true));
      await waitFor(() => expect(pressed(cell)).toBe('true'));
      await panelAnswers(cell.header!);
    },
    async succeeded(cell) {
      await waitFor(() => expect(pressed(cell)).toBe('true'));
      expect(alertText(cell)).toBe('');
      expect(await cell.serverHas(cell.channel, TOUR)).toBe(true);
    },
  },
]);
