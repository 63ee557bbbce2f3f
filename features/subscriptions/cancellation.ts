/**
 * The cancellation's wire format (issue 27, § 312k BGB), shared by the `cancel-subscription` widget and
 * the demo backend (demo-host/api/subscriptions): the fields the law asks for and nothing else, and the
 * receipt the service answers with.
 */

/** (a) Art der Kündigung. */
export type CancellationKind = 'ordentlich' | 'ausserordentlich';
/** (d) the end: 'zum nächstmöglichen Zeitpunkt' (Abs. 5) or a date the reader names. */
export type CancellationEnd = 'earliest' | 'date';

/**
 * What the confirmation page sends, as JSON from the widget or as the script-free form post (the same
 * field names): (a) kind and reason, (b) name, email and the optional customer number, (c) the contract
 * picked from 'Ihre Verträge' (`contractId`) or described (`contract`), (d) the end, (e) where the
 * confirmation goes (empty: to `email`).
 */
export interface CancellationRequest {
  project: string;
  kind: CancellationKind;
  reason: string;
  name: string;
  email: string;
  customerNumber: string;
  contractId: string;
  contract: string;
  end: CancellationEnd;
  endDate: string;
  confirmationEmail: string;
}

/** One contract as the service describes it to its reader. */
export interface ContractSummary {
  id: string;
  project: string;
  brandName: string;
  /** spec 4.3: 'plus' or 'pur'. */
  tier: string;
  billing: 'monthly' | 'yearly';
}

/** The service's answer to a cancellation: the declaration as received, with its time and end. */
export interface CancellationReceipt {
  receiptId: string;
  /** ISO 8601 instant of receipt. */
  receivedAt: string;
  /** 'YYYY-MM-DD': the last day of the contract. */
  endDate: string;
  /** True when the reader named no date: the end is the earliest possible one (§ 312k Abs. 5). */
  endsAtEarliest: boolean;
  kind: CancellationKind;
  reason: string;
  name: string;
  email: string;
  customerNumber: string;
  /** The contract found for the declaration, or null when the service could not match it yet. */
  contract: ContractSummary | null;
  /** The reader's own description of the contract (free text), '' when picked from the list. */
  contractText: string;
  /** Where the confirmation mail went. */
  confirmationEmail: string;
}

/** The problem codes of a 422 (`{ problems: { field: code } }`), one per field. */
export const CANCELLATION_PROBLEMS = [
  'kind-invalid',
  'reason-missing',
  'name-missing',
  'email-invalid',
  'contract-missing',
  'contract-unknown',
  'end-invalid',
  'date-invalid',
  'date-past',
  'confirmation-email-invalid',
] as const;
export type CancellationProblem = (typeof CANCELLATION_PROBLEMS)[number];
