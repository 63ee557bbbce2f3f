import type { Cart } from './cart-types.ts';

/**
 * spec 7.11 names three readings of `linesCount` (how many lines a returned cart carries); each is
 * kept where it belongs:
 * - the Cart query and adds: the current line count + 1, since an add makes at most one new line;
 * - updateCartLines: the number of cart lines, at least 1;
 * - updateDiscountCodes: the cart's totalQuantity (≥ the line count, so no line is cut off).
 * At start-up the count is unknown, so the query asks for the schema's per-request maximum.
 */
export const MAX_LINES_PER_REQUEST = 250;

const lineCount = (cart: Cart | undefined) => cart?.lines.nodes.length ?? 0;
const capped = (count: number) => Math.min(Math.max(count, 1), MAX_LINES_PER_REQUEST);

export const linesCountForQuery = (cart: Cart | undefined) =>
  cart ? capped(lineCount(cart) + 1) : MAX_LINES_PER_REQUEST;
export const linesCountForLineUpdate = (cart: Cart | undefined) => capped(lineCount(cart));
export const linesCountForDiscountUpdate = (cart: Cart | undefined) => capped(cart?.totalQuantity ?? 0);
