import { restingControl } from '../src/kit/resting-control.ts';
import type { WidgetScope } from '../src/kit/widget-scope.ts';
import { kioskRoot } from './base-styles.ts';
import { saveToggleMarkup } from './save-toggle-markup.ts';
import './save-toggle.css';

export interface SaveToggle {
  button: HTMLButtonElement;
  /** Shows whether the item is saved, and a German message about it (a save that was rolled back). */
  show(saved: boolean, message: string | undefined): void;
}

/**
 * Plain DOM on the resting markup (issue 22): a toggle needs no UI runtime. `label` is the widget's
 * constant; the caller may name the item further with `aria-label`.
 */
export function saveToggle(element: HTMLElement, label: string, scope: WidgetScope): SaveToggle {
  const button = restingControl<HTMLButtonElement>(
    element,
    '.kiosk-save-toggle__button',
    saveToggleMarkup(label),
    scope,
  );
  const root = kioskRoot(button.closest('.kiosk-root') ?? element);
  let message = root.querySelector('.kiosk-save-toggle__message');
  if (!message) {
    message = document.createElement('span');
    message.className = 'kiosk-save-toggle__message';
    message.setAttribute('role', 'alert');
    button.after(message);
  }
  const region = message;
  return {
    button,
    show(saved, text) {
      button.setAttribute('aria-pressed', String(saved));
      if (region.textContent != (text ?? '')) region.textContent = text ?? '';
    },
  };
}
