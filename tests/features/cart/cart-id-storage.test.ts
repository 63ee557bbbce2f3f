import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_ID_KEY, createCartIdStorage } from '../../../features/cart/cart-id-storage.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { CART_ID } from '../../support/cart-fixture.ts';
import { memoryStorage } from '../../support/memory-storage.ts';

const NEW_ID = 'gid://shopify/Cart/c1-0b9e?key=77aa';

const refuse = (name: string) => () => {
  throw new DOMException(`The operation is insecure (${name}).`, name);
};

/** A Storage whose reads and/or writes throw, as in privacy mode, a sandboxed iframe, or when full. */
function failingStorage({ reads = false, writes = false } = {}, entries: Record<string, string> = {}) {
  const storage = memoryStorage(entries);
  if (reads) storage.getItem = refuse('SecurityError');
  if (writes) {
    storage.setItem = refuse('QuotaExceededError');
    storage.removeItem = refuse('SecurityError');
  }
  return storage;
}

describe('cart id storage (spec 3.12, 4.10: the cart id is persisted locally)', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetLogMemory();
    localStorage.clear();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('keeps the id in localStorage under kiosk_cart_id by default, and forgets it on undefined', () => {
    const storage = createCartIdStorage();
    expect(storage.read()).toBeUndefined();
    storage.write(CART_ID);
    expect(localStorage.getItem(CART_ID_KEY)).toBe(CART_ID);
    expect(CART_ID_KEY).toBe('kiosk_cart_id');
    expect(createCartIdStorage().read()).toBe(CART_ID);
    storage.write(undefined);
    expect(localStorage.getItem(CART_ID_KEY)).toBeNull();
    expect(storage.read()).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads an id stored on an earlier visit', () => {
    const storage = createCartIdStorage(() => memoryStorage({ [CART_ID_KEY]: CART_ID }));
    expect(storage.read()).toBe(CART_ID);
  });

  it('when reading throws, falls back to the id kept in memory', () => {
    const storage = createCartIdStorage(() => failingStorage({ reads: true, writes: true }));
    expect(storage.read()).toBeUndefined();
    storage.write(CART_ID);
    expect(storage.read()).toBe(CART_ID);
    storage.write(undefined);
    expect(storage.read()).toBeUndefined();
  });

  it('when writing throws, warns once and keeps the id in memory', () => {
    const storage = createCartIdStorage(() => failingStorage({ reads: true, writes: true }));
    expect(() => storage.write(CART_ID)).not.toThrow();
    expect(() => storage.write(NEW_ID)).not.toThrow();
    expect(() => storage.write(undefined)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toBe(
      '[kiosk:platform] localStorage is not available; what widgets keep there lasts until the page is left',
    );
  });

  it('survives localStorage itself being off limits (accessing it throws)', () => {
    const storage = createCartIdStorage(refuse('SecurityError'));
    expect(storage.read()).toBeUndefined();
    expect(() => storage.write(CART_ID)).not.toThrow();
    expect(storage.read()).toBe(CART_ID);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('when only writing throws, an id written in this page still reads back', () => {
    const storage = createCartIdStorage(() => failingStorage({ writes: true }));
    storage.write(CART_ID);
    expect(storage.read()).toBe(CART_ID);
  });

  // Regression: after a failed write, the id this page wrote last wins over an older stored one.
  it('when writing fails, read returns the id written last, not an older stored one', () => {
    const storage = createCartIdStorage(() => failingStorage({ writes: true }, { [CART_ID_KEY]: CART_ID }));
    storage.write(NEW_ID);
    expect(storage.read()).toBe(NEW_ID);
  });
});
