import { describe, expect, it, vi } from 'vitest';
import { createBus, sharedBus } from '../../src/bus.ts';

import '../../src/session/start-session.ts';

describe('bus', () => {
  it('delivers events to subscribers and mirrors them to document as kiosk:<event>', () => {
    const bus = createBus(document);
    const listener = vi.fn();
    const domListener = vi.fn();
    document.addEventListener('kiosk:error', domListener);
    bus.on('error', listener);
    bus.emit('error', { widget: 'w', message: 'm' });
    document.removeEventListener('kiosk:error', domListener);
    expect(listener).toHaveBeenCalledWith({ widget: 'w', message: 'm' });
    expect((domListener.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ widget: 'w', message: 'm' });
  });

  it('hands the last value of a state event to late subscribers, but not of a moment event', () => {
    const bus = createBus(document);
    bus.publish('session-changed', { loggedIn: true, loginValidated: true });
    bus.emit('error', { widget: 'w', message: 'm' });
    const late = vi.fn();
    const lateError = vi.fn();
    bus.on('session-changed', late);
    bus.on('error', lateError);
    expect(late).toHaveBeenCalledWith({ loggedIn: true, loginValidated: true });
    expect(lateError).not.toHaveBeenCalled();
    expect(bus.last('session-changed')).toEqual({ loggedIn: true, loginValidated: true });
  });

  it('off and the returned unsubscribe both stop delivery', () => {
    const bus = createBus(document);
    const a = vi.fn();
    const b = vi.fn();
    const stop = bus.on('error', a);
    bus.on('error', b);
    stop();
    bus.off('error', b);
    bus.emit('error', { widget: 'w', message: 'm' });
    expect(a).not.toHaveBeenCalled();
    expect(b).not.toHaveBeenCalled();
  });

  it('keeps delivering when one listener throws', () => {
    const bus = createBus(document);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    bus.on('error', () => {
      throw new Error('bad listener');
    });
    bus.on('error', after);
    bus.emit('error', { widget: 'w', message: 'm' });
    expect(after).toHaveBeenCalled();
  });

  it('holds commands until their handler registers, then runs them in order', () => {
    const bus = createBus(document);
    const seen: unknown[] = [];
    bus.run('cart.add', [1]);
    bus.run('other', ['x']);
    bus.run('cart.add', [2]);
    bus.handle('cart.add', (value) => seen.push(value));
    bus.run('cart.add', [3]);
    expect(seen).toEqual([1, 2, 3]);
  });

  it('reports a failing command handler as an error event and one console line, instead of throwing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const bus = createBus(document);
    const errors = vi.fn();
    bus.on('error', errors);
    bus.handle('sync', () => {
      throw new Error('sync');
    });
    bus.handle('async', async () => {
      throw new Error('async');
    });
    bus.run('sync', []);
    bus.run('async', []);
    await Promise.resolve();
    expect(errors.mock.calls.map(([detail]) => detail.widget)).toEqual(['sync', 'async']);
    expect(vi.mocked(console.error).mock.calls.map(([line]) => line)).toEqual([
      '[kiosk:sync] command failed',
      '[kiosk:async] command failed',
    ]);
  });

  it('is shared through window, so separately built bundles get the same bus', () => {
    expect(sharedBus()).toBe(sharedBus());
    expect((globalThis as { __kioskBus?: unknown }).__kioskBus).toBe(sharedBus());
  });
});
