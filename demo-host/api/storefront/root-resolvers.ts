import type {
  MutationCartBuyerIdentityUpdateArgs,
  MutationCartCreateArgs,
  MutationCartDiscountCodesUpdateArgs,
  MutationCartLinesAddArgs,
  MutationCartLinesRemoveArgs,
  MutationCartLinesUpdateArgs,
  QueryRootCartArgs,
} from '@shopify/hydrogen-react/storefront-api-types';
import { GraphQLError } from 'graphql';
import type { CartOutcome } from './cart-records.ts';
import type { CartStore } from './cart-store.ts';
import { viewCart } from './cart-view.ts';
import { productQueries } from './product-queries.ts';
import type { InContext } from './in-context.ts';

export interface StorefrontContext extends InContext {
  /** The absolute URL of the shop, for the links a cart carries (see shop-urls.ts). */
  shop: string;
}

/** The schema's "The input must not contain more than `250` values" on every list argument. */
const MAX_INPUT_SIZE = 250;

/**
 * The root value for graphql's `execute`: query `cart` and the cart mutations a cart client sends
 * (spec 7.11), and the product lookups of product-queries.ts. Every other root field is reported as not emulated (field-resolver.ts).
 */
export function createRootValue(store: CartStore) {
  const payload = (outcome: CartOutcome, { shop }: StorefrontContext) => ({
    cart: outcome.cart && viewCart(outcome.cart, store, shop),
    userErrors: outcome.userErrors,
    warnings: outcome.warnings,
  });
  return {
    ...productQueries(store),
    cart: ({ id }: QueryRootCartArgs, { shop }: StorefrontContext) => {
      const cart = store.find(id);
      return cart ? viewCart(cart, store, shop) : null;
    },
    cartCreate: ({ input }: MutationCartCreateArgs, context: StorefrontContext) => {
      checkInputSize(input?.lines, 'input.lines');
      checkInputSize(input?.discountCodes, 'input.discountCodes');
      return payload(store.create(input ?? {}, context.country), context);
    },
    cartLinesAdd: ({ cartId, lines }: MutationCartLinesAddArgs, context: StorefrontContext) =>
      payload(store.addLines(cartId, checkInputSize(lines, 'lines')), context),
    cartLinesUpdate: ({ cartId, lines }: MutationCartLinesUpdateArgs, context: StorefrontContext) =>
      payload(store.updateLines(cartId, checkInputSize(lines, 'lines')), context),
    cartLinesRemove: ({ cartId, lineIds }: MutationCartLinesRemoveArgs, context: StorefrontContext) =>
      payload(store.removeLines(cartId, checkInputSize(lineIds, 'lineIds')), context),
    cartBuyerIdentityUpdate: (
      { cartId, buyerIdentity }: MutationCartBuyerIdentityUpdateArgs,
      context: StorefrontContext,
    ) => payload(store.updateBuyerIdentity(cartId, buyerIdentity), context),
    cartDiscountCodesUpdate: (
      { cartId, discountCodes }: MutationCartDiscountCodesUpdateArgs,
      context: StorefrontContext,
    ) => payload(store.updateDiscountCodes(cartId, checkInputSize(discountCodes, 'discountCodes')), context),
  };
}

/** Shopify rejects an oversized list before the mutation runs: a top-level error, not a userError. */
function checkInputSize<List extends readonly unknown[] | null | undefined>(
  values: List,
  argument: string,
): List {
  if (values && values.length > MAX_INPUT_SIZE)
    throw new GraphQLError(
      `The input array size of ${values.length} is greater than the maximum allowed of ${MAX_INPUT_SIZE}.`,
      { extensions: { code: 'MAX_INPUT_SIZE_EXCEEDED', argument } },
    );
  return values;
}
