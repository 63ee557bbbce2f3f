import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { SLOW_MS } from '../../../e2e/faults/support/route-fault.ts';
import { NEWS_LABELS } from '../../../features/newsticker/messages.ts';
import { NEWSTICKER_FEED } from '../../../features/newsticker/newsticker-calls.ts';
import { mount } from '../../../widgets/highlight-slider/index.ts';
import { HIGHLIGHTS_MARKUP } from '../../../widgets/highlight-slider/resting-markup.ts';
import { faultTable } from '../../support/fault-table.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';
import { mountThemeToggle, themeToggleAnswers } from '../../support/theme-toggle.ts';
import { writePageConfig } from '../../support/page-config.ts';

/**
 * The highlight slider's fault row (e2e/faults/highlight-slider.ts): the newsticker feed it shows on the
 * news page (the page's shared ticker), and the slider's own 'Erneut versuchen'.
 */

/** `newsticker.timeoutMs` as the e2e row sets it: a hang ends in seconds; a slow answer still arrives. */
const NEWS_TIMEOUT_MS = SLOW_MS + 2_000;

type Cell = ReturnType<typeof kioskOnDemoHost> & { toggle: HTMLElement; element?: HTMLElement };

const slider = ({ element }: Cell) => within(within(element!).getByRole('region', { name: 'Highlights' }));

faultTable<Cell>([
  {
    action: 'highlights feed (highlight-slider, first load, retry)',
    call: NEWSTICKER_FEED,
    timeoutMs: NEWS_TIMEOUT_MS,
    async setUp() {
      // The ticker reads its section from the page's `#kiosk-config`, as the e2e row's page has it.
      writePageConfig({
        newsticker: { timeoutMs: NEWS_TIMEOUT_MS },
      });
      const demo = kioskOnDemoHost();
      // The demo feed stands still: the cell counts the page's eight items, not the ones it publishes meanwhile.
      await demo.backend.app.request('/api/newsticker/demo/ams/ticking/off', { method: 'POST' });
      return { ...demo, toggle: await mountThemeToggle(demo) };
    },
    async act(cell) {
      // The first load on opening the page (the news page's props); after a failure, the slider's retry.
      if (!cell.element) {
        cell.element = (await cell.mountOn(mount, { title: 'Highlights' }, HIGHLIGHTS_MARKUP)).element;
        return;
      }
      const retry = slider(cell).queryByRole('button', { name: 'Erneut versuchen' });
      if (retry) fireEvent.click(retry);
    },
    async failed(cell) {
      // Not an empty box nor placeholders forever: the German message with its retry.
      await waitFor(() => expect(slider(cell).getByRole('alert').textContent).toContain(NEWS_LABELS.failed));
      slider(cell).getByRole('button', { name: 'Erneut versuchen' });
      expect(cell.element!.querySelectorAll('.kiosk-highlights__item--placeholder')).toHaveLength(0);
      expect(slider(cell).queryByText(NEWS_LABELS.loading)).toBeNull();
      await themeToggleAnswers(cell);
    },
    async succeeded(cell) {
      // The page's default limit: 8 of the feed's items, each a link with its position.
      await waitFor(() => expect(slider(cell).getAllByRole('link')).toHaveLength(8));
      expect(slider(cell).getAllByRole('link')[0]!.textContent).toBeTruthy();
      slider(cell).getByRole('link', { name: /, 1 von 8$/ });
      expect(slider(cell).getByRole('alert').textContent).toBe('');
    },
  },
]);
