import { fireEvent, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The page stays usable: its theme toggle (a widget with no backend) still switches. The unit cells'
 * form of e2e/faults/support/theme-toggle-answers.ts; `toggle` is the mounted toggle's switch.
 */
export async function themeToggleAnswers({ toggle }: { toggle: HTMLElement }) {
  const before = toggle.getAttribute('aria-checked');
  fireEvent.click(toggle);
  await waitFor(() => expect(toggle.getAttribute('aria-checked')).not.toBe(before));
}
