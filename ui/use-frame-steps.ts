import { useEffect, useState } from 'react';

/**
 * Counts from 0 up to `last` while `active`, one step per frame (in a task after each animation frame),
 * and back to 0 when `active` ends: for an interface that shows in stages, so that no one task styles,
 * lays out and paints all of it. The step after a frame, not before it, so each stage's layout and paint
 * get a frame of their own instead of joining the next stage's.
 */
export function useFrameSteps(active: boolean, last: number): number {
  const [step, setStep] = useState(0);
  if (!active && step != 0) setStep(0);
  useEffect(() => {
    if (!active || step >= last) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setStep(step + 1))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [active, step, last]);
  return step;
}
