import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { PLAN_LIST } from '../../../features/training-plans/training-plans-calls.ts';
import { mount } from '../../../widgets/training-plans/index.ts';
import { LABELS } from '../../../widgets/training-plans/labels.ts';
import { meta } from '../../../widgets/training-plans/meta.ts';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer.ts';
import { faultTable } from '../../support/fault-table.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';
import { mountThemeToggle, themeToggleAnswers } from '../../support/theme-toggle.ts';

/**
 * The training-plan filter's fault row (e2e/faults/training-plans.ts): the plans list, on first load
 * and on 'Erneut versuchen'. The call has no timeout setting: the platform's ends a hang.
 */

type Cell = ReturnType<typeof kioskOnDemoHost> & { element?: HTMLElement; toggle: HTMLElement };

const status = (element: HTMLElement) => element.querySelector('.kiosk-training-plans__status')?.textContent;

faultTable<Cell>([
  {
    action: 'plans list (training-plans, first load, retry)',
    call: PLAN_LIST,
    async setUp() {
      vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
      // The failure is said on the console (spec 8); the cell looks at the filter instead.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      history.replaceState(null, '', '/fitness/trainingsplaene/');
      const demo = kioskOnDemoHost({}, { origin: location.origin });
      return { ...demo, toggle: await mountThemeToggle(demo) };
    },
    async act(cell) {
      // The reader opens the plans page; once it is there, 'Erneut versuchen' if it offers it.
      if (!cell.element) {
        cell.element = (await cell.mountOn(mount, {}, meta.example.markup)).element;
        return;
      }
      const retry = within(cell.element).queryByRole('button', { name: LABELS.retry });
      if (retry) fireEvent.click(retry);
    },
    async failed(cell) {
      const filter = within(cell.element!);
      await waitFor(() => expect(filter.getByRole('alert').textContent).toBe(LABELS.loadFailed));
      filter.getByRole('button', { name: LABELS.retry });
      await themeToggleAnswers(cell);
    },
    async succeeded({ element }) {
      await waitFor(() => expect(status(element!)).toBe('63 Trainingspläne'));
    },
  },
]);
