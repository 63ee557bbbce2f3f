/** What a reader sees when the element they submitted could not be reloaded (issue 25, exact). */
export const RELOAD_FAILED = 'Das hat gerade nicht geklappt – bitte versuchen Sie es erneut.';
