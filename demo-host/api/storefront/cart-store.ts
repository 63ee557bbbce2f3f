import type {
  AttributeInput,
  CartBuyerIdentityInput,
  CartDeliveryInput,
  CartInput,
  CartLineInput,
  CartLineUpdateInput,
  CountryCode,
} from '@shopify/hydrogen-react/storefront-api-types';
import {
  cartNotFound,
  cartTooLarge,
  discountNotCombinable,
  discountNotFound,
  discountUsedUp,
  invalidEmail,
  lineNotFound,
  maximumExceeded,
  merchandiseNotFound,
  negativeQuantity,
  noCompanyLocations,
  notEnoughStock,
  outOfStock,
  quantityBelowOne,
  requiresSellingPlan,
  unknownCustomerAccessToken,
} from './cart-errors.ts';
import { formatCartId, newCartIdParts, newCartLineId, parseCartId, type CartIdParts } from './cart-ids.ts';
import { priceCart, type CartPrice } from './cart-pricing.ts';
import type {
  Attribute,
  CartLineRecord,
  CartOutcome,
  CartRecord,
  CartUserErrorRecord,
  CartWarningRecord,
  OrderRecord,
  SelectableAddress,
} from './cart-records.ts';
import type { Clock } from '../clock.ts';
import type { Catalogue } from './catalogue.ts';
import type { CustomerAccounts } from './customer-accounts.ts';
import { isEmailAddress } from './email-address.ts';

/** The older cart guide's cap on line items; above it Shopify answers CART_TOO_LARGE. */
export const MAX_CART_LINES = 500;
const FIRST_ORDER_NUMBER = 1001;
/**
 * The demo shop's one market. A cart created without `@inContext(country:)` (the Kiosk client sends
 * none on cartCreate, spec 7.11) is in the shop's primary market, and its buyer identity says so.
 */
const PRIMARY_MARKET_COUNTRY: CountryCode = 'DE';

/**
 * The carts of one storefront instance and the orders their checkouts became. Mutations check all of
 * their input before changing anything, as Shopify does: a request with a userError leaves the cart
 * as it was. Stock shortfalls are not errors but warnings, and the quantity is cut to what is left.
 * Messages are German, as a German shop answers under `@inContext(language: DE)`.
 */
export class CartStore {
  readonly #carts = new Map<string, CartRecord>();
  readonly #orders = new Map<string, OrderRecord>();

  constructor(
    readonly catalogue: Catalogue,
    readonly customers: CustomerAccounts,
    readonly now: Clock,
  ) {}

  /** The open cart with this id, or undefined when it is unknown, expired, completed or the key is wrong. */
  find(cartId: string): CartRecord | undefined {
    const parts = parseCartId(cartId);
    return parts && this.#findByToken(parts);
  }

  create(input: CartInput, inContextCountry: CountryCode | undefined): CartOutcome {
    const lines = input.lines ?? [];
    const userErrors = [
      ...this.#checkNewLines(lines, ['input', 'lines']),
      ...this.#checkBuyerIdentity(input.buyerIdentity ?? {}, ['input', 'buyerIdentity']),
    ];
    if (userErrors.length) return { cart: null, userErrors, warnings: [] };
    const now = this.now();
    const parts = newCartIdParts();
    const cart: CartRecord = {
      ...parts,
      createdAt: now,
      updatedAt: now,
      lines: [],
      discountCodes: [],
      // Shopify makes the country of @inContext the cart's country; buyerIdentity.countryCode may override it.
      buyerIdentity: {
        countryCode: inContextCountry ?? PRIMARY_MARKET_COUNTRY,
        email: null,
        phone: null,
        customer: null,
      },
      deliveryAddresses: selectableAddresses(parts.token, input.delivery),
      attributes: (input.attributes ?? []).map(copyAttribute),
      note: input.note ?? null,
    };
    this.#applyBuyerIdentity(cart, input.buyerIdentity ?? {});
    // At most 250 input lines (root-resolvers.ts), so a new cart cannot exceed MAX_CART_LINES.
    const { lines: added, warnings } = this.#addLines(cart.token, [], lines);
    cart.lines = added;
    warnings.push(...this.#setDiscountCodes(cart, input.discountCodes ?? []));
    this.#carts.set(cart.token, cart);
    return { cart, userErrors: [], warnings };
  }

  addLines(cartId: string, lines: readonly CartLineInput[]): CartOutcome {
    const cart = this.find(cartId);
    if (!cart) return cartNotFound();
    const userErrors = this.#checkNewLines(lines, ['lines']);
    if (userErrors.length) return { cart, userErrors, warnings: [] };
    const { lines: next, warnings } = this.#addLines(cart.token, cart.lines, lines);
    if (next.length > MAX_CART_LINES)
      return { cart, userErrors: [cartTooLarge(MAX_CART_LINES)], warnings: [] };
    return this.#commit(cart, next, warnings);
  }

  updateLines(cartId: string, updates: readonly CartLineUpdateInput[]): CartOutcome {
    const cart = this.find(cartId);
    if (!cart) return cartNotFound();
    const userErrors = updates.flatMap((update, index) => {
      const field = ['lines', String(index)];
      const errors: CartUserErrorRecord[] = [];
      if (!cart.lines.some((line) => line.id == update.id))
        errors.push(lineNotFound([...field, 'id'], update.id));
      if (update.merchandiseId != null && !this.catalogue.find(update.merchandiseId))
        errors.push(merchandiseNotFound([...field, 'merchandiseId'], update.merchandiseId));
      if (update.quantity != null && update.quantity < 0)
        errors.push(negativeQuantity([...field, 'quantity']));
      const variantId = update.merchandiseId ?? cart.lines.find((line) => line.id == update.id)?.variantId;
      const tooMany = variantId && update.quantity != null && this.#aboveMaximum(variantId, update.quantity);
      if (tooMany) errors.push(tooMany([...field, 'quantity']));
      return errors;
    });
    if (userErrors.length) return { cart, userErrors, warnings: [] };

    const next = cart.lines.map((line) => ({ ...line }));
    const warnings: CartWarningRecord[] = [];
    for (const update of updates) {
      const line = next.find((candidate) => candidate.id == update.id);
      if (!line) continue;
      if (update.quantity === 0) {
        next.splice(next.indexOf(line), 1);
        continue;
      }
      if (update.merchandiseId != null) line.variantId = update.merchandiseId;
      // cartLinesUpdate: omitted or null attributes keep the line's own, [] clears them.
      if (update.attributes != null) line.attributes = update.attributes.map(copyAttribute);
      const wanted = update.quantity ?? line.quantity;
      const warning = this.#capToStock(next, line, wanted);
      if (warning) warnings.push(warning);
      if (line.quantity == 0) next.splice(next.indexOf(line), 1);
    }
    return this.#commit(cart, next, warnings);
  }

  removeLines(cartId: string, lineIds: readonly string[]): CartOutcome {
    const cart = this.find(cartId);
    if (!cart) return cartNotFound();
    const userErrors = lineIds.flatMap((lineId, index) =>
      cart.lines.some((line) => line.id == lineId) ? [] : [lineNotFound(['lineIds', String(index)], lineId)],
    );
    if (userErrors.length) return { cart, userErrors, warnings: [] };
    const next = cart.lines.filter((line) => !lineIds.includes(line.id));
    return this.#commit(cart, next, []);
  }

  updateBuyerIdentity(cartId: string, input: CartBuyerIdentityInput): CartOutcome {
    const cart = this.find(cartId);
    if (!cart) return cartNotFound();
    const userErrors = this.#checkBuyerIdentity(input, ['buyerIdentity']);
    if (userErrors.length) return { cart, userErrors, warnings: [] };
    this.#applyBuyerIdentity(cart, input);
    return this.#commit(cart, cart.lines, []);
  }

  updateDiscountCodes(cartId: string, codes: readonly string[]): CartOutcome {
    const cart = this.find(cartId);
    if (!cart) return cartNotFound();
    const warnings = this.#setDiscountCodes(cart, codes);
    return this.#commit(cart, cart.lines, warnings);
  }

  /** The cart's costs and discounts at today's prices. */
  price(cart: CartRecord): CartPrice {
    const lines = cart.lines.map((line) => ({
      id: line.id,
      unitCents: this.catalogue.find(line.variantId)?.variant.priceCents ?? 0,
      quantity: line.quantity,
    }));
    return priceCart(lines, cart.discountCodes);
  }

  /**
   * Forgets a cart as if Shopify had expired it; `cart(id)` answers null from now on. Tests use it,
   * since an expiry after days of inactivity cannot be waited for.
   */
  expire(cartId: string): boolean {
    const cart = this.find(cartId);
    return cart ? this.#carts.delete(cart.token) : false;
  }

  /**
   * Turns the cart into an order, takes its units from stock and deletes the cart, as Shopify deletes a
   * cart once its checkout completes. Undefined when the cart is not open, the key is wrong or there is
   * nothing in it to order.
   */
  complete(parts: CartIdParts): OrderRecord | undefined {
    const cart = this.#findByToken(parts);
    if (!cart || cart.lines.length == 0) return undefined;
    const price = this.price(cart);
    const orderNumber = FIRST_ORDER_NUMBER + this.#orders.size;
    const order: OrderRecord = {
      id: `gid://shopify/Order/${5600000000000 + orderNumber}`,
      name: `#${orderNumber}`,
      orderNumber,
      cartToken: cart.token,
      processedAt: this.now(),
      email: cart.buyerIdentity.email ?? cart.buyerIdentity.customer?.email ?? null,
      lines: cart.lines.flatMap((line) => {
        const entry = this.catalogue.find(line.variantId);
        const priced = price.lines.get(line.id);
        if (!entry || !priced) return [];
        return [
          {
            variantId: line.variantId,
            title: entry.product.title,
            variantTitle: entry.variant.title,
            sku: entry.variant.sku,
            quantity: line.quantity,
            originalTotalCents: priced.subtotalCents,
            discountedTotalCents: priced.totalCents,
          },
        ];
      }),
      discountCodes: price.applied ? [price.applied.code] : [],
      subtotalCents: price.subtotalCents,
      totalCents: price.totalCents,
    };
    for (const line of cart.lines) this.catalogue.take(line.variantId, line.quantity);
    this.#carts.delete(cart.token);
    this.#orders.set(cart.token, order);
    return order;
  }

  /** The order a completed checkout made from the cart with this token (spec 5.5 finished-cart lookup). */
  findOrder(cartToken: string): OrderRecord | undefined {
    return this.#orders.get(cartToken);
  }

  #findByToken({ token, key }: CartIdParts): CartRecord | undefined {
    const cart = this.#carts.get(token);
    return cart?.key === key ? cart : undefined;
  }

  #commit(cart: CartRecord, lines: CartLineRecord[], warnings: CartWarningRecord[]): CartOutcome {
    cart.lines = lines;
    cart.updatedAt = this.now();
    return { cart, userErrors: [], warnings };
  }

  #checkNewLines(lines: readonly CartLineInput[], path: string[]): CartUserErrorRecord[] {
    return lines.flatMap((line, index) => {
      const field = [...path, String(index)];
      const errors: CartUserErrorRecord[] = [];
      const entry = this.catalogue.find(line.merchandiseId);
      if (!entry) errors.push(merchandiseNotFound([...field, 'merchandiseId'], line.merchandiseId));
      else if (entry.product.requiresSellingPlan && line.sellingPlanId == null)
        errors.push(requiresSellingPlan([...field, 'merchandiseId'], this.#title(line.merchandiseId)));
      if (line.quantity != null && line.quantity < 1) errors.push(quantityBelowOne([...field, 'quantity']));
      const tooMany = this.#aboveMaximum(line.merchandiseId, line.quantity ?? 1);
      if (tooMany) errors.push(tooMany([...field, 'quantity']));
      return errors;
    });
  }

  /**
   * Adds lines to a copy of `current`. A variant with the same attributes as an existing line joins
   * that line, as on Shopify; a sold-out variant is not added at all.
   */
  #addLines(cartToken: string, current: readonly CartLineRecord[], inputs: readonly CartLineInput[]) {
    const lines = current.map((line) => ({ ...line }));
    const warnings: CartWarningRecord[] = [];
    for (const input of inputs) {
      const attributes = (input.attributes ?? []).map(copyAttribute);
      const existing = lines.find(
        (line) => line.variantId == input.merchandiseId && sameAttributes(line.attributes, attributes),
      );
      if (this.catalogue.stock(input.merchandiseId) == 0) {
        // No line exists to point at, so the warning targets the merchandise that was asked for.
        warnings.push(outOfStock(this.#title(input.merchandiseId), existing?.id ?? input.merchandiseId));
        continue;
      }
      const line = existing ?? {
        id: newCartLineId(cartToken),
        variantId: input.merchandiseId,
        quantity: 0,
        attributes,
      };
      if (!existing) lines.push(line);
      const warning = this.#capToStock(lines, line, line.quantity + (input.quantity ?? 1));
      if (warning) warnings.push(warning);
      if (line.quantity == 0) lines.splice(lines.indexOf(line), 1);
    }
    return { lines, warnings };
  }

  /**
   * Sets `line.quantity` to `wanted`, or to what stock leaves after the cart's other lines of the same
   * variant; returns the warning Shopify gives when it had to cut.
   */
  #capToStock(lines: readonly CartLineRecord[], line: CartLineRecord, wanted: number) {
    const stock = this.catalogue.stock(line.variantId);
    if (stock == 0) {
      line.quantity = 0;
      return outOfStock(this.#title(line.variantId), line.id);
    }
    const heldElsewhere = lines
      .filter((other) => other != line && other.variantId == line.variantId)
      .reduce((sum, other) => sum + other.quantity, 0);
    const room = Math.max(0, stock - heldElsewhere);
    line.quantity = Math.min(wanted, room);
    if (wanted <= room) return undefined;
    return notEnoughStock(this.#title(line.variantId), stock, room > 0 ? line.id : line.variantId);
  }

  /** The MAXIMUM_EXCEEDED error for a line of `quantity` units of the variant, if its rule forbids it. */
  #aboveMaximum(variantId: string, quantity: number) {
    const maximum = this.catalogue.find(variantId)?.variant.maximumPerLine;
    if (maximum === undefined || quantity <= maximum) return undefined;
    return (field: string[]) => maximumExceeded(field, this.#title(variantId), maximum);
  }

  #title(variantId: string): string {
    const entry = this.catalogue.find(variantId);
    if (!entry) return variantId;
    const { product, variant } = entry;
    return variant.title == 'Default Title' ? product.title : `${product.title} (${variant.title})`;
  }

  #checkBuyerIdentity(input: CartBuyerIdentityInput, path: string[]): CartUserErrorRecord[] {
    const errors: CartUserErrorRecord[] = [];
    if (input.email != null && !isEmailAddress(input.email)) errors.push(invalidEmail([...path, 'email']));
    if (input.customerAccessToken != null && !this.customers.byAccessToken(input.customerAccessToken))
      errors.push(unknownCustomerAccessToken([...path, 'customerAccessToken']));
    if (input.companyLocationId != null) errors.push(noCompanyLocations([...path, 'companyLocationId']));
    return errors;
  }

  /** Omitted fields keep their value, null clears them, as in Shopify's input objects. */
  #applyBuyerIdentity(cart: CartRecord, input: CartBuyerIdentityInput): void {
    const identity = cart.buyerIdentity;
    if (input.countryCode !== undefined) identity.countryCode = input.countryCode;
    if (input.email !== undefined) identity.email = input.email;
    if (input.phone !== undefined) identity.phone = input.phone;
    if (input.customerAccessToken !== undefined)
      identity.customer =
        input.customerAccessToken === null
          ? null
          : (this.customers.byAccessToken(input.customerAccessToken) ?? null);
  }

  /** Replaces the whole list (`[]` clears it) and warns about codes that do not apply. */
  #setDiscountCodes(cart: CartRecord, codes: readonly string[]): CartWarningRecord[] {
    const seen = new Set<string>();
    cart.discountCodes = codes
      .map((code) => code.trim())
      .filter((code) => {
        const normalised = code.toUpperCase();
        if (!code || seen.has(normalised)) return false;
        seen.add(normalised);
        return true;
      });
    const target = formatCartId(cart);
    return this.price(cart).codes.flatMap(({ code, outcome }) => {
      if (outcome == 'not-found') return [discountNotFound(code, target)];
      if (outcome == 'used-up') return [discountUsedUp(code, target)];
      if (outcome == 'not-combinable') return [discountNotCombinable(code, target)];
      return [];
    });
  }
}

function copyAttribute({ key, value }: AttributeInput): Attribute {
  return { key, value };
}

function sameAttributes(a: readonly Attribute[], b: readonly Attribute[]): boolean {
  return (
    a.length == b.length &&
    a.every((entry, index) => entry.key == b[index]?.key && entry.value == b[index]?.value)
  );
}

function selectableAddresses(
  cartToken: string,
  delivery: CartDeliveryInput | null | undefined,
): SelectableAddress[] {
  return (delivery?.addresses ?? []).flatMap((entry, index) => {
    const address = entry.address.deliveryAddress;
    if (!address) return [];
    return [
      {
        id: `gid://shopify/CartSelectableAddress/${index + 1}?cart=${cartToken}`,
        selected: entry.selected ?? false,
        oneTimeUse: entry.oneTimeUse ?? false,
        address: {
          id: `gid://shopify/MailingAddress/${index + 1}?model_name=CartDeliveryAddress&cart=${cartToken}`,
          firstName: address.firstName ?? null,
          lastName: address.lastName ?? null,
          company: address.company ?? null,
          address1: address.address1 ?? null,
          address2: address.address2 ?? null,
          zip: address.zip ?? null,
          city: address.city ?? null,
          province: address.provinceCode ?? null,
          countryCode: address.countryCode ?? 'DE',
          phone: address.phone ?? null,
        },
      },
    ];
  });
}
