import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../../src/bus.ts';
import { defineWidget } from '../../../src/kit/define-widget.ts';
import { resetLogMemory } from '../../../src/log.ts';
import type { Kiosk } from '../../../src/widget-contract.ts';
import { testMeta } from '../../support/test-meta.ts';

const meta = testMeta('demo-widget', {
  id: { type: 'string', required: true, description: '' },
  max: { type: 'number', description: '' },
});
const kiosk = { bus: createBus(document) } as Kiosk;
const element = () => document.createElement('div');

afterEach(() => resetLogMemory());

describe('defineWidget', () => {
  it('hands the body checked props, and logs one line naming the widget and each bad field', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const body = vi.fn();
    const target = element();
    await defineWidget(meta, body)(target, { id: 'x', max: 'many', colour: 'red' }, kiosk);
    expect(body).toHaveBeenCalledWith(
      expect.objectContaining({ element: target, props: { id: 'x' }, kiosk }),
    );
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(
      '[kiosk:demo-widget] data-props: max must be a number; unknown colour ignored',
      target,
    );
  });

  it('fails the mount without a required prop and never runs the body', async () => {
    const body = vi.fn();
    await expect(defineWidget(meta, body)(element(), {}, kiosk)).rejects.toThrow(
      'data-props: id is required',
    );
    expect(body).not.toHaveBeenCalled();
  });

  it('undoes everything on unmount: the render, the scope’s teardowns and its signal', async () => {
    const order: string[] = [];
    let signal: AbortSignal | undefined;
    const unmount = await defineWidget(meta, ({ scope }) => {
      signal = scope.signal;
      scope.add(() => order.push('listener'));
      scope.add(() => {
        throw new Error('a broken teardown');
      });
      return () => order.push('render');
    })(element(), { id: 'x' }, kiosk);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
    expect(order).toEqual(['render', 'listener']);
    unmount();
    expect(order).toEqual(['render', 'listener']);
  });

  it('a body that fails closes what it had opened, and the mount fails', async () => {
    const teardown = vi.fn();
    const mount = defineWidget(meta, async ({ scope }) => {
      scope.add(teardown);
      throw new Error('no storefront');
    });
    await expect(mount(element(), { id: 'x' }, kiosk)).rejects.toThrow('no storefront');
    expect(teardown).toHaveBeenCalledTimes(1);
  });
});
