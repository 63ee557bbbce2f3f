import { waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { pages } from '../../../demo-host/pages/inactive-tab-overlay.ts';
import { mount } from '../../../widgets/inactive-tab-overlay/index.ts';
import { AWAY_MS } from '../../../widgets/inactive-tab-overlay/return-overlay.ts';
import {
  SUGGESTION_COUNT,
  SUGGESTIONS_CALL,
  SUGGESTIONS_TIMEOUT_MS,
} from '../../../widgets/inactive-tab-overlay/suggestions-call.ts';
import { faultTable, isCall } from '../../support/fault-table.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

/**
 * The inactive-tab overlay's fault row (e2e/faults/inactive-tab-overlay.ts): the suggestions fetched
 * while the tab is hidden. The reader did not ask for them, so every failure ends the same way: no
 * dialog, no message, the page as it was.
 */

/** The demo's article with the overlay (demo-host/pages/inactive-tab-overlay.ts and .html). */
const [ARTICLE] = pages;
const HEADING = 'Schön, dass Sie wieder da sind';

type Demo = ReturnType<typeof kioskOnDemoHost>;
type Cell = Demo & {
  setVisibility(state: DocumentVisibilityState): void;
  /** How often the page asked for suggestions (answered or not). */
  asked(): number;
  link?: HTMLAnchorElement;
  page?: Awaited<ReturnType<Demo['mountOn']>>;
};

const dialog = () => document.querySelector<HTMLDialogElement>('dialog[open]');

faultTable<Cell>([
  {
    action: 'inactive-tab overlay suggestions (fetched on hide, shown on return)',
    call: SUGGESTIONS_CALL,
    timeoutMs: SUGGESTIONS_TIMEOUT_MS,
    async setUp() {
      // The Page Visibility API under the cell's control, as switching tabs changes it.
      let visibility: DocumentVisibilityState = 'visible';
      vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
      vi.spyOn(document, 'hidden', 'get').mockImplementation(() => visibility == 'hidden');
      // A failure is said on the console only (spec 8); the cell looks at the page.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      // On the article's own address: on the home page (its `homeUrl`) the overlay does nothing.
      history.replaceState(null, '', ARTICLE!.path);
      const demo = kioskOnDemoHost({}, { page: ARTICLE!.pageData });
      // Counts the calls on their way to the demo host (a fault answers some before it sees them).
      const demoFetch = globalThis.fetch;
      let asked = 0;
      vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
        if (isCall(SUGGESTIONS_CALL)(new Request(input, init))) asked++;
        return demoFetch(input, init);
      });
      return {
        ...demo,
        asked: () => asked,
        setVisibility(state) {
          visibility = state;
          document.dispatchEvent(new Event('visibilitychange'));
        },
      };
    },
    async act(cell) {
      // Each try is a new page view: the overlay shows once per page view and once in 12 hours.
      cell.page?.unmount();
      cell.page?.element.remove();
      cell.link?.closest('p')?.remove();
      localStorage.removeItem('kiosk_overlay_shown');
      cell.page = await cell.mountOn(mount, { homeUrl: '/' });
      const paragraph = document.createElement('p');
      paragraph.innerHTML = '<a href="/auto/kaufberatung/">Zur Kaufberatung</a>';
      document.body.append(paragraph);
      cell.link = paragraph.querySelector('a')!;
      cell.link.focus();
      // The reader leaves the tab: the suggestions are asked for.
      const asked = cell.asked();
      cell.setVisibility('hidden');
      // The rules' chunk loads on the first hide: wait for the call rather than a fixed time.
      await vi.waitFor(() => expect(cell.asked()).toBeGreaterThan(asked), { timeout: 5_000 });
      // A minute away: the request ends meanwhile (answered, refused, late or given up at its timeout).
      await vi.advanceTimersByTimeAsync(AWAY_MS + 1_000);
      cell.setVisibility('visible');
    },
    async failed({ link }) {
      // The decision falls at once on the return: a moment later there is still nothing.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(dialog()).toBeNull();
      expect(within(document.body).queryByRole('alert')).toBeNull();
      expect(document.activeElement).toBe(link);
    },
    async succeeded({ link }) {
      const open = await waitFor(() => dialog() ?? Promise.reject(new Error('no open dialog')));
      within(open).getByRole('heading', { name: HEADING });
      expect(within(open).getAllByRole('listitem')).toHaveLength(SUGGESTION_COUNT);
      // Escape closes it (a modal dialog's 'cancel', as the browser fires it), and the focus goes back
      // where the reader was.
      open.dispatchEvent(new Event('cancel', { cancelable: true }));
      await waitFor(() => expect(dialog()).toBeNull());
      expect(document.activeElement).toBe(link);
    },
  },
]);
