import { vi } from 'vitest';

/** The DOM's own cookie accessor, found before any spy replaces it. */
function cookieDescriptor(): PropertyDescriptor {
  for (let proto: object | null = document; proto; proto = Object.getPrototypeOf(proto) as object | null) {
    const found = Object.getOwnPropertyDescriptor(proto, 'cookie');
    if (found) return found;
  }
  throw new Error('no document.cookie');
}
const descriptor = cookieDescriptor();

/**
 * Every string the code under test writes to `document.cookie`, in order; the writes still reach the
 * DOM. The spy goes with `vi.restoreAllMocks()` (or the config's `restoreMocks`).
 */
export function recordCookieWrites(): string[] {
  const written: string[] = [];
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
    descriptor.set!.call(document, value);
  });
  return written;
}

/** Cookies as a sandboxed frame has them: reading throws a SecurityError. */
export function blockCookieReads(): void {
  vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
}
