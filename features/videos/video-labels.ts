/** The facade's words (issue 29), character for character; the player's are in playback-labels.ts. */
export const playLabel = (title: string) => `Video abspielen: ${title}`;
