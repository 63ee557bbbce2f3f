/**
 * The seconds a video has really played (issue 29's time_on): the clock runs only while the video
 * plays and the tab is visible; pauses, buffering, seeking and hidden time are left out. A seek moves
 * the picture, not the clock, so skipping ahead adds nothing and going back counts again.
 */
export interface PlayTime {
  /** The video started or stopped moving (playing; or pause, waiting, seeking, ended, error). */
  moving(value: boolean): void;
  /** The tab turned hidden or visible. */
  hidden(value: boolean): void;
  /** Whole seconds so far. */
  seconds(): number;
}

export function createPlayTime(now: () => number = Date.now): PlayTime {
  let moving = false;
  let hidden = false;
  let since: number | undefined;
  let total = 0;
  const update = () => {
    const running = moving && !hidden;
    if (running && since === undefined) since = now();
    else if (!running && since !== undefined) {
      total += now() - since;
      since = undefined;
    }
  };
  return {
    moving(value) {
      moving = value;
      update();
    },
    hidden(value) {
      hidden = value;
      update();
    },
    seconds: () => Math.round((total + (since === undefined ? 0 : now() - since)) / 1000),
  };
}
