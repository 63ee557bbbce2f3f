/**
 * When a contract ends (issue 27; § 312k Abs. 5 BGB, § 309 Nr. 9 BGB), on calendar dates 'YYYY-MM-DD'.
 *
 * - An ordinary cancellation ends the contract at the end of its minimum term when the notice fits
 *   before it; after the minimum term, at the end of the first month of the contract (counted from its
 *   start) that the notice reaches (§ 309 Nr. 9: after the minimum term, at most a month's notice).
 *   A date the reader names that is later moves the end to the first such month end on or after it.
 * - An extraordinary cancellation (§ 314 BGB) ends it on the day of receipt, or on the later date named.
 * - A contract the service cannot find yet ends, ordinarily, a month after receipt (the most § 309 Nr. 9
 *   allows once any minimum term is over), or on the later date named.
 */

const parse = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
const text = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** `date` plus `months` calendar months; the day is clamped to the month's last (31.01. + 1 → 28.02.). */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = parse(date);
  const index = year * 12 + (month - 1) + months;
  const nextYear = Math.floor(index / 12);
  const nextMonth = (index % 12) + 1;
  return text(nextYear, nextMonth, Math.min(day, daysIn(nextYear, nextMonth)));
}

export function addDays(date: string, days: number): string {
  const { year, month, day } = parse(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const later = (a: string, b: string) => (a > b ? a : b);

export interface ContractTerms {
  /** 'YYYY-MM-DD'. */
  start: string;
  termMonths: number;
  noticeDays: number;
}

/** The last day of the `period`-th month-long period after the minimum term (0: the minimum term itself). */
const periodEnd = (terms: ContractTerms, period: number) =>
  addDays(addMonths(terms.start, terms.termMonths + period), -1);

/** The end of an ordinary cancellation received on `received`, to `requested` or the earliest date. */
export function ordinaryEnd(terms: ContractTerms, received: string, requested?: string): string {
  const target = later(addDays(received, terms.noticeDays), requested ?? '');
  let period = 0;
  // Month by month: a contract is not older than a few centuries, so this ends quickly.
  while (periodEnd(terms, period) < target) period++;
  return periodEnd(terms, period);
}

/** The end of an extraordinary cancellation: at once, or on the later date named. */
export const extraordinaryEnd = (received: string, requested?: string) => later(received, requested ?? '');

/** The end of an ordinary cancellation of a contract not found: a month after receipt at the latest. */
export const unknownContractEnd = (received: string, requested?: string) =>
  later(addMonths(received, 1), requested ?? '');

/**
 * The next payment of a contract on `today`: the next start of a billing period (a month, or a year)
 * after a trial, none when the contract ends before it.
 */
export function nextPayment(
  terms: ContractTerms & { billingMonths: number; trialDays: number },
  today: string,
  endDate?: string,
): string | null {
  const first = addDays(terms.start, terms.trialDays);
  let due = first;
  for (let period = 1; due <= today; period++) due = addMonths(first, period * terms.billingMonths);
  return endDate !== undefined && due > endDate ? null : due;
}
