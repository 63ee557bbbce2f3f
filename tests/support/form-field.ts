import { fireEvent, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The form's field named `label`, exactly. */
export const field = (element: HTMLElement, label: string) =>
  within(element).getByLabelText(label, { exact: true }) as HTMLInputElement;

/**
 * Types into a field and waits until the form holds it: right after the hand-over the form's store
 * subscriptions may not be in place yet, and the input then shows the store's value until they are.
 */
export async function type(element: HTMLElement, label: string, value: string) {
  fireEvent.change(field(element, label), { target: { value } });
  await waitFor(() => expect(field(element, label).value).toBe(value));
}
