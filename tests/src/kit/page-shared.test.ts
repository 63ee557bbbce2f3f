import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropPageShared, pageShared } from '../../../src/kit/page-shared.ts';

declare module '../../../src/kit/page-shared.ts' {
  interface PageSharedValues {
    'test-counter': { count: number };
    'test-other': { count: number };
  }
}

afterEach(() => {
  dropPageShared('test-counter');
  dropPageShared('test-other');
});

describe('pageShared (one value per page, whichever bundle asks)', () => {
  it('creates the value once and hands the same one to every later caller', () => {
    const create = vi.fn(() => ({ count: 0 }));
    const first = pageShared('test-counter', create);
    const second = pageShared('test-counter', () => ({ count: 99 }));
    expect(second).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps the value on window, where a second bundle with its own copy of the kit finds it', async () => {
    const value = pageShared('test-counter', () => ({ count: 1 }));
    vi.resetModules();
    const copy = await import('../../../src/kit/page-shared.ts');
    expect(copy.pageShared('test-counter', () => ({ count: 2 }))).toBe(value);
  });

  it('keeps keys apart', () => {
    const counter = pageShared('test-counter', () => ({ count: 1 }));
    const other = pageShared('test-other', () => ({ count: 2 }));
    expect(other).not.toBe(counter);
    expect(other.count).toBe(2);
  });

  it('after a drop, the next caller makes a new value', () => {
    const first = pageShared('test-counter', () => ({ count: 1 }));
    dropPageShared('test-counter');
    const second = pageShared('test-counter', () => ({ count: 2 }));
    expect(second).not.toBe(first);
    expect(second.count).toBe(2);
  });

  it('a drop naming a value that is no longer the shared one leaves the current one alone', () => {
    const old = pageShared('test-counter', () => ({ count: 1 }));
    dropPageShared('test-counter');
    const current = pageShared('test-counter', () => ({ count: 2 }));
    dropPageShared('test-counter', old);
    expect(pageShared('test-counter', () => ({ count: 3 }))).toBe(current);
  });

  it('a create that throws shares nothing: the next caller tries again', () => {
    expect(() =>
      pageShared('test-counter', () => {
        throw new Error('no storage');
      }),
    ).toThrow('no storage');
    expect(pageShared('test-counter', () => ({ count: 4 })).count).toBe(4);
  });
});
