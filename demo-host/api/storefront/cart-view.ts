import { formatCartId } from './cart-ids.ts';
import type { PricedLine } from './cart-pricing.ts';
import type { Attribute, CartRecord } from './cart-records.ts';
import type { CartStore } from './cart-store.ts';
import { connection, type ConnectionArgs } from './connection.ts';
import type { Customer, PostalAddress } from './customer-accounts.ts';
import { planDeliveryGroups, type DeliveryOption } from './delivery-groups.ts';
import type { DiscountCode } from './discount-codes.ts';
import { viewVariant } from './merchandise-view.ts';
import { money } from './money.ts';
import { checkoutUrl } from './shop-urls.ts';

const countryNames = new Intl.DisplayNames('de', { type: 'region' });

/**
 * A stored cart as the GraphQL `Cart` object, priced now. Field names and nullability follow
 * `storefront.schema.json` (2026-04); `__typename` is set where the schema has an interface or union,
 * since graphql resolves abstract types from it.
 */
export function viewCart(cart: CartRecord, store: CartStore, shop: string) {
  const price = store.price(cart);
  const lines = cart.lines.flatMap((line) => {
    const entry = store.catalogue.find(line.variantId);
    const priced = price.lines.get(line.id);
    if (!entry || !priced) return [];
    return [
      {
        __typename: 'CartLine',
        id: line.id,
        quantity: line.quantity,
        attributes: line.attributes,
        attribute: ({ key }: { key: string }) => findAttribute(line.attributes, key),
        cost: lineCost(priced),
        discountAllocations:
          price.applied && priced.discountCents > 0
            ? [codeAllocation(price.applied.code, price.applied.discount, priced.discountCents)]
            : [],
        merchandise: viewVariant(entry, store.catalogue, shop),
        instructions: { canRemove: true, canUpdateQuantity: true },
        parentRelationship: null,
        sellingPlanAllocation: null,
      },
    ];
  });
  const lineById = new Map(lines.map((line) => [line.id, line]));
  const groups = planDeliveryGroups(cart, store.catalogue).map((group) => ({
    id: group.id,
    groupType: 'ONE_TIME_PURCHASE',
    deliveryAddress: viewMailingAddress(group.address),
    deliveryOptions: group.options.map(viewDeliveryOption),
    selectedDeliveryOption: group.options[0] ? viewDeliveryOption(group.options[0]) : null,
    cartLines: (args: ConnectionArgs) =>
      connection(
        group.lines.flatMap((line) => lineById.get(line.id) ?? []),
        args,
      ),
  }));
  const identity = cart.buyerIdentity;
  return {
    __typename: 'Cart',
    id: formatCartId(cart),
    createdAt: cart.createdAt.toISOString(),
    updatedAt: cart.updatedAt.toISOString(),
    checkoutUrl: checkoutUrl(shop, cart),
    note: cart.note,
    attributes: cart.attributes,
    attribute: ({ key }: { key: string }) => findAttribute(cart.attributes, key),
    totalQuantity: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
    lines: (args: ConnectionArgs) => connection(lines, args),
    cost: {
      subtotalAmount: money(price.subtotalCents),
      subtotalAmountEstimated: false,
      totalAmount: money(price.totalCents),
      totalAmountEstimated: false,
      // No deferred payments in the demo shop, so this equals the subtotal, as the schema says.
      checkoutChargeAmount: money(price.subtotalCents),
      totalTaxAmount: null,
      totalTaxAmountEstimated: false,
      totalDutyAmount: null,
      totalDutyAmountEstimated: false,
    },
    discountCodes: price.codes.map(({ code, outcome }) => ({ code, applicable: outcome == 'applied' })),
    discountAllocations: price.applied
      ? [codeAllocation(price.applied.code, price.applied.discount, price.applied.cents)]
      : [],
    appliedGiftCards: [],
    buyerIdentity: {
      countryCode: identity.countryCode,
      // A signed-in buyer's email is the customer's unless one was set on the cart.
      email: identity.email ?? identity.customer?.email ?? null,
      phone: identity.phone,
      customer: identity.customer && viewCustomer(identity.customer),
      preferences: null,
      purchasingCompany: null,
      // Deprecated in favour of `delivery`, still selected by shopify-buy 3 (Buy Button JS).
      deliveryAddressPreferences: [],
    },
    deliveryGroups: (args: ConnectionArgs) => connection(groups, args),
    delivery: {
      addresses: ({ selected }: { selected: boolean }) =>
        cart.deliveryAddresses
          .filter((entry) => !selected || entry.selected)
          .map((entry) => ({
            id: entry.id,
            selected: entry.selected,
            oneTimeUse: entry.oneTimeUse,
            address: { __typename: 'CartDeliveryAddress', ...cartDeliveryAddress(entry.address) },
          })),
    },
  };
}

function findAttribute(attributes: readonly Attribute[], key: string): Attribute | null {
  return attributes.find((attribute) => attribute.key == key) ?? null;
}

function lineCost(priced: PricedLine) {
  return {
    amountPerQuantity: money(priced.unitCents),
    compareAtAmountPerQuantity: null,
    subtotalAmount: money(priced.subtotalCents),
    totalAmount: money(priced.totalCents),
  };
}

function codeAllocation(code: string, discount: DiscountCode, cents: number) {
  const { value } = discount;
  return {
    __typename: 'CartCodeDiscountAllocation',
    code,
    discountedAmount: money(cents),
    targetType: 'LINE_ITEM',
    discountApplication: {
      allocationMethod: 'ACROSS',
      targetSelection: 'ALL',
      targetType: 'LINE_ITEM',
      value:
        'percentage' in value
          ? { __typename: 'PricingPercentageValue', percentage: value.percentage }
          : money(value.fixedCents),
    },
  };
}

function viewDeliveryOption(option: DeliveryOption) {
  return {
    handle: option.handle,
    code: option.code,
    title: option.title,
    description: option.description,
    deliveryMethodType: 'SHIPPING',
    estimatedCost: money(option.costCents),
  };
}

function viewCustomer(customer: Customer) {
  return {
    id: customer.id,
    email: customer.email,
    displayName: customer.email,
    firstName: null,
    lastName: null,
    phone: null,
    acceptsMarketing: false,
    tags: [],
    createdAt: customer.createdAt.toISOString(),
    updatedAt: customer.createdAt.toISOString(),
    defaultAddress: viewMailingAddress(customer.defaultAddress),
  };
}

function viewMailingAddress(address: PostalAddress) {
  const country = countryNames.of(address.countryCode) ?? address.countryCode;
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ') || null;
  const area = [address.zip, address.city].filter(Boolean).join(' ') || null;
  return {
    id: address.id,
    firstName: address.firstName,
    lastName: address.lastName,
    name,
    company: address.company,
    address1: address.address1,
    address2: address.address2,
    zip: address.zip,
    city: address.city,
    province: address.province,
    provinceCode: address.province,
    country,
    countryCode: address.countryCode,
    countryCodeV2: address.countryCode,
    phone: address.phone,
    latitude: null,
    longitude: null,
    formattedArea: [area, country].filter(Boolean).join(', '),
    formatted: ({ withName, withCompany }: { withName: boolean; withCompany: boolean }) =>
      [
        withName ? name : null,
        withCompany ? address.company : null,
        address.address1,
        address.address2,
        area,
        country,
      ].filter((part): part is string => Boolean(part)),
  };
}

function cartDeliveryAddress(address: PostalAddress) {
  const { firstName, lastName, company, address1, address2, zip, city, phone, countryCode } = address;
  return {
    firstName,
    lastName,
    company,
    address1,
    address2,
    zip,
    city,
    phone,
    countryCode,
    provinceCode: address.province,
  };
}
