import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../features/cart/cart-types.ts';
import {
  linesCountForDiscountUpdate,
  linesCountForLineUpdate,
  linesCountForQuery,
  MAX_LINES_PER_REQUEST,
} from '../../../features/cart/line-count.ts';

const cartWith = (lines: number, totalQuantity: number) =>
  ({
    totalQuantity,
    lines: { nodes: Array.from({ length: lines }, (_, index) => ({ id: `l${index}` })) },
  }) as unknown as Cart;

describe('the three readings of linesCount (spec 7.11)', () => {
  it('query and adds: the line count + 1', () => {
    expect(linesCountForQuery(cartWith(3, 7))).toBe(4);
    expect(linesCountForQuery(cartWith(0, 0))).toBe(1);
  });
  it('start-up, when the count is unknown: the per-request maximum', () => {
    expect(linesCountForQuery(undefined)).toBe(MAX_LINES_PER_REQUEST);
  });
  it('updateCartLines: the number of lines, at least 1', () => {
    expect(linesCountForLineUpdate(cartWith(3, 7))).toBe(3);
    expect(linesCountForLineUpdate(cartWith(0, 0))).toBe(1);
  });
  it('updateDiscountCodes: the totalQuantity', () => {
    expect(linesCountForDiscountUpdate(cartWith(3, 7))).toBe(7);
  });
  it('never asks for more than a request may carry', () => {
    expect(linesCountForDiscountUpdate(cartWith(2, 900))).toBe(MAX_LINES_PER_REQUEST);
  });
});
