/**
 * The header button as a CMS renders it (README, meta.example) and as the widget builds it where it is
 * missing: the same markup the React header renders (bookmarks-header.tsx), so the hand-over moves
 * nothing. `disabled` until the widget can act on it (src/kit/resting-control.ts).
 */
export const BOOKMARKS_MARKUP =
  '<div class="kiosk-root"><button aria-haspopup="dialog" type="button" disabled ' +
  'class="kiosk-text-button kiosk-bookmarks-button"><svg class="kiosk-bookmarks-button__icon" ' +
  'viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">' +
  '<path d="M6 3h12v18l-6-4.5L6 21z"></path></svg>Merkliste</button></div>';
