/**
 * Amounts are whole euro cents inside the emulator, so discounts and totals add up exactly; they become
 * Shopify's `Decimal` strings ('12.50') only at the edges. The demo shop sells in EUR only.
 */
export const CURRENCY_CODE = 'EUR';

/** `{amount: '12.50', currencyCode: 'EUR'}`, the money shape of Shopify's JSON answers. */
export function moneyAmount(cents: number) {
  return { amount: (cents / 100).toFixed(2), currencyCode: CURRENCY_CODE };
}

/** A GraphQL `MoneyV2`; `__typename` lets graphql resolve the `PricingValue` union it also appears in. */
export function money(cents: number) {
  return { __typename: 'MoneyV2', ...moneyAmount(cents) };
}

const euroFormat = new Intl.NumberFormat('de-DE', { style: 'currency', currency: CURRENCY_CODE });

/** '12,50 €', for the German checkout pages. */
export function formatEuro(cents: number): string {
  return euroFormat.format(cents / 100);
}
