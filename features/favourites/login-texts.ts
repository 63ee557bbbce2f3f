/**
 * What the login prompts say (spec 2.4), at the header and beside a save button. Its own module: only
 * the prompts' own chunks, loaded on first use, carry it.
 */
export const LOGIN_TO_SAVE =
  'Melden Sie sich an, um Artikel zu merken und Ihre Merkliste auf allen Geräten zu sehen.';
export const LOGIN_TO_SAVE_TOURS =
  'Melden Sie sich an, um Touren zu merken und sie in Ihrer Merkliste wiederzufinden.';
export const LOGIN_TO_SAVE_VIDEOS =
  'Melden Sie sich an, um Videos zu merken und sie in Ihrer Merkliste wiederzufinden.';
