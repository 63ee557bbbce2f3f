/**
 * The player's words (issue 29), character for character. Their own module, so only the player's
 * chunk, loaded when the reader reaches for a video, carries them.
 */
export const PLAYBACK_LABELS = {
  failed: 'Das Video kann gerade nicht abgespielt werden.',
  retry: 'Erneut versuchen',
  providerNote: (name: string) =>
    `Dieses Video stellt ${name} bereit. Erst wenn Sie es laden, werden Daten an ${name} übertragen.`,
  providerLoad: (name: string) => `Video von ${name} laden`,
  providerFrame: (title: string) => `Video: ${title}`,
} as const;
