import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { mount } from '../../widgets/theme-toggle/index.ts';
import type { kioskOnDemoHost } from './test-kiosk.ts';

/**
 * The fault cells' check that the page stays usable after a failure, as e2e/faults/support/
 * theme-toggle-answers.ts checks it in the browser: the theme toggle (a widget with no backend) still
 * switches.
 */

/** Mounts the theme toggle on the cell's page; its switch, for `themeToggleAnswers`. */
export async function mountThemeToggle({ mountOn }: Pick<ReturnType<typeof kioskOnDemoHost>, 'mountOn'>) {
  const { element } = await mountOn(mount);
  return within(element).getByRole('switch', { name: 'Dunkles Design' });
}

/** The page stays usable: the theme toggle still switches. */
export async function themeToggleAnswers({ toggle }: { toggle: HTMLElement }) {
  const before = toggle.getAttribute('aria-checked');
  fireEvent.click(toggle);
  await waitFor(() => expect(toggle.getAttribute('aria-checked')).not.toBe(before));
}
