/** What a reader reads when a vehicle call fails; each comes with 'Erneut versuchen'. */
export const TREE_FAILED = 'Die Marken und Modelle konnten gerade nicht geladen werden.';
export const COUNT_FAILED = 'Die Trefferzahl konnte gerade nicht ermittelt werden.';
export const RESULTS_FAILED = 'Die Suchergebnisse konnten gerade nicht geladen werden.';

/** Words that differ between the car and the motorcycle project (spec 2.7). */
export const NOUNS = {
  car: { one: 'Fahrzeug', many: 'Fahrzeuge' },
  motorcycle: { one: 'Motorrad', many: 'Motorräder' },
} as const;
