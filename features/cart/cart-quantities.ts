import type { CartContext } from './cart-context.ts';
import { cartIsGone } from './cart-context.ts';
import { CartLinesUpdate } from './documents.ts';
import { linesCountForLineUpdate } from './line-count.ts';
import { withoutKeys } from './without-keys.ts';

/**
 * Race-free quantities (spec 4.10): chosen values are batched, sent one request at a time, and the
 * newest value wins. `delayMs`: how long to wait for more choices before sending them.
 */
export function cartQuantities(
  { get, set, run, serial, mutate, failed, accept, resetGone }: CartContext,
  delayMs: number,
) {
  const wanted = new Map<string, number>();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;

  const flushQuantities = () =>
    serial(async () => {
      const cart = get().cart;
      const batch = new Map(wanted);
      wanted.clear();
      if (!cart || batch.size == 0) return;
      const lines = cart.lines.nodes
        .filter((line) => batch.has(line.id))
        .map((line) => ({
          id: line.id,
          quantity: batch.get(line.id) ?? line.quantity,
          merchandiseId: line.merchandise.id,
          attributes: line.attributes.map(({ key, value }) => ({ key, value: value ?? '' })),
        }));
      const ids = lines.map((line) => line.id);
      set({ updating: { ...get().updating, ...Object.fromEntries(ids.map((id) => [id, true as const])) } });
      const outcome = await mutate(() =>
        run('mutation', CartLinesUpdate, {
          cartId: cart.id,
          lines,
          linesCount: linesCountForLineUpdate(cart),
        }),
      );
      // Choices made while this request was in flight stay chosen; they go out next.
      set({
        updating: withoutKeys(get().updating, ids),
        chosen: withoutKeys(
          get().chosen,
          ids.filter((id) => !wanted.has(id)),
        ),
      });
      if (!outcome.ok)
        return failed(outcome.error, () => lines.forEach((line) => setQuantity(line.id, line.quantity)));
      if (cartIsGone(outcome)) return resetGone();
      accept(outcome, new Map(lines.map((line) => [line.id, line.quantity])), ids);
      set({ isCartOpen: true });
    });

  const setQuantity = (lineId: string, quantity: number) => {
    // spec 5.5: nothing happens without a cart id.
    if (!get().cart?.id || !Number.isInteger(quantity) || quantity < 0) return;
    wanted.set(lineId, quantity);
    set({ chosen: { ...get().chosen, [lineId]: quantity } });
    clearTimeout(flushTimer);
    flushTimer = setTimeout(() => void flushQuantities(), delayMs);
  };

  return { setQuantity };
}
