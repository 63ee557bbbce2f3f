import type { StoreApi } from 'zustand/vanilla';
import { logWarning } from '../../src/log.ts';
import { placeProblems, shortfalls } from './apply-problems.ts';
import type { createCartIdStorage } from './cart-id-storage.ts';
import type { CartState } from './cart-state.ts';
import type { Cart, CartLineInput, CartProblem } from './cart-types.ts';
import { CartCreate } from './documents.ts';
import { CART_GONE, NETWORK_FAILURE } from './messages.ts';
import type { createSerialQueue } from './serial-queue.ts';
import type { StorefrontFailure, StorefrontRun } from './storefront-client.ts';
import { withoutKeys } from './without-keys.ts';

export type Outcome =
  | { ok: true; cart: Cart | null; warnings: CartProblem[]; userErrors: CartProblem[] }
  | { ok: false; error: StorefrontFailure };

type MutationPayload = {
  cart: Cart | null;
  userErrors: readonly CartProblem[];
  warnings: readonly CartProblem[];
} | null;

type MutationResult =
  { ok: true; data: Record<string, MutationPayload> } | { ok: false; error: StorefrontFailure };

/** What every group of cart actions shares: the store, the one request queue and the answer handling. */
export interface CartContext {
  readonly store: StoreApi<CartState>;
  get(): CartState;
  set(changes: Partial<CartState>): void;
  readonly run: StorefrontRun;
  readonly country: string | undefined;
  readonly storage: ReturnType<typeof createCartIdStorage>;
  /** Every request goes through it, so answers apply in the order the requests were made. */
  readonly serial: ReturnType<typeof createSerialQueue>;
  /** Runs a mutation and takes its one payload apart. */
  mutate(perform: () => Promise<MutationResult>): Promise<Outcome>;
  /** Shows a failed request as a German notice, keeps the cart as it was, and offers a retry. */
  failed(error: StorefrontFailure, retry: () => void): void;
  /** Applies a cart the server returned, with every warning and error placed for the reader. */
  accept(
    outcome: Extract<Outcome, { ok: true }>,
    requested?: Map<string, number>,
    requestedIds?: string[],
  ): void;
  /** The storefront no longer knows the cart: it is dropped, and the reader told. */
  resetGone(): void;
  /** Creates a cart with `lines` (and the reader's email, if known). */
  createWith(lines: CartLineInput[]): Promise<Outcome>;
}

/** A cart id the storefront no longer knows (expired, completed, or from another shop). */
export const cartIsGone = (outcome: Outcome) =>
  outcome.ok && !outcome.cart && outcome.userErrors.some((error) => error.field?.includes('cartId'));

export function createCartContext(
  base: Pick<CartContext, 'store' | 'run' | 'country' | 'storage' | 'serial'>,
): CartContext {
  const { store, run, storage } = base;
  const get = store.getState;
  const set = (changes: Partial<CartState>) => store.setState(changes);

  const mutate: CartContext['mutate'] = async (perform) => {
    const result = await perform();
    if (!result.ok) return result;
    const payload = Object.values(result.data)[0];
    return {
      ok: true,
      cart: payload?.cart ?? null,
      warnings: [...(payload?.warnings ?? [])],
      userErrors: [...(payload?.userErrors ?? [])],
    };
  };

  return {
    ...base,
    get,
    set,
    mutate,
    failed(error, retry) {
      logWarning('cart', `storefront request failed (${error.kind})`, error.message);
      set({ notice: { message: NETWORK_FAILURE, retry } });
    },
    accept(outcome, requested = new Map<string, number>(), requestedIds = []) {
      const cart = outcome.cart ?? get().cart;
      const lines = cart?.lines.nodes ?? [];
      const placed = placeProblems(outcome.warnings, outcome.userErrors, lines, requestedIds);
      for (const problem of [...outcome.warnings, ...outcome.userErrors])
        logWarning('cart', `${problem.code ?? 'error'}: ${problem.message}`);
      const lineMessages: Record<string, string[]> = {
        ...withoutKeys(get().lineMessages, requestedIds),
        ...shortfalls(requested, lines),
      };
      for (const [lineId, messages] of Object.entries(placed.lines))
        lineMessages[lineId] = [...new Set([...(lineMessages[lineId] ?? []), ...messages])];
      if (outcome.cart) storage.write(outcome.cart.id);
      set({
        cart,
        email: get().email ?? cart?.buyerIdentity.email ?? undefined,
        lineMessages,
        notice: placed.cart.length ? { message: placed.cart.join(' ') } : undefined,
        ...(placed.discount.length ? { discountMessages: placed.discount } : {}),
      });
    },
    resetGone() {
      storage.write(undefined);
      set({ cart: undefined, chosen: {}, updating: {}, lineMessages: {}, notice: { message: CART_GONE } });
    },
    createWith: (lines) =>
      mutate(() =>
        run('mutation', CartCreate, {
          input: { lines, ...(get().email ? { buyerIdentity: { email: get().email } } : {}) },
          linesCount: Math.min(lines.length, 250) || 1,
        }),
      ),
  };
}
