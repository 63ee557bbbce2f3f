/**
 * The bell as a CMS renders it (README, meta.example) and as the widget builds it where it is missing:
 * the markup the React bell renders (bell.tsx, bell-icon.tsx) before the badge, so the hand-over moves
 * nothing. `disabled` until the widget can act on it (src/kit/resting-control.ts).
 */
export const BELL_MARKUP =
  '<div class="kiosk-root"><button type="button" class="kiosk-icon-button kiosk-newsticker__bell" ' +
  'aria-label="Newsticker" aria-haspopup="dialog" aria-expanded="false" disabled>' +
  '<svg class="kiosk-newsticker__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" ' +
  'focusable="false"><path fill="currentColor" d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 ' +
  '7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"></path></svg></button></div>';
