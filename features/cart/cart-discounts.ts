import { logWarning } from '../../src/log.ts';
import type { CartContext } from './cart-context.ts';
import { cartIsGone } from './cart-context.ts';
import type { CartProblem } from './cart-types.ts';
import { codeKey, codeVerdict } from './code-verdict.ts';
import { CartDiscountCodesUpdate } from './documents.ts';
import { linesCountForDiscountUpdate } from './line-count.ts';
import { warningMessage } from './messages.ts';

/** Discount codes (spec 5.5): each code's verdict shows in its own row (issue 17, defect 7). */
export function cartDiscounts({ get, set, run, serial, mutate, failed, accept, resetGone }: CartContext) {
  /** `entered`: the code the reader just typed, whose verdict goes to its row. */
  const updateDiscountCodes = (codes: string[], entered?: string): Promise<void> =>
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
      const kept = new Set((answered ?? cart).discountCodes.map((entry) => codeKey(entry.code)));
      const codeMessages = Object.fromEntries(
        Object.entries(get().codeMessages).filter(([key]) => kept.has(key)),
      );
      if (entered && verdict) codeMessages[codeKey(entered)] = verdict;
      // A code's row says it; the same problem is not repeated under the input (still logged), also
      // when a later update (removing another code) reports the kept code's problem again.
      const inRows = new Set(Object.values(codeMessages));
      const isDiscount = (problem: CartProblem) => problem.code?.startsWith('DISCOUNT_') == true;
      const shownInRow = (problem: CartProblem) =>
        isDiscount(problem) && (verdict !== undefined || inRows.has(warningMessage(problem.code ?? '')));
      for (const warning of outcome.warnings.filter(shownInRow))
        logWarning('cart', `${warning.code ?? 'warning'}: ${warning.message}`);
      accept({ ...outcome, warnings: outcome.warnings.filter((warning) => !shownInRow(warning)) });
      set({ codeMessages, isCartOpen: true });
    });

  return {
    /** Sends `code` as typed (spec 5.5) with the codes that already apply; true when the cart now carries it. */
    applyDiscountCode(code: string): Promise<boolean> {
      const applicable = (get().cart?.discountCodes ?? [])
        .filter((entry) => entry.applicable)
        .map((entry) => entry.code);
      return updateDiscountCodes([...new Set([...applicable, code])], code).then(() =>
        (get().cart?.discountCodes ?? []).some((entry) => entry.code == code),
      );
    },
    removeDiscountCode(code: string): Promise<void> {
      const rest = (get().cart?.discountCodes ?? [])
        .map((entry) => entry.code)
        .filter((entry) => entry != code);
      return updateDiscountCodes(rest);
    },
  };
}
