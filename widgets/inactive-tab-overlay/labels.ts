/** issue 25: the dialog's German text. */
export const RETURN_LABELS = {
  heading: 'Schön, dass Sie wieder da sind',
  home: 'Zur Startseite',
  close: 'Schließen',
  /** The plus badge: its name is read with the rubric ('plus Tests'). */
  plus: 'plus',
} as const;
