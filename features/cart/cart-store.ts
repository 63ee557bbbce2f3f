import { createStore, type StoreApi } from 'zustand/vanilla';
import { logWarning } from '../../src/log.ts';
import { placeProblems, shortfalls } from './apply-problems.ts';
import { createCartIdStorage } from './cart-id-storage.ts';
import type { Cart, CartLineInput, CartProblem } from './cart-types.ts';
import {
  CartBuyerIdentityUpdate,
  CartCreate,
  CartDiscountCodesUpdate,
  CartLinesAdd,
  CartLinesUpdate,
  CartQuery,
} from './documents.ts';
import { linesCountForDiscountUpdate, linesCountForLineUpdate, linesCountForQuery } from './line-count.ts';
import { codeKey, codeVerdict } from './code-verdict.ts';
import { CART_EXPIRED, CART_GONE, CHECKOUT_UNAVAILABLE, NETWORK_FAILURE, SOLD_OUT } from './messages.ts';
import { createSerialQueue } from './serial-queue.ts';
import type { StorefrontFailure, StorefrontRun } from './storefront-client.ts';

/** spec 3.12 client cart state, plus what the drawer needs to show progress and problems. */
export interface CartState {
  cart?: Cart;
  /** The customer's email (spec 3.12: only its presence is used, for the login block). */
  email?: string;
  isCartOpen: boolean;
  /** The stored cart has been looked up (or there was none). */
  ready: boolean;
  /** Lines with a request in flight: spinner, select disabled (spec 4.10). */
  updating: Readonly<Record<string, true>>;
  /** Quantities the reader chose that the server has not confirmed yet; the select shows them. */
  chosen: Readonly<Record<string, number>>;
  lineMessages: Readonly<Record<string, string[]>>;
  discountMessages: readonly string[];
  /**
   * Why a code on the cart does not apply (code key → German reason), shown in that code's row in
   * place of 'Ungültig' and nowhere else: one message per problem (issue 17, defect 7).
   */
  codeMessages: Readonly<Record<string, string>>;
  /** A German message about the cart as a whole; `retry` offers to repeat the failed action. */
  notice?: { message: string; retry?: () => void };
  /**
   * The products with an add in flight (merchandise id → how many adds), so each add-to-cart button
   * is busy on its own: a click on a second product while the first is added still arrives.
   */
  adding: Readonly<Record<string, number>>;
  /** spec 4.10: the voucher button is disabled while its request is in flight. */
  discountPending: boolean;
  /** The last successful add, for analytics (add_to_cart). */
  lastAdd?: { lines: readonly CartLineInput[] };
  /** When the reader last went to checkout, for analytics (begin_checkout) and the stale-cart check. */
  checkoutStartedAt?: number;
}

export interface CartController {
  readonly store: StoreApi<CartState>;
  /** spec 4.10: fetches the stored cart; an unknown or expired one is reset with a warning. */
  start(): Promise<void>;
  /** Looks at the stored cart again (e.g. after a checkout in another tab); keeps it on a failure. */
  refresh(): Promise<void>;
  /** spec 4.10: creates the cart on the first add, reuses it afterwards; opens the drawer. */
  add(lines: CartLineInput[]): Promise<boolean>;
  /** Race-free: chosen values are batched, sent one request at a time, the newest value wins. */
  setQuantity(lineId: string, quantity: number): void;
  /** Sends `code` as typed (spec 5.5) with the codes that already apply; true when the cart now carries it. */
  applyDiscountCode(code: string): Promise<boolean>;
  removeDiscountCode(code: string): Promise<void>;
  identify(email: string | undefined): Promise<void>;
  /** Records that the reader left for checkout (the drawer navigates or calls the host). */
  checkoutStarted(): void;
  /** The shop sent no usable checkoutUrl for a cart with lines: the reader is told, not ignored. */
  checkoutUnavailable(): void;
  open(): void;
  close(): void;
}

export interface CartOptions {
  run: StorefrontRun;
  /** ISO country for `@inContext` (prices in the reader's market). */
  country?: string;
  /** How long to wait for more quantity choices before sending them. */
  quantityDelayMs?: number;
  storage?: ReturnType<typeof createCartIdStorage>;
}

/** What looking up the stored cart found: a failure keeps the stored id (spec 2.8, 4.10). */
type StoredLookup = 'none' | 'found' | 'gone' | { failure: StorefrontFailure };

type Outcome =
  | { ok: true; cart: Cart | null; warnings: CartProblem[]; userErrors: CartProblem[] }
  | { ok: false; error: StorefrontFailure };
type MutationPayload = {
  cart: Cart | null;
  userErrors: readonly CartProblem[];
  warnings: readonly CartProblem[];
} | null;

const INITIAL: CartState = {
  isCartOpen: false,
  ready: false,
  updating: {},
  chosen: {},
  lineMessages: {},
  discountMessages: [],
  codeMessages: {},
  adding: {},
  discountPending: false,
};

const without = <T>(record: Readonly<Record<string, T>>, keys: Iterable<string>): Record<string, T> => {
  const drop = new Set(keys);
  return Object.fromEntries(Object.entries(record).filter(([key]) => !drop.has(key)));
};

/** A cart id the storefront no longer knows (expired, completed, or from another shop). */
const cartIsGone = (outcome: Outcome) =>
  outcome.ok && !outcome.cart && outcome.userErrors.some((error) => error.field?.includes('cartId'));

export function createCartController({
  run,
  country,
  quantityDelayMs = 250,
  storage = createCartIdStorage(),
}: CartOptions): CartController {
  const store = createStore<CartState>(() => INITIAL);
  const { getState: get, setState: set } = store;
  const serial = createSerialQueue();
  const wanted = new Map<string, number>();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;

  const mutate = async (
    perform: () => Promise<
      { ok: true; data: Record<string, MutationPayload> } | { ok: false; error: StorefrontFailure }
    >,
  ): Promise<Outcome> => {
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

  /** Shows a failed request as a German notice, keeps the cart as it was, and offers a retry. */
  const failed = (error: StorefrontFailure, retry: () => void) => {
    logWarning('cart', `storefront request failed (${error.kind})`, error.message);
    set({ notice: { message: NETWORK_FAILURE, retry } });
  };

  /** Applies a cart the server returned, with every warning and error placed for the reader. */
  const accept = (
    outcome: Extract<Outcome, { ok: true }>,
    requested = new Map<string, number>(),
    requestedIds: string[] = [],
  ) => {
    const cart = outcome.cart ?? get().cart;
    const lines = cart?.lines.nodes ?? [];
    const placed = placeProblems(outcome.warnings, outcome.userErrors, lines, requestedIds);
    for (const problem of [...outcome.warnings, ...outcome.userErrors])
      logWarning('cart', `${problem.code ?? 'error'}: ${problem.message}`);
    const lineMessages: Record<string, string[]> = {
      ...without(get().lineMessages, requestedIds),
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
  };

  const createWith = (lines: CartLineInput[]) =>
    mutate(() =>
      run('mutation', CartCreate, {
        input: { lines, ...(get().email ? { buyerIdentity: { email: get().email } } : {}) },
        linesCount: Math.min(lines.length, 250) || 1,
      }),
    );

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
        updating: without(get().updating, ids),
        chosen: without(
          get().chosen,
          ids.filter((id) => !wanted.has(id)),
        ),
      });
      if (!outcome.ok)
        return failed(outcome.error, () =>
          lines.forEach((line) => controller.setQuantity(line.id, line.quantity)),
        );
      if (cartIsGone(outcome)) return resetGone();
      accept(outcome, new Map(lines.map((line) => [line.id, line.quantity])), ids);
      set({ isCartOpen: true });
    });

  const resetGone = () => {
    storage.write(undefined);
    set({ cart: undefined, chosen: {}, updating: {}, lineMessages: {}, notice: { message: CART_GONE } });
  };

  /** `entered`: the code the reader just typed, whose verdict goes to its row. */
  const updateDiscountCodes = (codes: string[], entered?: string) =>
    serial(async () => {
      const cart = get().cart;
      if (!cart) return;
      set({ discountPending: true });
      const outcome = await mutate(() =>
        run('mutation', CartDiscountCodesUpdate, {
          cartId: cart.id,
          discountCodes: codes,
          linesCount: linesCountForDiscountUpdate(cart),
        }),
      );
      set({ discountPending: false, discountMessages: [] });
      if (!outcome.ok) return failed(outcome.error, () => void updateDiscountCodes(codes, entered));
      if (cartIsGone(outcome)) return resetGone();
      const answered = outcome.cart ?? undefined;
      const verdict = entered ? codeVerdict(entered, answered, outcome.warnings) : undefined;
      // The code's row says it; the same problem is not repeated under the input (still logged).
      const isDiscount = (problem: CartProblem) => problem.code?.startsWith('DISCOUNT_') == true;
      for (const warning of verdict ? outcome.warnings.filter(isDiscount) : [])
        logWarning('cart', `${warning.code ?? 'warning'}: ${warning.message}`);
      accept(verdict ? { ...outcome, warnings: outcome.warnings.filter((w) => !isDiscount(w)) } : outcome);
      const kept = new Set((get().cart?.discountCodes ?? []).map((entry) => codeKey(entry.code)));
      const codeMessages = Object.fromEntries(
        Object.entries(get().codeMessages).filter(([key]) => kept.has(key)),
      );
      if (entered && verdict) codeMessages[codeKey(entered)] = verdict;
      set({ codeMessages, isCartOpen: true });
    });

  /**
   * Looks up the stored cart. At start-up a failed fetch resets the local state (spec 8) but keeps
   * the id, so the next add looks again instead of orphaning the reader's cart; a refresh (the reader
   * came back to the tab) leaves everything as it was. Only a cart the storefront says is gone
   * (unknown, expired, completed) is dropped.
   */
  const fetchStored = async (mode: 'start' | 'refresh'): Promise<StoredLookup> => {
    const id = storage.read();
    if (!id) {
      set({ ready: true });
      return 'none';
    }
    const result = await run('query', CartQuery, {
      cartId: id,
      country: country as never,
      linesCount: linesCountForQuery(get().cart),
    });
    if (!result.ok) {
      logWarning('cart', `the stored cart could not be fetched (${result.error.kind})`, result.error.message);
      if (mode == 'start') set({ ...INITIAL, cart: undefined, ready: true });
      return { failure: result.error };
    }
    if (!result.data.cart) {
      logWarning(
        'cart',
        'the stored cart is unknown, expired or completed; starting a new one on the next add',
      );
      storage.write(undefined);
      set({ ...INITIAL, cart: undefined, ready: true });
      return 'gone';
    }
    set({
      cart: result.data.cart,
      ready: true,
      email: get().email ?? result.data.cart.buyerIdentity.email ?? undefined,
    });
    return 'found';
  };

  const controller: CartController = {
    store,
    start: () => serial(async () => void (await fetchStored('start'))),
    refresh: () => serial(async () => void (await fetchStored('refresh'))),

    add(lines) {
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
            failed(lookup.failure, () => void controller.add(lines));
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
          failed(outcome.error, () => void controller.add(lines));
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
    },

    setQuantity(lineId, quantity) {
      // spec 5.5: nothing happens without a cart id.
      if (!get().cart?.id || !Number.isInteger(quantity) || quantity < 0) return;
      wanted.set(lineId, quantity);
      set({ chosen: { ...get().chosen, [lineId]: quantity } });
      clearTimeout(flushTimer);
      flushTimer = setTimeout(() => void flushQuantities(), quantityDelayMs);
    },

    applyDiscountCode(code) {
      const applicable = (get().cart?.discountCodes ?? [])
        .filter((entry) => entry.applicable)
        .map((entry) => entry.code);
      return updateDiscountCodes([...new Set([...applicable, code])], code).then(() =>
        (get().cart?.discountCodes ?? []).some((entry) => entry.code == code),
      );
    },

    removeDiscountCode(code) {
      const rest = (get().cart?.discountCodes ?? [])
        .map((entry) => entry.code)
        .filter((entry) => entry != code);
      return updateDiscountCodes(rest);
    },

    identify: (email) =>
      serial(async () => {
        set({ email });
        const cart = get().cart;
        if (!cart || !email || cart.buyerIdentity.email == email) return;
        const outcome = await mutate(() =>
          run('mutation', CartBuyerIdentityUpdate, {
            cartId: cart.id,
            buyerIdentity: { email },
            linesCount: linesCountForQuery(cart),
          }),
        );
        if (outcome.ok && !cartIsGone(outcome)) accept(outcome);
      }),

    checkoutStarted: () => set({ checkoutStartedAt: Date.now() }),
    checkoutUnavailable: () => set({ notice: { message: CHECKOUT_UNAVAILABLE } }),
    open: () => set({ isCartOpen: true }),
    close: () => set({ isCartOpen: false }),
  };
  return controller;
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
