import type { CartLine, CartProblem } from './cart-types.ts';
import { errorMessage, onlyAvailable, warningMessage } from './messages.ts';

/** Where each German message goes: a line, the voucher area, or the cart as a whole. */
export interface PlacedMessages {
  lines: Record<string, string[]>;
  discount: string[];
  cart: string[];
}

const push = (map: Record<string, string[]>, key: string, message: string) => {
  const list = (map[key] ??= []);
  if (!list.includes(message)) list.push(message);
};

/**
 * Places every storefront warning and user error near what it concerns (issue: nothing is dropped).
 * `requestedLineIds[i]` is the line of `lines[i]` in the request, so a user error on
 * `['lines', '2', 'quantity']` lands on that line.
 */
export function placeProblems(
  warnings: readonly CartProblem[],
  userErrors: readonly CartProblem[],
  lines: readonly CartLine[],
  requestedLineIds: readonly string[] = [],
): PlacedMessages {
  const placed: PlacedMessages = { lines: {}, discount: [], cart: [] };
  const lineById = new Map(lines.map((line) => [line.id, line]));

  for (const warning of warnings) {
    const code = warning.code ?? '';
    const line = warning.target ? lineById.get(warning.target) : undefined;
    if (code == 'MERCHANDISE_NOT_ENOUGH_STOCK' && line)
      push(placed.lines, line.id, onlyAvailable(line.quantity));
    else if (code.startsWith('DISCOUNT_')) placed.discount.push(warningMessage(code));
    else if (line) push(placed.lines, line.id, warningMessage(code));
    else placed.cart.push(warningMessage(code));
  }
  for (const error of userErrors) {
    const [first, index] = error.field ?? [];
    const lineId = first == 'lines' && index !== undefined ? requestedLineIds[Number(index)] : undefined;
    if (lineId && lineById.has(lineId)) push(placed.lines, lineId, errorMessage(error.code));
    else if (first == 'discountCodes' || error.code == 'MISSING_DISCOUNT_CODE')
      placed.discount.push(errorMessage(error.code));
    else placed.cart.push(errorMessage(error.code));
  }
  placed.discount = [...new Set(placed.discount)];
  placed.cart = [...new Set(placed.cart)];
  return placed;
}

/**
 * spec 5.5: when the server kept fewer than asked for, the line says 'Nur noch {quantity} verfügbar',
 * whether or not the storefront sent a warning for it.
 */
export function shortfalls(
  requested: ReadonlyMap<string, number>,
  lines: readonly CartLine[],
): Record<string, string[]> {
  const messages: Record<string, string[]> = {};
  for (const line of lines) {
    const wanted = requested.get(line.id);
    if (wanted !== undefined && line.quantity < wanted) messages[line.id] = [onlyAvailable(line.quantity)];
  }
  return messages;
}
