import type { Facet } from './plan-facets.ts';

/** The reader's words (issue 27), character for character. */
export const LABELS = {
  filters: 'Trainingsplan-Filter',
  menu: 'Kategorien',
  all: 'Alle',
  facets: {
    kategorie: 'Kategorie',
    ziel: 'Ziel',
    zielzeit: 'Zielzeit',
    niveau: 'Niveau',
    tage: 'Trainingstage pro Woche',
    wochen: 'Dauer in Wochen',
  } satisfies Record<Facet, string>,
  option: (facet: Facet, value: string) =>
    facet == 'tage' ? `${value} Tage` : facet == 'wochen' ? `${value} Wochen` : value,
  withCount: (text: string, count: number) => `${text} (${count})`,
  reset: 'Filter zurücksetzen',
  results: 'Trainingspläne',
  found: (count: number) => (count == 1 ? '1 Trainingsplan' : `${count} Trainingspläne`),
  nearest: (criterion: string, count: number) =>
    `Kein Trainingsplan passt zu allen Filtern. Ohne „${criterion}“ passen ${count == 1 ? 'dieser Plan' : `diese ${count} Pläne`}:`,
  none: 'Kein Trainingsplan passt zu diesen Filtern.',
  loadFailed: 'Die Trainingspläne konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
} as const;
