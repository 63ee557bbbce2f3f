/**
 * A save button's resting markup (favourite, tour), as a CMS pastes it (README) and as the widget builds it
 * where it is missing. One signal (issue 23, 4): its name stays `label`, `aria-pressed` says whether the
 * item is saved. `disabled` until the widget can act on it. The message region exists before its text,
 * so a rollback is announced (role=alert).
 */
export const saveToggleMarkup = (label: string) =>
  '<div class="kiosk-root"><span class="kiosk-save-toggle"><button type="button" ' +
  'class="kiosk-save-toggle__button" aria-pressed="false" disabled><svg class="kiosk-save-toggle__icon" ' +
  'viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">' +
  `<path d="M6 3h12v18l-6-4.5L6 21z"></path></svg>${label}</button><span class="kiosk-save-toggle__message" role="alert"></span></span></div>`;
