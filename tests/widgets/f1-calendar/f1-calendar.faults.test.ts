import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { seasonListMarkup } from '../../../demo-host/api/f1/season-list.ts';
import { F1_SEASON, SEASON_TIMEOUT_MS } from '../../../features/f1/season-calls.ts';
import { mount } from '../../../widgets/f1-calendar/index.tsx';
import { faultTable } from '../../support/fault-table.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';
import { openSeasonPage, type SeasonCell } from '../f1-season-page.ts';

/** The F1 calendar's fault row (e2e/faults/f1-calendar.ts): the season, the server's plain list kept. */

const SERVER_LIST = seasonListMarkup();

faultTable<SeasonCell>([
  {
    action: 'F1 calendar (season on the calendar page)',
    call: F1_SEASON,
    timeoutMs: SEASON_TIMEOUT_MS,
    async setUp() {
      vi.setSystemTime(new Date('2026-03-26T12:00:00Z'));
      return kioskOnDemoHost({}, { now: () => new Date() });
    },
    act: (cell) => openSeasonPage(cell, mount, { alarm: true }, SERVER_LIST),
    async failed(cell) {
      const { element } = await cell.opened!;
      expect(element.querySelectorAll('.f1-season-list li')).toHaveLength(24);
      expect(element.querySelector('.kiosk-f1-calendar')).toBeNull();
      expect(element.innerHTML).toBe(SERVER_LIST);
    },
    async succeeded(cell) {
      const { element } = await cell.opened!;
      await waitFor(() => expect(element.querySelectorAll('.kiosk-f1-calendar__round')).toHaveLength(24));
      expect(element.querySelector('.f1-season-list')).toBeNull();
    },
  },
]);
