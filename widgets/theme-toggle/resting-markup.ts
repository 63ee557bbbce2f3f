/**
 * The switch as a CMS renders it (README, meta.example) and as the widget builds it where it is missing:
 * the name stays 'Dunkles Design', `aria-checked` says whether it is on. Same classes as ui/switch.tsx.
 * `disabled` until the widget can act on it (src/kit/resting-control.ts).
 */
export const THEME_TOGGLE_MARKUP =
  '<div class="kiosk-root"><button type="button" role="switch" aria-checked="false" disabled ' +
  'class="kiosk-text-button kiosk-switch kiosk-theme-toggle"><span class="kiosk-switch__track" ' +
  'aria-hidden="true"><span class="kiosk-switch__thumb"></span></span>Dunkles Design</button></div>';
