import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Rows a commit may add. At 4× CPU a ticker entry costs about a millisecond to render and lay out, so
 * twenty stay well inside the 50 ms a task may take (issue 30's bench), and twenty fill a phone's
 * screen, so the reader sees a whole view at once.
 */
const SLICE = 20;

/**
 * `items` as far as they are rendered: every one already on screen, and at most {@link SLICE} new ones
 * per task, from the top; the rest follow a slice per task. Turning 'Nur wichtige Ereignisse' off
 * brings back some 270 entries, which as one commit was a task of 200–300 ms at 4× CPU; in slices the
 * page stays answering in between. Rows on screen stay mounted, so nothing the reader sees is rebuilt.
 *
 * @remarks Hint: the rows still to come go in below the first slice, also above a row the reader
 * reads; a caller that holds that row in place keeps doing so until the returned list is `items`.
 */
export function useRenderedInSlices<T>(items: readonly T[], keyOf: (item: T) => string): readonly T[] {
  const rendered = useRef(new Set<string>());
  const [, setSlices] = useState(0);
  let room = SLICE;
  // The rows of the last commit, which a slice adds to: no render of this list is thrown away (no
  // transitions, no Suspense), so what this reads is what the reader has on screen.
  // eslint-disable-next-line react-hooks/refs -- read for that reason
  const shown = items.filter((item) => rendered.current.has(keyOf(item)) || room-- > 0);
  useLayoutEffect(() => {
    rendered.current = new Set(shown.map(keyOf));
    if (shown.length == items.length) return;
    // A task of its own, after which the browser may paint and answer input before the next slice.
    const next = setTimeout(() => setSlices((slices) => slices + 1), 0);
    return () => clearTimeout(next);
  });
  return shown;
}
