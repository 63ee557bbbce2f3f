import { logMissing } from '../../src/log.ts';

/** spec 3.12, 4.10: the cart id is persisted locally, under this key. */
export const CART_ID_KEY = 'kiosk_cart_id';

/**
 * localStorage for the cart id that never throws: when storage is blocked (privacy mode, a sandboxed
 * partner iframe) or full, the id lives in memory for this page, and the cart works until a reload.
 */
export function createCartIdStorage(storage: () => Storage = () => localStorage) {
  // What this page wrote last wins over storage, which may still hold an older id after a failed write.
  let written: { id: string | undefined } | undefined;
  return {
    read(): string | undefined {
      if (written) return written.id;
      try {
        return storage().getItem(CART_ID_KEY) ?? undefined;
      } catch {
        return undefined;
      }
    },
    write(id: string | undefined) {
      written = { id };
      try {
        if (id) storage().setItem(CART_ID_KEY, id);
        else storage().removeItem(CART_ID_KEY);
      } catch (error) {
        logMissing('storage', error);
      }
    },
  };
}
