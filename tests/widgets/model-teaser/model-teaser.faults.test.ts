import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { SLOW_MS } from '../../../e2e/faults/support/route-fault.ts';
import { VEHICLE_TREE } from '../../../features/vehicles/vehicle-calls.ts';
import { mount } from '../../../widgets/model-teaser/index.ts';
import { TEASER_FAILED } from '../../../widgets/model-teaser/messages.ts';
import { meta } from '../../../widgets/model-teaser/meta.ts';
import { faultTable } from '../../support/fault-table.ts';
import { kioskOnDemoHost } from '../../support/test-kiosk.ts';
import { mountThemeToggle, themeToggleAnswers } from '../../support/theme-toggle.ts';
import { writePageConfig } from '../../support/page-config.ts';

/**
 * The model teaser's fault row (e2e/faults/model-teaser.ts): the brand tree it reads the model's
 * versions from, asked for on each page view, and again by the teaser's 'Erneut versuchen'.
 */

/** `vehicles.timeoutMs` as the e2e row sets it: a hang ends in seconds; a slow answer still arrives. */
const VEHICLES_TIMEOUT_MS = SLOW_MS + 2_000;

type Demo = ReturnType<typeof kioskOnDemoHost>;
type Cell = Demo & {
  toggle: HTMLElement;
  /** The last page view's teaser: its mount waits for the tree, so a hang holds it until the timeout. */
  page?: ReturnType<Demo['mountOn']>;
};

/** The teaser once its mount is done (the loader's 'mounted'): after the tree's answer or failure. */
const teaser = async ({ page }: Cell, name: string) => {
  const { element } = await page!;
  return within(within(element).getByRole('complementary', { name }));
};

faultTable<Cell>([
  {
    action: 'model versions (model-teaser, brand tree on load, retry)',
    call: VEHICLE_TREE,
    timeoutMs: VEHICLES_TIMEOUT_MS,
    async setUp() {
      // The teaser reads its section from the page's `#kiosk-config`, as the e2e row's page has it.
      writePageConfig({
        vehicles: { timeoutMs: VEHICLES_TIMEOUT_MS },
      });
      // A failure is said on the console too (spec 8); the cell looks at the teaser.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const demo = kioskOnDemoHost();
      return { ...demo, toggle: await mountThemeToggle(demo) };
    },
    async act(cell) {
      // After a failure the teaser's 'Erneut versuchen'; else a(nother) page view of the model page,
      // not awaited: its mount ends only once the tree answered or failed.
      const shown = cell.page && (await cell.page);
      const retry = shown && within(shown.element).queryByRole('button', { name: 'Erneut versuchen' });
      if (retry) return void fireEvent.click(retry);
      shown?.unmount();
      shown?.element.remove();
      cell.page = cell.mountOn(mount, { ...meta.example.props }, meta.example.markup);
    },
    async failed(cell) {
      // While the tree loads the CMS link stays; once the call failed, the teaser says so with a retry.
      const failed = await teaser(cell, 'Im Vergleich');
      await waitFor(() => expect(failed.getByRole('alert').textContent).toContain(TEASER_FAILED));
      failed.getByRole('button', { name: 'Erneut versuchen' });
      await themeToggleAnswers(cell);
    },
    async succeeded(cell) {
      const { element } = await cell.page!;
      const ready = await waitFor(() =>
        within(within(element).getByRole('complementary', { name: 'VW Golf im Vergleich' })),
      );
      const start = ready.getByRole('link', { name: 'Alle Versionen vergleichen' });
      // The link starts the comparison with the model's versions (the comparison page's URL state).
      expect(new URL(start.getAttribute('href')!, location.href).searchParams.get('v')).toMatch(
        /^[^,]+(,[^,]+)+$/,
      );
      // No error stays: a retry empties the notice's region; a first answer brings no notice at all.
      expect(ready.queryByText(TEASER_FAILED)).toBeNull();
    },
  },
]);
