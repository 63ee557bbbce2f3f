import { describe, expect, it, vi } from 'vitest';
import { createBus } from '../../../src/bus.ts';
import { createCommandGate, type StartPart } from '../../../src/kit/command-gate.ts';
import { createWidgetScope } from '../../../src/kit/widget-scope.ts';
import { settle } from '../../support/settle.ts';

/** A lazy part that handles `demo.*` commands by recording them, as a real one registers its handlers. */
function setUp({ failFirstLoad = false } = {}) {
  const bus = createBus(document);
  const scope = createWidgetScope('demo');
  const ran: Array<[string, unknown[]]> = [];
  const unmount = vi.fn();
  let loads = 0;
  const onError = vi.fn();
  const gate = createCommandGate({
    bus,
    scope,
    commands: ['demo.add', 'demo.close'],
    passive: ['demo.close'],
    onError,
    load: async () => {
      loads++;
      if (failFirstLoad && loads == 1) throw new Error('chunk failed');
      const start: StartPart = async () => {
        for (const command of ['demo.add', 'demo.close'])
          bus.handle(command, (...args) => void ran.push([command, args]));
        await Promise.resolve();
        return unmount;
      };
      return start;
    },
  });
  return { bus, scope, gate, ran, unmount, onError, loads: () => loads };
}

describe('createCommandGate', () => {
  it('holds commands until the part arrives, then runs them once, in order', async () => {
    const { bus, ran, loads } = setUp();
    bus.run('demo.add', [1]);
    bus.run('demo.add', [2]);
    bus.run('demo.close', []);
    await settle(0);
    expect(loads()).toBe(1);
    expect(ran).toEqual([
      ['demo.add', [1]],
      ['demo.add', [2]],
      ['demo.close', []],
    ]);
  });

  it('a passive command before anything loaded loads nothing and is dropped', async () => {
    const { bus, ran, loads } = setUp();
    bus.run('demo.close', []);
    await settle(0);
    expect(loads()).toBe(0);
    expect(ran).toEqual([]);
  });

  it('a failed load is reported and the next command tries again, keeping what was held', async () => {
    const { bus, ran, onError, loads } = setUp({ failFirstLoad: true });
    bus.run('demo.add', [1]);
    await settle(0);
    expect(onError).toHaveBeenCalledTimes(1);
    bus.run('demo.add', [2]);
    await settle(0);
    expect(loads()).toBe(2);
    expect(ran).toEqual([
      ['demo.add', [1]],
      ['demo.add', [2]],
    ]);
  });

  it('closing the scope while the part loads unmounts it as soon as it has started', async () => {
    const { gate, scope, unmount } = setUp();
    const opening = gate.open();
    scope.close();
    await opening;
    expect(unmount).toHaveBeenCalledTimes(1);
  });

  it('after the scope closed, commands no longer reach the gate', async () => {
    const { bus, scope, loads } = setUp();
    scope.close();
    bus.run('demo.add', [1]);
    await settle(0);
    expect(loads()).toBe(0);
  });
});
