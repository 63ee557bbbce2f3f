import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { SLOW_MS } from '../../../e2e/faults/support/route-fault.ts';
import { VEHICLE_VERSIONS } from '../../../features/vehicles/vehicle-calls.ts';
import { VEHICLES_FAILED } from '../../../features/vehicles/vehicle-messages.ts';
import { mount } from '../../../widgets/tech-data-overlay/index.ts';
import { meta } from '../../../widgets/tech-data-overlay/meta.ts';
// The dialog's chunk, loaded with the file: the first cell's time is then the cell's own.
import '../../../widgets/tech-data-overlay/open-dialog.tsx';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { faultTable } from '../../support/fault-table.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';
import { mountThemeToggle, themeToggleAnswers } from '../../support/theme-toggle.ts';
import { writePageConfig } from '../../support/page-config.ts';

/**
 * The technical data overlay's fault row (e2e/faults/tech-data-overlay.ts): the version's data, asked
 * for when the reader opens the dialog; after a failure, opening it again asks again.
 */

/** `vehicles.timeoutMs` as the e2e row sets it: a hang ends in seconds; a slow answer still arrives. */
const VEHICLES_TIMEOUT_MS = SLOW_MS + 2_000;

type Cell = ReturnType<typeof kioskOnDemoHost> & { toggle: HTMLElement; element: HTMLElement };

const link = ({ element }: Cell) => within(element).getByRole('link', { name: 'Technische Daten' });
const dialog = ({ element }: Cell) => within(element).queryByRole('dialog', { name: /^Technische Daten/ });

/** Escape, as the browser fires it on a modal dialog ('cancel'). */
async function escape(cell: Cell) {
  dialog(cell)!.dispatchEvent(new Event('cancel', { cancelable: true }));
  await waitFor(() => expect(dialog(cell)).toBeNull());
}

faultTable<Cell>([
  {
    action: 'technical data (tech-data-overlay, open the dialog, retry)',
    call: VEHICLE_VERSIONS,
    timeoutMs: VEHICLES_TIMEOUT_MS,
    async setUp() {
      // The overlay reads its section from the page's `#kiosk-config`, as the e2e row's page has it.
      writePageConfig({
        vehicles: { timeoutMs: VEHICLES_TIMEOUT_MS },
      });
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
      // A failure is said on the console too (spec 8); the cell looks at the dialog.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const demo = kioskOnDemoHost();
      const toggle = await mountThemeToggle(demo);
      // The test article's link (demo-host/pages/technische-daten.ts: the Golf 1.5 eTSI DSG).
      const { element } = await demo.mountOn(mount, { ...meta.example.props }, meta.example.markup);
      return { ...demo, toggle, element };
    },
    async act(cell) {
      // The reader's click on the link (which takes the focus); an open dialog is closed first (Escape),
      // and opening it again after a failure asks again.
      if (dialog(cell)) await escape(cell);
      link(cell).focus();
      fireEvent.click(link(cell));
    },
    async failed(cell) {
      const notice = await waitFor(() => {
        const alert = within(dialog(cell)!)
          .getAllByRole('alert')
          .find((found) => found.textContent?.includes(VEHICLES_FAILED));
        return alert ?? Promise.reject(new Error(`no alert '${VEHICLES_FAILED}'`));
      });
      within(notice).getByRole('button', { name: 'Erneut versuchen' });
      await escape(cell);
      expect(document.activeElement).toBe(link(cell));
      await themeToggleAnswers(cell);
    },
    async succeeded(cell) {
      const open = await waitFor(() =>
        within(cell.element).getByRole('dialog', { name: 'Technische Daten: VW Golf 1.5 eTSI DSG' }),
      );
      expect(within(open).getByRole('row', { name: /^Hubraum/ }).textContent).toContain('1.498 cm³');
      expect(within(open).getByRole('alert').textContent).toBe('');
    },
  },
]);
