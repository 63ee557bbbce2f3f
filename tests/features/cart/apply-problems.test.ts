// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { placeProblems, shortfalls } from '../../../features/cart/apply-problems.ts';
import { createCartIdStorage } from '../../../features/cart/cart-id-storage.ts';
import { createCartController } from '../../../features/cart/cart-controller.ts';
import type { CartLine, CartProblem } from '../../../features/cart/cart-types.ts';
import {
  ERROR_MESSAGES,
  FALLBACK_ERROR,
  FALLBACK_WARNING,
  WARNING_MESSAGES,
  errorMessage,
  onlyAvailable,
  warningMessage,
} from '../../../features/cart/messages.ts';
import { createStorefrontClient } from '../../../features/cart/storefront-client.ts';
import { formatCartId } from '../../../demo-host/api/storefront/cart-ids.ts';
import { SEED_VARIANT_IDS } from '../../../demo-host/api/storefront/seed.ts';
import { resetLogMemory } from '../../../src/log.ts';
import { CART_ID, cartLine } from '../../support/cart-fixture.ts';
import { memoryStorage, routeFetchToDemoHost } from '../../support/demo-backend.ts';

/** The enum values of the Storefront 2026-04 schema the client is built against. */
const schemaFile = createRequire(import.meta.url).resolve('@shopify/hydrogen-react/storefront.schema.json');
const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as {
  __schema?: { types: Array<{ name: string; enumValues?: Array<{ name: string }> }> };
  data?: { __schema: { types: Array<{ name: string; enumValues?: Array<{ name: string }> }> } };
};
const enumValues = (name: string) =>
  (schema.__schema ?? schema.data!.__schema).types
    .find((type) => type.name == name)!
    .enumValues!.map((value) => value.name);
const ERROR_CODES = enumValues('CartErrorCode');
const WARNING_CODES = enumValues('CartWarningCode');

/** A crude but telling check: the message reads as German, not as Shopify's English. */
const looksGerman = (message: string) =>
  /\b(Sie|Ihr|Ihre|Ihren|Ihrem|Dieser|Diese|Diesen|Der|Die|Das|ist|nicht|kann|können|gibt|leider|Bitte|noch|verfügbar)\b/.test(
    message,
  ) && !/\b(the|is|not|cart|discount|please|code)\b/i.test(message);

const line1 = cartLine({ n: 1, quantity: 3 });
const line2 = cartLine({ n: 2, quantity: 1 });
const line3 = cartLine({ n: 3, quantity: 5 });
const lines = [line1, line2, line3];

const warning = (code: string, target?: string): CartProblem => ({
  code,
  message: `Shopify says ${code.toLowerCase()}`,
  ...(target ? { target } : {}),
});
const userError = (code: string | null, field: string[] | null): CartProblem => ({
  code,
  field,
  message: `Shopify says ${String(code).toLowerCase()}`,
});

describe('placeProblems: every storefront problem lands near what it concerns, in German', () => {
  it("puts a stock warning on its line as 'Nur noch N verfügbar', N being what the line now holds", () => {
    const placed = placeProblems([warning('MERCHANDISE_NOT_ENOUGH_STOCK', line1.id)], [], lines);
    expect(placed).toEqual({ lines: { [line1.id]: ['Nur noch 3 verfügbar'] }, discount: [], cart: [] });
  });

  it('puts DISCOUNT_* warnings in the voucher area, once each', () => {
    const placed = placeProblems(
      [
        warning('DISCOUNT_NOT_FOUND', CART_ID),
        warning('DISCOUNT_USAGE_LIMIT_REACHED'),
        warning('DISCOUNT_NOT_FOUND', CART_ID),
      ],
      [],
      lines,
    );
    expect(placed).toEqual({
      lines: {},
      discount: [WARNING_MESSAGES.DISCOUNT_NOT_FOUND, WARNING_MESSAGES.DISCOUNT_USAGE_LIMIT_REACHED],
      cart: [],
    });
  });

  it('puts other warnings on their line, or on the cart when they name none of its lines', () => {
    const placed = placeProblems(
      [
        warning('MERCHANDISE_OUT_OF_STOCK', line2.id),
        warning('PAYMENTS_GIFT_CARDS_UNAVAILABLE', CART_ID),
        warning('MERCHANDISE_NOT_ENOUGH_STOCK', 'gid://shopify/CartLine/removed'),
      ],
      [],
      lines,
    );
    expect(placed.lines).toEqual({ [line2.id]: [WARNING_MESSAGES.MERCHANDISE_OUT_OF_STOCK] });
    expect(placed.cart).toEqual([WARNING_MESSAGES.PAYMENTS_GIFT_CARDS_UNAVAILABLE, FALLBACK_WARNING]);
  });

  it("puts a user error on ['lines', '1', 'quantity'] on the second line of the request", () => {
    // The request listed line3 then line1: index 1 is line1, whatever the cart's order.
    const placed = placeProblems([], [userError('MAXIMUM_EXCEEDED', ['lines', '1', 'quantity'])], lines, [
      line3.id,
      line1.id,
    ]);
    expect(placed).toEqual({
      lines: { [line1.id]: [ERROR_MESSAGES.MAXIMUM_EXCEEDED] },
      discount: [],
      cart: [],
    });
  });

  it('puts a line error whose line is unknown on the cart', () => {
    const placed = placeProblems(
      [],
      [
        userError('INVALID_MERCHANDISE_LINE', ['lines', '4', 'id']),
        userError('INVALID_MERCHANDISE_LINE', ['lines', '0', 'id']),
      ],
      lines,
      [line1.id.replace('/1?', '/99?')],
    );
    expect(placed.lines).toEqual({});
    expect(placed.cart).toEqual([ERROR_MESSAGES.INVALID_MERCHANDISE_LINE]);
  });

  it('puts discount-code errors in the voucher area, the rest on the cart', () => {
    const placed = placeProblems(
      [],
      [
        userError('INVALID', ['discountCodes', '0']),
        userError('MISSING_DISCOUNT_CODE', null),
        userError('CART_TOO_LARGE', ['input', 'lines']),
        userError('SERVICE_UNAVAILABLE', null),
        userError(null, null),
      ],
      lines,
    );
    expect(placed.lines).toEqual({});
    expect(placed.discount).toEqual([ERROR_MESSAGES.INVALID, ERROR_MESSAGES.MISSING_DISCOUNT_CODE]);
    expect(placed.cart).toEqual([
      ERROR_MESSAGES.CART_TOO_LARGE,
      ERROR_MESSAGES.SERVICE_UNAVAILABLE,
      FALLBACK_ERROR,
    ]);
  });

  it("drops nothing, and never passes on Shopify's English", () => {
    const warnings = WARNING_CODES.map((code, index) => warning(code, lines[index % 3]!.id));
    const errors = ERROR_CODES.map((code) => userError(code, null));
    const placed = placeProblems(warnings, errors, lines);
    const all = [...Object.values(placed.lines).flat(), ...placed.discount, ...placed.cart];
    expect(Object.keys(placed.lines)).toHaveLength(3);
    expect(placed.discount.length).toBeGreaterThan(0);
    expect(placed.cart.length).toBeGreaterThan(0);
    for (const problem of [...warnings, ...errors]) expect(all).not.toContain(problem.message);
    expect(all.filter((message) => !looksGerman(message))).toEqual([]);
  });
});

describe('messages: every CartErrorCode and CartWarningCode reads German', () => {
  it('the tables name only codes the schema has (a typo would never match)', () => {
    expect(Object.keys(WARNING_MESSAGES).filter((code) => !WARNING_CODES.includes(code))).toEqual([]);
    expect(Object.keys(ERROR_MESSAGES).filter((code) => !ERROR_CODES.includes(code))).toEqual([]);
  });

  it('every warning code has its own message, except the stock warning, which names the quantity', () => {
    expect(WARNING_CODES.filter((code) => !(code in WARNING_MESSAGES))).toEqual([
      'MERCHANDISE_NOT_ENOUGH_STOCK',
    ]);
  });

  it.each(WARNING_CODES)('warning %s → German', (code) => {
    const message = warningMessage(code);
    expect(looksGerman(message), message).toBe(true);
  });

  it.each(ERROR_CODES)('error %s → German', (code) => {
    const message = errorMessage(code);
    expect(looksGerman(message), message).toBe(true);
  });

  it('each message in the tables is German', () => {
    for (const message of [...Object.values(WARNING_MESSAGES), ...Object.values(ERROR_MESSAGES)])
      expect(looksGerman(message), message).toBe(true);
  });

  it('an unknown or missing code gets the German fallback', () => {
    expect(warningMessage('SOMETHING_NEW')).toBe(FALLBACK_WARNING);
    expect(errorMessage('SOMETHING_NEW')).toBe(FALLBACK_ERROR);
    expect(errorMessage(null)).toBe(FALLBACK_ERROR);
    expect(errorMessage(undefined)).toBe(FALLBACK_ERROR);
  });

  it("'Nur noch {quantity} verfügbar' (spec 5.5)", () => {
    expect(onlyAvailable(2)).toBe('Nur noch 2 verfügbar');
  });
});

describe('shortfalls (spec 5.5)', () => {
  it("marks each line the server kept fewer of than requested with 'Nur noch N verfügbar'", () => {
    const requested = new Map([
      [line1.id, 7],
      [line2.id, 1],
      [line3.id, 4],
    ]);
    expect(shortfalls(requested, lines)).toEqual({ [line1.id]: ['Nur noch 3 verfügbar'] });
  });

  it('ignores lines that were not part of the request', () => {
    expect(shortfalls(new Map([[line2.id, 1]]), lines)).toEqual({});
    expect(shortfalls(new Map(), lines)).toEqual({});
  });
});

describe('the store places problems on the lines of the request', () => {
  beforeEach(() => {
    resetLogMemory();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('a quantity update: the error on lines.N lands on the N-th line sent', async () => {
    // The emulator's limited variant takes at most 5 per line: 9 is MAXIMUM_EXCEEDED.
    const shop = routeFetchToDemoHost();
    const stored = shop.carts.create(
      {
        lines: [
          { merchandiseId: SEED_VARIANT_IDS.inStock, quantity: 3 },
          { merchandiseId: SEED_VARIANT_IDS.limited, quantity: 1 },
        ],
      },
      undefined,
    ).cart!;
    const controller = createCartController({
      run: createStorefrontClient(shop.storefront),
      quantityDelayMs: 1,
      storage: createCartIdStorage(() => memoryStorage({ kiosk_cart_id: formatCartId(stored) })),
    });
    await controller.start();
    const [line1, line2] = controller.store.getState().cart!.lines.nodes as [CartLine, CartLine];
    controller.setQuantity(line2.id, 9);
    await vi.waitFor(() => expect(controller.store.getState().lineMessages[line2.id]).toBeDefined());
    // spec 5.5 adds 'Nur noch 1 verfügbar' too: the server kept fewer than asked for.
    expect(controller.store.getState().lineMessages[line2.id]).toContain(ERROR_MESSAGES.MAXIMUM_EXCEEDED);
    expect(controller.store.getState().lineMessages[line1.id]).toBeUndefined();
  });

  // Regression: problems name request lines by index, so an article the add did not take must not
  // shift a problem onto the next line.
  it('an add: an error on lines.0 does not land on the line of lines.1', async () => {
    // The emulator's subscription needs a selling plan: VARIANT_REQUIRES_SELLING_PLAN on lines.0.
    const shop = routeFetchToDemoHost();
    const stored = shop.carts.create({ lines: [{ merchandiseId: SEED_VARIANT_IDS.sized }] }, undefined).cart!;
    const controller = createCartController({
      run: createStorefrontClient(shop.storefront),
      storage: createCartIdStorage(() => memoryStorage({ kiosk_cart_id: formatCartId(stored) })),
    });
    await controller.start();
    const mug = controller.store.getState().cart!.lines.nodes[0]!;
    await controller.add([
      { merchandiseId: SEED_VARIANT_IDS.subscription, quantity: 1 },
      { merchandiseId: mug.merchandise.id, quantity: 1 },
    ]);
    expect(controller.store.getState().lineMessages[mug.id] ?? []).not.toContain(
      ERROR_MESSAGES.VARIANT_REQUIRES_SELLING_PLAN,
    );
  });
});
