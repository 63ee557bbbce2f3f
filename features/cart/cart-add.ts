import type { CartContext } from './cart-context.ts';
import { cartIsGone } from './cart-context.ts';
import type { StoredLookup } from './cart-restore.ts';
import type { Cart, CartLineInput } from './cart-types.ts';
import { CartLinesAdd } from './documents.ts';
import { linesCountForQuery } from './line-count.ts';
import { CART_EXPIRED, SOLD_OUT } from './messages.ts';

/**
 * spec 4.10: creates the cart on the first add, reuses it afterwards; opens the drawer. `fetchStored`
 * looks the stored cart up again when the start-up lookup failed.
 */
export function cartAdd(
  { get, set, run, storage, serial, mutate, failed, accept, createWith }: CartContext,
  fetchStored: (mode: 'refresh') => Promise<StoredLookup>,
) {
  const add = (lines: CartLineInput[]): Promise<boolean> => {
    // Busy at once, not when the queue reaches this add: a second click meanwhile must not add twice.
    const ids = lines.map((line) => line.merchandiseId);
    set({ adding: countAdds(get().adding, ids, +1) });
    const done = () => set({ adding: countAdds(get().adding, ids, -1) });
    return serial(async () => {
      // A stored cart that could not be fetched at start-up is looked up again before a new one is made.
      // Only the storefront's `cart: null` may replace it (spec 2.8); any other failure keeps the
      // reader's cart: the add fails with the retry notice instead of creating a second cart.
      if (!get().cart && storage.read()) {
        const lookup = await fetchStored('refresh');
        if (typeof lookup == 'object') {
          done();
          set({ isCartOpen: true });
          failed(lookup.failure, () => void add(lines));
          return false;
        }
      }
      const before = get().cart;
      let outcome = before
        ? await mutate(() =>
            run('mutation', CartLinesAdd, {
              cartId: before.id,
              lines,
              linesCount: linesCountForQuery(before),
            }),
          )
        : await createWith(lines);
      let expired = false;
      if (before && cartIsGone(outcome)) {
        storage.write(undefined);
        set({ cart: undefined });
        outcome = await createWith(lines);
        expired = true;
      }
      done();
      if (!outcome.ok) {
        failed(outcome.error, () => void add(lines));
        set({ isCartOpen: true });
        return false;
      }
      const expected = expectedQuantities(expired ? undefined : before, outcome.cart, lines);
      // Problems name request lines by index (`lines.1`): keep one id per request line, '' if it made none.
      const requestedIds = lines.map(
        (input) =>
          outcome.cart?.lines.nodes.find((line) => line.merchandise.id == input.merchandiseId)?.id ?? '',
      );
      accept(outcome, expected, requestedIds);
      const addedAny = lines.some((input) =>
        outcome.cart?.lines.nodes.some((line) => line.merchandise.id == input.merchandiseId),
      );
      if (!addedAny && !get().notice) set({ notice: { message: SOLD_OUT } });
      if (expired) set({ notice: { message: CART_EXPIRED } });
      set({ isCartOpen: true, ...(addedAny ? { lastAdd: { lines } } : {}) });
      return addedAny;
    });
  };
  return { add };
}

/** `adding` with each of `ids` counted up or down; a product at zero is no longer adding. */
function countAdds(adding: Readonly<Record<string, number>>, ids: string[], step: 1 | -1) {
  const counts = new Map(Object.entries(adding));
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + step);
  return Object.fromEntries([...counts].filter(([, count]) => count > 0));
}

/**
 * After an add, each touched line should hold what it held before plus what was added. Lines are
 * matched by merchandise, as the storefront merges an add into an existing line of the same variant.
 */
function expectedQuantities(before: Cart | undefined, after: Cart | null, lines: CartLineInput[]) {
  const expected = new Map<string, number>();
  for (const input of lines) {
    const line = after?.lines.nodes.find((entry) => entry.merchandise.id == input.merchandiseId);
    if (!line) continue;
    const previous = before?.lines.nodes.find((entry) => entry.id == line.id)?.quantity ?? 0;
    expected.set(line.id, previous + input.quantity);
  }
  return expected;
}
