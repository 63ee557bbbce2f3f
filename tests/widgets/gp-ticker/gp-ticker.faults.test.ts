import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { F1_TICKER } from '../../../features/f1/ticker-calls.ts';
import { FAILED_TEXT } from '../../../widgets/gp-ticker/gp-ticker.tsx';
import { mount } from '../../../widgets/gp-ticker/index.tsx';
import { meta } from '../../../widgets/gp-ticker/meta.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { faultTable } from '../../support/fault-table.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';
import { writePageConfig } from '../../support/page-config.ts';

/**
 * The GP ticker's fault row (e2e/faults/gp-ticker.ts, issue 30): the first load of a finished race's
 * ticker, and the widget's 'Erneut versuchen' after a failure.
 */

/** `gpTicker.timeoutMs` as the e2e row sets it on the ticker page. */
const TIMEOUT_MS = 4_000;

type Cell = ReturnType<typeof kioskOnDemoHost> & { element?: HTMLElement };

faultTable<Cell>([
  {
    action: 'GP ticker (entries of a race, first load and poll)',
    call: F1_TICKER,
    timeoutMs: TIMEOUT_MS,
    async setUp() {
      // The ticker page's `#kiosk-config` as the e2e row sets it: a short timeout, a poll every 5 s.
      writePageConfig({
        gpTicker: { timeoutMs: TIMEOUT_MS, intervalSeconds: 5 },
      });
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
      // A failure is said on the console too (spec 8); the cell looks at the ticker.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      return kioskOnDemoHost({}, { now: () => new Date() });
    },
    async act(cell) {
      // The first load on opening the page (the finished Japan race); after a failure, 'Erneut versuchen'.
      if (!cell.element) {
        cell.element = (await cell.mountOn(mount, { ...meta.example.props }, meta.example.markup)).element;
        return;
      }
      const retry = within(cell.element).queryByRole('button', { name: 'Erneut versuchen' });
      if (retry) fireEvent.click(retry);
    },
    async failed({ element }) {
      await waitFor(() => expect(element!.textContent).toContain(FAILED_TEXT));
      within(element!).getByRole('button', { name: 'Erneut versuchen' });
    },
    async succeeded({ element }) {
      await waitFor(() => expect(element!.querySelector('.kiosk-gp-ticker__entry')).not.toBeNull());
      await waitFor(() => expect(element!.textContent).not.toContain(FAILED_TEXT));
    },
  },
]);
