import type { ElementProps, MediaProps } from '../../src/analytics/catalogue.ts';

/**
 * issue 29: 'Video / sichtbar' and 'Video / klick' are spec 9.6's element events (src/analytics). A
 * video's played seconds are reported once more when the page goes (`pagehide`) or the player is taken
 * away, under {@link PLAYED_EVENT}, so the time played after the last click is not lost.
 */
export const PLAYED_EVENT = 'Video / Sehdauer';

export type VideoEvents = {
  [PLAYED_EVENT]: ElementProps & MediaProps;
};

declare module '../../src/analytics/catalogue.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merging adds these events
  interface DeclaredEvents extends VideoEvents {}
}
