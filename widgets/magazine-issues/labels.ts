/** The reader's words (issue 31), character for character. */
export const LABELS = {
  current: 'Aktuelle Ausgabe',
  archive: 'Frühere Ausgaben',
  year: 'Jahr',
  allYears: 'Alle Jahre',
  buy: 'Heft kaufen',
  read: 'ePaper lesen',
  download: 'Herunterladen',
  issue: (number: string) => `Ausgabe ${number}`,
  published: (date: string) => `erschienen am ${date}`,
  prices: (print: string, epaper?: string) => (epaper ? `Heft ${print} · ePaper ${epaper}` : `Heft ${print}`),
  loadFailed: 'Die Ausgaben konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  downloadFailed: 'Der Download-Link konnte nicht erstellt werden.',
  added: (number: string) => `Ausgabe ${number} liegt im Warenkorb.`,
} as const;
