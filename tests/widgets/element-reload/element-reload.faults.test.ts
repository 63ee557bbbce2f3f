import { readFileSync } from 'node:fs';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { resetLogMemory } from '../../../src/log.ts';
import { ELEMENT_CALL } from '../../../widgets/element-reload/element-call.ts';
import { mount } from '../../../widgets/element-reload/index.ts';
import { RELOAD_FAILED } from '../../../widgets/element-reload/messages.ts';
import { faultTable } from '../../support/fault-table.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

/**
 * The element reload's fault row where the reader submitted (e2e/faults/element-reload.ts, issue 25):
 * the poll on /elemente/, the message beside the form, their input kept. The element call has no
 * timeout setting on that page: the platform's ends a hang.
 *
 * @remarks The automatic row ('Mein Konto' on login and logout) keeps its three cells in the browser:
 * its slow cell checks the box rendered for the login cookie ('Angemeldet als …'), and the in-process
 * fetch cannot carry a cookie (happy-dom's Request drops the `Cookie` header, as a browser's fetch does;
 * only the browser's own cookie jar sends it).
 */

/** The demo's /elemente/ page (demo-host/pages/elemente.html), whose boxes the cells mount. */
const PAGE = readFileSync('demo-host/pages/elemente.html', 'utf8');
const COMMENT = 'Ich fahre Rad.';

type Demo = ReturnType<typeof kioskOnDemoHost>;
type Mounted = Awaited<ReturnType<Demo['mountOn']>>;
type Cell = Demo & { box?: Mounted };

/** The page's box `selector` (its props and the CMS's markup), mounted as a page view mounts it. */
async function openBox(cell: Cell, selector: string) {
  cell.box?.unmount();
  cell.box?.element.remove();
  resetLogMemory();
  const page = document.createElement('template');
  page.innerHTML = PAGE.replaceAll('{{apiHost}}', cell.backend.apiHost);
  const box = page.content.querySelector<HTMLElement>(selector)!;
  const props = JSON.parse(box.dataset.props!) as Record<string, unknown>;
  cell.box = await cell.mountOn(mount, props, box.innerHTML);
}

function elementsPage(): Cell {
  // The failure is said on the console once (spec 8); the cells look at the form instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return kioskOnDemoHost();
}

const poll = (cell: Cell) => within(cell.box!.element);

faultTable<Cell>([
  {
    action: 'element reload by the reader (poll submitted)',
    call: ELEMENT_CALL,
    async setUp() {
      const cell = elementsPage();
      await openBox(cell, '.elemente-umfrage');
      return cell;
    },
    async act(cell) {
      // After a counted vote the form is gone: the next vote is a new page view.
      if (!cell.box!.element.querySelector('form')) await openBox(cell, '.elemente-umfrage');
      fireEvent.click(poll(cell).getByLabelText('Selten oder nie'));
      fireEvent.change(poll(cell).getByLabelText(/^Kommentar/), { target: { value: COMMENT } });
      // A reader's click: the button has the focus (happy-dom's click alone does not give it).
      const vote = poll(cell).getByRole('button', { name: 'Abstimmen' });
      vote.focus();
      vote.click();
    },
    async failed(cell) {
      await waitFor(() => expect(poll(cell).getByRole('alert').textContent).toBe(RELOAD_FAILED));
      expect((poll(cell).getByLabelText(/^Kommentar/) as HTMLTextAreaElement).value).toBe(COMMENT);
      expect((poll(cell).getByLabelText('Selten oder nie') as HTMLInputElement).checked).toBe(true);
      expect(cell.box!.element.getAttribute('aria-busy')).not.toBe('true');
      expect(document.activeElement).not.toBe(document.body);
    },
    async succeeded(cell) {
      await waitFor(() => expect(cell.box!.element.textContent).toContain('Danke für Ihre Stimme!'));
      expect(poll(cell).queryByRole('alert')).toBeNull();
      await waitFor(() =>
        expect(document.activeElement).toBe(poll(cell).getByRole('heading', { name: 'Umfrage' })),
      );
    },
  },
]);
