import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { latestOnly, type Turn } from '../../src/latest-only.ts';

describe('latestOnly (newest answer wins)', () => {
  it('a newer call aborts the older one and makes it stale', () => {
    const calls = latestOnly();
    const first = calls.next();
    const second = calls.next();
    expect(first.signal.aborted).toBe(true);
    expect(first.isCurrent()).toBe(false);
    expect(second.signal.aborted).toBe(false);
    expect(second.isCurrent()).toBe(true);
  });

  it('stop() aborts the running call and leaves none current', () => {
    const calls = latestOnly();
    const turn = calls.next();
    calls.stop();
    expect(turn.signal.aborted).toBe(true);
    expect(turn.isCurrent()).toBe(false);
    expect(calls.next().isCurrent()).toBe(true);
  });

  it('current() is the running call, and joins it rather than replacing it', () => {
    const calls = latestOnly();
    const initial = calls.current();
    expect(initial.isCurrent()).toBe(true);
    expect(calls.current()).toBe(initial);
    const turn = calls.next();
    expect(calls.current()).toBe(turn);
    expect(initial.isCurrent()).toBe(false);
  });

  it('current() after stop() starts a new live call', () => {
    const calls = latestOnly();
    const before = calls.next();
    calls.stop();
    const after = calls.current();
    expect(after).not.toBe(before);
    expect(after.isCurrent()).toBe(true);
  });

  it('two sequences do not affect each other', () => {
    const a = latestOnly();
    const b = latestOnly();
    const turn = a.next();
    b.next();
    b.stop();
    expect(turn.isCurrent()).toBe(true);
  });

  it('whatever order answers come in, only the newest call delivers, and only if not stopped', async () => {
    // A run: calls started (with the delay their answers take) and stops, in any interleaving.
    const step = fc.oneof(
      fc.record({ kind: fc.constant('call' as const), delay: fc.nat(20) }),
      fc.constant({ kind: 'stop' as const }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const calls = latestOnly();
        const delivered: number[] = [];
        const pending: Promise<void>[] = [];
        const turns: Turn[] = [];
        let last: { index: number; stopped: boolean } | undefined;
        steps.forEach((entry, index) => {
          if (entry.kind == 'stop') {
            calls.stop();
            if (last) last.stopped = true;
            return;
          }
          const turn = calls.next();
          turns.push(turn);
          last = { index, stopped: false };
          pending.push(
            new Promise<void>((resolve) => setTimeout(resolve, entry.delay)).then(() => {
              if (turn.isCurrent()) delivered.push(index);
            }),
          );
        });
        await Promise.all(pending);
        expect(delivered).toEqual(last && !last.stopped ? [last.index] : []);
        const live = last && !last.stopped ? turns.at(-1) : undefined;
        expect(turns.filter((turn) => !turn.signal.aborted)).toEqual(live ? [live] : []);
      }),
      { numRuns: 60 },
    );
  });
});
