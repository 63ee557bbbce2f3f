import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  extraordinaryEnd,
  nextPayment,
  ordinaryEnd,
  unknownContractEnd,
} from '../../../../demo-host/api/subscriptions/end-date.ts';

const day = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** Every end an ordinary cancellation may give: the minimum term's last day, then each month's after it. */
const periodEnds = (start: string, termMonths: number, count: number) =>
  Array.from({ length: count }, (_, period) => addDays(addMonths(start, termMonths + period), -1));

describe('when a cancelled contract ends (issue 27, § 312k Abs. 5, § 309 Nr. 9 BGB)', () => {
  it('counts calendar months and clamps to the month’s last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('ends a yearly contract with its minimum term when the notice fits, else a month end later', () => {
    const terms = { start: '2026-01-01', termMonths: 12, noticeDays: 30 };
    expect(ordinaryEnd(terms, '2026-11-23')).toBe('2026-12-31');
    expect(ordinaryEnd(terms, '2026-12-15')).toBe('2027-01-31');
    expect(ordinaryEnd(terms, '2026-11-23', '2027-03-10')).toBe('2027-03-31');
  });

  it('ends a monthly contract at the end of the running month of the contract', () => {
    expect(ordinaryEnd({ start: '2026-02-15', termMonths: 1, noticeDays: 0 }, '2026-11-23')).toBe(
      '2026-12-14',
    );
  });

  it('always gives the first possible end on or after notice and wish (against a brute force)', () => {
    fc.assert(
      fc.property(
        day,
        day,
        fc.option(day, { nil: undefined }),
        fc.constantFrom(1, 12, 24),
        fc.constantFrom(0, 14, 30),
        (start, received, requested, termMonths, noticeDays) => {
          const end = ordinaryEnd({ start, termMonths, noticeDays }, received, requested);
          const target = [addDays(received, noticeDays), requested ?? ''].sort().at(-1)!;
          const first = periodEnds(start, termMonths, 12 * 40).find((candidate) => candidate >= target);
          expect(end).toBe(first);
        },
      ),
    );
  });

  it('ends an extraordinary cancellation at once or on the later date; an unknown contract a month on', () => {
    expect(extraordinaryEnd('2026-11-23')).toBe('2026-11-23');
    expect(extraordinaryEnd('2026-11-23', '2026-12-01')).toBe('2026-12-01');
    expect(unknownContractEnd('2026-11-23')).toBe('2026-12-23');
    expect(unknownContractEnd('2026-11-23', '2027-02-01')).toBe('2027-02-01');
  });

  it('finds the next payment after a trial, and none after the end', () => {
    const monthly = { start: '2026-02-15', termMonths: 1, noticeDays: 0, billingMonths: 1, trialDays: 30 };
    expect(nextPayment(monthly, '2026-02-20')).toBe('2026-03-17');
    expect(nextPayment(monthly, '2026-11-23')).toBe('2026-12-17');
    expect(nextPayment(monthly, '2026-11-23', '2026-12-14')).toBeNull();
  });
});
