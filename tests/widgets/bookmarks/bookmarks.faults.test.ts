import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { BOOKMARKS_GET } from '../../../features/favourites/favourites-calls.ts';
import { LOAD_FAILED } from '../../../features/favourites/messages.ts';
import { saveToggleMarkup } from '../../../ui/save-toggle-markup.ts';
import { FAVOURITE_LABEL, mount as mountFavourite } from '../../../widgets/favourite-button/index.ts';
import { faultTable } from '../../support/fault-table.ts';
import {
  closingPanel,
  FAVOURITES_TIMEOUT_MS,
  favouritesPage,
  loggedIn,
  openingPanel,
  openPanel,
  storeLoaded,
} from '../favourites-fault-page.ts';

/** The bookmarks panel's fault row (e2e/faults/bookmarks.ts): its load, on the article page. */

faultTable([
  {
    action: 'bookmarks panel load (bookmarks)',
    call: BOOKMARKS_GET,
    timeoutMs: FAVOURITES_TIMEOUT_MS,
    async setUp() {
      const page = favouritesPage('ams');
      const header = await page.mountHeader();
      const { element: article } = await page.mountOn(
        mountFavourite,
        { id: 'zelle-merkliste' },
        saveToggleMarkup(FAVOURITE_LABEL),
      );
      await loggedIn();
      await storeLoaded(article);
      const favourite = within(article).getByRole('button', { name: FAVOURITE_LABEL });
      expect(favourite.getAttribute('aria-pressed')).toBe('false');
      return { ...page, header, favourite };
    },
    async act({ header }) {
      // After a failure the reader closes the panel and opens it again, which reads the list again.
      await closingPanel(header);
      await openingPanel(header);
    },
    async failed({ header, favourite }) {
      const panel = openPanel(header)!;
      await within(panel).findByText(LOAD_FAILED);
      within(panel).getByRole('button', { name: 'Erneut versuchen' });
      // The favourite button still answers while the panel says it could not load.
      expect(favourite.hasAttribute('disabled')).toBe(false);
    },
    async succeeded({ header }) {
      const panel = openPanel(header)!;
      await within(panel).findByRole('heading', { name: 'Gemerkte Artikel' });
      await waitFor(() => expect(within(panel).queryByText(LOAD_FAILED)).toBeNull());
    },
  },
]);
