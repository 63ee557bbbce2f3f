import type { Cart, CartProblem } from './cart-types.ts';
import { notCombinable, warningMessage } from './messages.ts';

/** Codes are case-insensitive (Storefront API, `cartDiscountCodesUpdate`): one spelling for display and keys. */
export const codeKey = (code: string) => code.trim().toUpperCase();

/**
 * Why the code the reader just entered does not apply, in German, or undefined when it applies or no
 * reason is known. One message per problem, the most specific one (issue 17, defect 7): a code that
 * cannot be combined names the code it clashes with, instead of the generic 'not honoured'.
 */
export function codeVerdict(
  code: string,
  cart: Cart | undefined,
  warnings: readonly CartProblem[],
): string | undefined {
  const codes = cart?.discountCodes ?? [];
  const entry = codes.find((candidate) => codeKey(candidate.code) == codeKey(code));
  if (!entry || entry.applicable) return undefined;
  const reasons = warnings
    .map((warning) => warning.code ?? '')
    .filter((reason) => reason.startsWith('DISCOUNT_'));
  const other = codes.find((candidate) => candidate.applicable && codeKey(candidate.code) != codeKey(code));
  if (reasons.includes('DISCOUNT_CODE_NOT_HONOURED') && other) return notCombinable(codeKey(other.code));
  return reasons[0] ? warningMessage(reasons[0]) : undefined;
}
