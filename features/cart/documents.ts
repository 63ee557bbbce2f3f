import { graphql } from './graphql.ts';

/** The money fields the drawer reads. */
const MoneyFields = graphql(`
  fragment MoneyFields on MoneyV2 {
    amount
    currencyCode
  }
`);

/** spec 3.12: every cart field the client reads, lines first `$linesCount`, delivery groups first 2. */
export const CartFields = graphql(
  `
    fragment CartFields on Cart {
      id
      totalQuantity
      checkoutUrl
      cost {
        subtotalAmount {
          ...MoneyFields
        }
        totalAmount {
          ...MoneyFields
        }
      }
      discountCodes {
        applicable
        code
      }
      discountAllocations {
        discountedAmount {
          ...MoneyFields
        }
      }
      buyerIdentity {
        countryCode
        email
        customer {
          id
        }
      }
      deliveryGroups(first: 2) {
        nodes {
          selectedDeliveryOption {
            code
            title
          }
          deliveryOptions {
            code
            title
            handle
            estimatedCost {
              ...MoneyFields
            }
          }
          deliveryAddress {
            ... on MailingAddress {
              id
              phone
              firstName
              lastName
              city
              zip
              address1
              address2
              company
              province
              country
              countryCodeV2
            }
          }
        }
      }
      lines(first: $linesCount) {
        nodes {
          id
          quantity
          attributes {
            key
            value
          }
          cost {
            amountPerQuantity {
              ...MoneyFields
            }
            subtotalAmount {
              ...MoneyFields
            }
            totalAmount {
              ...MoneyFields
            }
          }
          discountAllocations {
            discountedAmount {
              ...MoneyFields
            }
            ... on CartCodeDiscountAllocation {
              code
            }
          }
          merchandise {
            ... on ProductVariant {
              id
              title
              sku
              requiresShipping
              priceV2: price {
                ...MoneyFields
              }
              image {
                url(transform: { maxWidth: 128, maxHeight: 128 })
                altText
              }
              product {
                id
                title
                productType
                onlineStoreUrl
              }
            }
          }
        }
      }
    }
  `,
  [MoneyFields],
);

/** What every cart mutation returns besides the cart (anchors §4): user errors and warnings. */
const Problems = graphql(`
  fragment Problems on CartUserError {
    code
    field
    message
  }
`);
const Warnings = graphql(`
  fragment Warnings on CartWarning {
    code
    message
    target
  }
`);

export const CartQuery = graphql(
  `
    query Cart($cartId: ID!, $country: CountryCode, $linesCount: Int!) @inContext(country: $country) {
      cart(id: $cartId) {
        ...CartFields
      }
    }
  `,
  [CartFields],
);

export const CartCreate = graphql(
  `
    mutation cartCreate($input: CartInput!, $linesCount: Int!) {
      cartCreate(input: $input) {
        cart {
          ...CartFields
        }
        userErrors {
          ...Problems
        }
        warnings {
          ...Warnings
        }
      }
    }
  `,
  [CartFields, Problems, Warnings],
);

export const CartLinesAdd = graphql(
  `
    mutation cartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $linesCount: Int!) {
      cartLinesAdd(cartId: $cartId, lines: $lines) {
        cart {
          ...CartFields
        }
        userErrors {
          ...Problems
        }
        warnings {
          ...Warnings
        }
      }
    }
  `,
  [CartFields, Problems, Warnings],
);

export const CartLinesUpdate = graphql(
  `
    mutation cartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!, $linesCount: Int!) {
      cartLinesUpdate(cartId: $cartId, lines: $lines) {
        cart {
          ...CartFields
        }
        userErrors {
          ...Problems
        }
        warnings {
          ...Warnings
        }
      }
    }
  `,
  [CartFields, Problems, Warnings],
);

export const CartBuyerIdentityUpdate = graphql(
  `
    mutation cartBuyerIdentityUpdate(
      $buyerIdentity: CartBuyerIdentityInput!
      $cartId: ID!
      $linesCount: Int!
    ) {
      cartBuyerIdentityUpdate(buyerIdentity: $buyerIdentity, cartId: $cartId) {
        cart {
          ...CartFields
        }
        userErrors {
          ...Problems
        }
        warnings {
          ...Warnings
        }
      }
    }
  `,
  [CartFields, Problems, Warnings],
);

export const CartDiscountCodesUpdate = graphql(
  `
    mutation cartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]!, $linesCount: Int!) {
      cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {
        cart {
          ...CartFields
        }
        userErrors {
          ...Problems
        }
        warnings {
          ...Warnings
        }
      }
    }
  `,
  [CartFields, Problems, Warnings],
);
