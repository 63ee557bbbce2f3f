/** What a reader reads when the technical data cannot be loaded; it comes with 'Erneut versuchen'. */
export const VEHICLES_FAILED = 'Die technischen Daten konnten gerade nicht geladen werden.';
