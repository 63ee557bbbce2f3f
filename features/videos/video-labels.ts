/** The reader's words (issue 29), character for character. */
export const VIDEO_LABELS = {
  play: (title: string) => `Video abspielen: ${title}`,
  failed: 'Das Video kann gerade nicht abgespielt werden.',
  retry: 'Erneut versuchen',
  providerNote: (name: string) =>
    `Dieses Video stellt ${name} bereit. Erst wenn Sie es laden, werden Daten an ${name} übertragen.`,
  providerLoad: (name: string) => `Video von ${name} laden`,
  providerFrame: (title: string) => `Video: ${title}`,
} as const;
