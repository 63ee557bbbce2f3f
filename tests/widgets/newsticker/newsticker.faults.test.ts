import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { NEWSTICKER_FEED } from '../../../features/newsticker/newsticker-calls.ts';
import { NEWS_LABELS } from '../../../features/newsticker/messages.ts';
import { mount } from '../../../widgets/newsticker/index.ts';
import { BELL_MARKUP } from '../../../widgets/newsticker/resting-markup.ts';
import { faultTable } from '../../support/fault-table.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';

/** The newsticker's fault row (e2e/faults/newsticker.ts): the feed behind the bell's list, and its retry. */

faultTable([
  {
    action: 'newsticker feed (bell list, retry)',
    call: NEWSTICKER_FEED,
    async setUp() {
      const demo = kioskOnDemoHost();
      await demo.backend.app.request('/api/newsticker/demo/ams/ticking/off', { method: 'POST' });
      const { element } = await demo.mountOn(mount, {}, BELL_MARKUP);
      return { ...demo, element };
    },
    async act({ element }) {
      // The first open of the list; after a failure, the reader's 'Erneut versuchen'.
      const list = element.querySelector<HTMLElement>('[role="dialog"]');
      if (!list) return void fireEvent.click(element.querySelector('.kiosk-newsticker__bell')!);
      const retry = within(list).queryByRole('button', { name: 'Erneut versuchen' });
      if (retry) fireEvent.click(retry);
    },
    async failed({ element }) {
      const list = await within(element).findByRole('dialog', { name: 'Neueste Meldungen' });
      await waitFor(() => expect(within(list).getByRole('alert').textContent).toContain(NEWS_LABELS.failed));
      within(list).getByRole('button', { name: 'Erneut versuchen' });
      expect(element.querySelector('.kiosk-newsticker__bell')?.getAttribute('aria-label')).toMatch(
        /^Newsticker/,
      );
    },
    async succeeded({ element }) {
      const list = await within(element).findByRole('dialog', { name: 'Neueste Meldungen' });
      await waitFor(() => expect(list.querySelectorAll('.kiosk-newsticker__link')).toHaveLength(10));
      expect(within(list).getByRole('alert').textContent).toBe('');
    },
  },
]);
