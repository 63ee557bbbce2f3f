import { within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { F1_SEASON, SEASON_TIMEOUT_MS } from '../../../features/f1/season-calls.ts';
import { dropPageShared } from '../../../src/kit/page-shared.ts';
import { mount } from '../../../widgets/f1-countdown/index.ts';
import { COUNTDOWN_MARKUP } from '../../../widgets/f1-countdown/meta.ts';
import { faultTable } from '../../support/fault-table.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

/** The F1 countdown's fault row (e2e/faults/f1-countdown.ts): the season feed, the server markup kept. */

type Mounted = Awaited<ReturnType<ReturnType<typeof kioskOnDemoHost>['mountOn']>>;

faultTable<ReturnType<typeof kioskOnDemoHost> & { opened?: Promise<Mounted> }>([
  {
    action: 'F1 season feed (countdown on the F1 article)',
    call: F1_SEASON,
    timeoutMs: SEASON_TIMEOUT_MS,
    async setUp() {
      // Four days before Suzuka: a countdown whose text the cell can know.
      vi.setSystemTime(new Date('2026-03-26T02:57:00Z'));
      return kioskOnDemoHost({}, { now: () => new Date() });
    },
    async act(cell) {
      // The reader opens the F1 article; once more after the failure, as a new page that asks anew.
      if (cell.opened) {
        const { element, unmount } = await cell.opened;
        unmount();
        element.remove();
        dropPageShared('f1Season');
      }
      // Not awaited: the mount waits for the season, which a hang holds until the call's timeout.
      cell.opened = cell.mountOn(mount, {}, COUNTDOWN_MARKUP);
    },
    async failed(cell) {
      const { element } = await cell.opened!;
      // No time rather than a wrong one: the calendar link of the server markup stays.
      within(element).getByRole('link', { name: 'Formel-1-Kalender 2026' });
      expect(element.querySelector('.kiosk-f1-countdown')).toBeNull();
      expect(element.innerHTML).toBe(COUNTDOWN_MARKUP);
    },
    async succeeded(cell) {
      const { element } = await cell.opened!;
      const box = element.querySelector('.kiosk-f1-countdown');
      expect(box?.querySelector('.kiosk-f1-countdown__event')?.textContent).toBe(
        'Großer Preis von Japan – Rennen',
      );
      expect(box?.querySelector('.kiosk-f1-countdown__left')?.textContent).toMatch(/^Noch 3 Tage 2 Std\. /);
    },
  },
]);
