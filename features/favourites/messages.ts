/** What a reader reads when a favourite, bookmark or tour change did not reach the server (German). */
export const TOGGLE_FAILED = 'Das Merken hat gerade nicht geklappt. Bitte versuchen Sie es noch einmal.';
export const REMOVE_FAILED = 'Das Entfernen hat gerade nicht geklappt. Bitte versuchen Sie es noch einmal.';
export const UNFOLLOW_FAILED = 'Das Entfolgen hat gerade nicht geklappt. Bitte versuchen Sie es noch einmal.';
export const TOUR_FAILED = 'Die Tour konnte gerade nicht gemerkt werden. Bitte versuchen Sie es noch einmal.';
export const LOAD_FAILED = 'Ihre Merkliste konnte gerade nicht geladen werden.';
export const TOURS_LOAD_FAILED = 'Ihre gemerkten Touren konnten gerade nicht geladen werden.';
