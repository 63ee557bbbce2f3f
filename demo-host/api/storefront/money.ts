/**
 * Amounts are whole euro cents inside the emulator, so discounts and totals add up exactly; they become
 * Shopify's `Decimal` strings ('12.50') only at the edges. The demo shop sells in EUR only.
 */
export const CURRENCY_CODE = 'EUR';

/**
 * A `Decimal` as Shopify writes it: the shortest form with at least one decimal ('12.9', '10.0',
 * '12.95'), not '12.90'. Clients must read both; shopify-buy (Buy Button JS) crashes on the padded form
 * (issue 17), so an emulator that pads hides a difference real shops have.
 */
export function decimal(cents: number): string {
  const text = String(cents / 100);
  return text.includes('.') ? text : `${text}.0`;
}

/** `{amount: '12.5', currencyCode: 'EUR'}`, the money shape of Shopify's JSON answers. */
export function moneyAmount(cents: number) {
  return { amount: decimal(cents), currencyCode: CURRENCY_CODE };
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
