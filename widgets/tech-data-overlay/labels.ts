/** The technical data overlay's German text (issue 29). */
export const TECH_DATA_LABELS = {
  heading: (name: string) => `Technische Daten: ${name}`,
  /** The heading while the version's name is not known yet. */
  headingLoading: 'Technische Daten',
  loading: 'Technische Daten werden geladen …',
  close: 'Schließen',
  compare: 'Zum Vergleich',
  caption: 'Technische Daten',
} as const;
