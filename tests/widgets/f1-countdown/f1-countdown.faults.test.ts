import { within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { F1_SEASON, SEASON_TIMEOUT_MS } from '../../../features/f1/season-calls.ts';
import { mount } from '../../../widgets/f1-countdown/index.ts';
import { COUNTDOWN_MARKUP } from '../../../widgets/f1-countdown/meta.ts';
import { faultTable } from '../../support/fault-table.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';
import { openSeasonPage, type SeasonCell } from '../f1-season-page.ts';

/** The F1 countdown's fault row (e2e/faults/f1-countdown.ts): the season feed, the server markup kept. */

faultTable<SeasonCell>([
  {
    action: 'F1 season feed (countdown on the F1 article)',
    call: F1_SEASON,
    timeoutMs: SEASON_TIMEOUT_MS,
    async setUp() {
      // Four days before Suzuka: a countdown whose text the cell can know.
      vi.setSystemTime(new Date('2026-03-26T02:57:00Z'));
      return kioskOnDemoHost({}, { now: () => new Date() });
    },
    act: (cell) => openSeasonPage(cell, mount, {}, COUNTDOWN_MARKUP),
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
