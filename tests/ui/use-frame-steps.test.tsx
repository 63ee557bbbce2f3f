import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFrameSteps } from '../../ui/use-frame-steps.ts';

afterEach(cleanup);

/** Renders the step and reports each one it renders with. */
function Steps({ active, last, seen }: { active: boolean; last: number; seen: number[] }) {
  const step = useFrameSteps(active, last);
  if (seen.at(-1) !== step) seen.push(step);
  return <output>{step}</output>;
}

const shown = () => Number(screen.getByRole('status').textContent);
const frames = (count: number) =>
  new Promise<void>((done) => {
    const next = (left: number) => (left == 0 ? done() : requestAnimationFrame(() => next(left - 1)));
    next(count);
  });

describe('useFrameSteps', () => {
  it('counts up one step at a time, a frame apart, to the last and no further', async () => {
    const seen: number[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    render(<Steps active last={3} seen={seen} />);
    await waitFor(() => expect(shown()).toBe(3));
    // Each step waited for a frame of its own (counted before this test asks for frames itself).
    expect(frame).toHaveBeenCalledTimes(3);
    frame.mockRestore();
    await frames(3);
    expect(seen).toEqual([0, 1, 2, 3]);
  });

  it('takes no step while inactive, and starts again from 0 once active again', async () => {
    const seen: number[] = [];
    const { rerender } = render(<Steps active={false} last={2} seen={seen} />);
    await frames(3);
    expect(shown()).toBe(0);
    rerender(<Steps active last={2} seen={seen} />);
    await waitFor(() => expect(shown()).toBe(2));
    rerender(<Steps active={false} last={2} seen={seen} />);
    expect(shown()).toBe(0);
    await frames(3);
    expect(shown()).toBe(0);
    rerender(<Steps active last={2} seen={seen} />);
    await waitFor(() => expect(shown()).toBe(2));
    expect(seen).toEqual([0, 1, 2, 0, 1, 2]);
  });
});
