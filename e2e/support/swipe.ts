import type { CDPSession } from '@playwright/test';

/**
 * A finger moving left from `fromX` to `toX` at height `y`, as touch events from the screen, in
 * frames 16 ms apart. The events go at once with their own timestamps: awaited one by one, a full run's
 * loaded cores spread them until Chromium took the touch for one held, not swiped (a gallery test
 * once stayed on its first slide that way).
 */
export async function swipeLeft(
  cdp: CDPSession,
  { fromX, toX, y }: { fromX: number; toX: number; y: number },
) {
  const xs = [fromX];
  while (xs.at(-1)! - 20 > toX) xs.push(xs.at(-1)! - 20);
  xs.push(toX);
  const start = Date.now() / 1_000;
  const frame = (index: number) => start + index * 0.016;
  await Promise.all([
    ...xs.map((x, index) =>
      cdp.send('Input.dispatchTouchEvent', {
        type: index == 0 ? 'touchStart' : 'touchMove',
        touchPoints: [{ x, y }],
        timestamp: frame(index),
      }),
    ),
    cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: frame(xs.length) }),
  ]);
}
