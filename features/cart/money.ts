/** A Storefront money amount: the amount is a decimal string ('12.5'). */
export interface Money {
  amount: string;
  currencyCode: string;
}

const number = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const SYMBOLS: Readonly<Record<string, string>> = { EUR: '€', USD: '$', GBP: '£', CHF: 'CHF' };

/** spec 9.4: 2 decimals, comma separator ('12,50'); a missing or unreadable amount is '--'. */
export function formatAmount(amount: string | number | undefined | null): string {
  const value = typeof amount == 'number' ? amount : Number.parseFloat(amount ?? '');
  return Number.isFinite(value) ? number.format(value) : '--';
}

/** '12,50 €' (the currency after the amount, as German readers expect); '--' when missing. */
export function formatMoney(money: Money | undefined | null): string {
  const amount = formatAmount(money?.amount);
  if (!money || amount == '--') return '--';
  return `${amount} ${SYMBOLS[money.currencyCode] ?? money.currencyCode}`;
}

/** `a − b` for two amounts of one currency, rounded to cents (decimal strings must not drift). */
export function subtractAmounts(a: string, b: string): string {
  return ((Math.round(Number.parseFloat(a) * 100) - Math.round(Number.parseFloat(b) * 100)) / 100).toFixed(2);
}
