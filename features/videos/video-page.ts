import { pageShared } from '../../src/kit/page-shared.ts';

/**
 * What the page's videos share (issue 29): one video plays at a time, and the plays of this page view
 * are counted (the events' `counter`), across every player and the hub.
 */
export interface VideoPage {
  /**
   * A video started: the one playing before is paused. Returns the plays of this page view, this one
   * included. A provider's frame has no element Kiosk can pause: it counts, and pauses the one before.
   */
  started(video?: HTMLMediaElement): number;
  /** The plays of this page view so far. */
  plays(): number;
}

declare module '../../src/kit/page-shared.ts' {
  interface PageSharedValues {
    videoPage: VideoPage;
  }
}

export function pageVideos(): VideoPage {
  return pageShared('videoPage', () => {
    let plays = 0;
    let current: HTMLMediaElement | undefined;
    return {
      started(video) {
        if (current && current !== video && !current.paused) current.pause();
        current = video;
        return ++plays;
      },
      plays: () => plays,
    };
  });
}
