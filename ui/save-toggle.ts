import { reportWidgetError } from '../src/kit/report-widget-error.ts';
import { restingControl } from '../src/kit/resting-control.ts';
import type { WidgetScope } from '../src/kit/widget-scope.ts';
import { kioskRoot } from './base-styles.ts';
import type { LoginLinks, SaveKind } from './save-toggle-login.ts';
import './save-toggle.css';

export interface SaveToggle {
  button: HTMLButtonElement;
  /** Shows whether the item is saved, and a German message about it (a save that was rolled back). */
  show(saved: boolean, message: string | undefined): void;
  /**
   * A reader without login pressed it: the login prompt opens right below the button, or closes when it
   * is open (ui/save-toggle-login.ts).
   */
  askLogin(): void;
}

/**
 * Plain DOM on the resting markup (issue 22): a toggle needs no UI runtime. `label` is the widget's
 * constant; the caller may name the item further with `aria-label`. `kind` and `loginLinks` are for its
 * login prompt.
 */
export async function saveToggle(
  element: HTMLElement,
  label: string,
  scope: WidgetScope,
  kind: SaveKind,
  loginLinks: () => LoginLinks,
): Promise<SaveToggle> {
  const button = await restingControl<HTMLButtonElement>(
    element,
    '.kiosk-save-toggle__button',
    () => import('./save-toggle-markup.ts').then(({ saveToggleMarkup }) => saveToggleMarkup(label)),
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
    // Its own chunk: most readers never see it. Without it the reader still gets to the login page.
    askLogin: () =>
      import('./save-toggle-login.ts').then(
        ({ toggleLogin }) => toggleLogin(button, region, kind, loginLinks(), scope.signal),
        (error: unknown) => {
          reportWidgetError(element, 'login prompt failed to load', error);
          const { login } = loginLinks();
          if (login) location.assign(login);
        },
      ),
  };
}
