import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { BOOKMARKS_TOGGLE } from '../../../features/favourites/favourites-calls.ts';
import { TOGGLE_FAILED } from '../../../features/favourites/messages.ts';
import { saveToggleMarkup } from '../../../ui/save-toggle-markup.ts';
import { FAVOURITE_LABEL, mount } from '../../../widgets/favourite-button/index.ts';
import { faultTable } from '../../support/fault-table.ts';
import {
  FAVOURITES_TIMEOUT_MS,
  favouritesPage,
  loggedIn,
  panelAnswers,
  storeLoaded,
} from '../favourites-fault-page.ts';

/** The favourite button's fault row (e2e/faults/favourite-button.ts): the toggle, on the article page. */

const ITEM = 'zelle-merken';
const CHANNEL = 'artikel';

faultTable([
  {
    action: 'favourite toggle (favourite-button)',
    call: BOOKMARKS_TOGGLE,
    timeoutMs: FAVOURITES_TIMEOUT_MS,
    async setUp() {
      const page = favouritesPage('ams');
      const header = await page.mountHeader();
      const { element } = await page.mountOn(mount, { id: ITEM }, saveToggleMarkup(FAVOURITE_LABEL));
      await loggedIn();
      await storeLoaded(element);
      const button = within(element).getByRole('button', { name: FAVOURITE_LABEL });
      expect(button.getAttribute('aria-pressed')).toBe('false');
      return { ...page, header, element, button };
    },
    act: async ({ button }) => void fireEvent.click(button),
    async failed({ element, button, header, serverHas }) {
      await waitFor(() => expect(within(element).getByRole('alert').textContent).toBe(TOGGLE_FAILED));
      // Rolled back to what the server holds.
      expect(button.getAttribute('aria-pressed')).toBe('false');
      expect(await serverHas(CHANNEL, ITEM)).toBe(false);
      await panelAnswers(header);
    },
    async succeeded({ element, button, serverHas }, times) {
      const saved = times % 2 == 1;
      await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe(String(saved)));
      await waitFor(async () => expect(await serverHas(CHANNEL, ITEM)).toBe(saved));
      expect(within(element).getByRole('alert').textContent).toBe('');
    },
  },
]);
