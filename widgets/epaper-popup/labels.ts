/** The reader's words (issue 31), character for character. */
export const LABELS = {
  heading: 'Die neue Ausgabe ist da',
  open: 'Zur Ausgabe',
  close: 'Schließen',
  topics: (number: string, topics: readonly string[]) =>
    topics.length ? `Ausgabe ${number} mit ${topics.join(', ')}` : `Ausgabe ${number}`,
} as const;
