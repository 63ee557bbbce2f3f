import { randomBytes } from 'node:crypto';
import { berlinDay, CALENDAR_DATE } from '../../../features/subscriptions/berlin-dates.ts';
import type {
  CancellationProblem,
  CancellationReceipt,
  CancellationRequest,
} from '../../../features/subscriptions/cancellation.ts';
import { receiptText } from '../../../features/subscriptions/receipt-text.ts';
import type { Clock } from '../clock.ts';
import { outboxFor } from '../mailbox/outbox.ts';
import { summaryOf, termsOf, type createContracts } from './contracts.ts';
import { extraordinaryEnd, ordinaryEnd, unknownContractEnd } from './end-date.ts';
import { SAME_DECLARATION_MS } from './seed.ts';

const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]+$/;
const text = (value: unknown) => (typeof value == 'string' ? value.trim() : '');
/** Free text is kept, but not without end: a declaration is a few lines, not a file. */
const MAX_TEXT = 2_000;

/** What a body sent, read into the request's fields (JSON or a script-free form post alike). */
export function readRequest(body: Record<string, unknown>): CancellationRequest {
  const field = (name: keyof CancellationRequest) => text(body[name]).slice(0, MAX_TEXT);
  return {
    project: field('project'),
    kind: field('kind') as CancellationRequest['kind'],
    reason: field('reason'),
    name: field('name'),
    email: field('email').toLowerCase(),
    customerNumber: field('customerNumber'),
    contractId: field('contractId'),
    contract: field('contract'),
    end: (field('end') || 'earliest') as CancellationRequest['end'],
    endDate: field('endDate'),
    confirmationEmail: field('confirmationEmail').toLowerCase(),
  };
}

/**
 * The law's fields and only those (§ 312k Abs. 2): kind (with a reason when extraordinary), name and
 * address, the contract (picked or described), the end (earliest or a date not in the past), and an
 * optional other address for the confirmation. The customer number is optional and never checked.
 */
export function problemsOf(
  request: CancellationRequest,
  today: string,
): Partial<Record<keyof CancellationRequest, CancellationProblem>> {
  const problems: Partial<Record<keyof CancellationRequest, CancellationProblem>> = {};
  if (request.kind != 'ordentlich' && request.kind != 'ausserordentlich') problems.kind = 'kind-invalid';
  if (request.kind == 'ausserordentlich' && !request.reason) problems.reason = 'reason-missing';
  if (!request.name) problems.name = 'name-missing';
  if (!EMAIL.test(request.email)) problems.email = 'email-invalid';
  if (!request.contractId && !request.contract) problems.contract = 'contract-missing';
  if (request.end != 'earliest' && request.end != 'date') problems.end = 'end-invalid';
  if (request.end == 'date') {
    const valid = CALENDAR_DATE.test(request.endDate) && !Number.isNaN(Date.parse(request.endDate));
    if (!valid) problems.endDate = 'date-invalid';
    else if (request.endDate < today) problems.endDate = 'date-past';
  }
  if (request.confirmationEmail && !EMAIL.test(request.confirmationEmail))
    problems.confirmationEmail = 'confirmation-email-invalid';
  return problems;
}

export interface Cancellation extends CancellationReceipt {
  /** The declaration as submitted, to recognise the same one sent twice. */
  fingerprint: string;
}

/**
 * The cancellations of one demo host: each valid declaration gets a receipt and its confirmation
 * mail at once (§ 312k Abs. 4). The same declaration sent again within {@link SAME_DECLARATION_MS}
 * (a double click of the script-free form, which has no idempotency key) gets the first receipt back
 * and no second mail.
 */
export function createCancellations(now: Clock, contracts: ReturnType<typeof createContracts>) {
  const outbox = outboxFor(now);
  const received: Cancellation[] = [];

  return {
    byId: (id: string) => received.find((entry) => entry.receiptId == id),
    of: (email: string) => received.filter((entry) => entry.email == email.toLowerCase()),
    /**
     * Takes a valid declaration; `loggedInEmail` is the reader's when logged in, whose contract list
     * `contractId` picks from. A picked contract that is not theirs is `undefined`: the caller answers 422.
     */
    take(request: CancellationRequest, loggedInEmail: string | undefined, origin: string) {
      const at = now();
      const fingerprint = JSON.stringify([request, loggedInEmail]);
      const same = received.find(
        (entry) =>
          entry.fingerprint == fingerprint &&
          at.getTime() - Date.parse(entry.receivedAt) < SAME_DECLARATION_MS,
      );
      if (same) return same;

      const owner = loggedInEmail ?? request.email;
      const contract = request.contractId
        ? contracts.find(owner, request.contractId)
        : contracts.match(request.email, request.contract, request.project);
      if (request.contractId && !contract) return undefined;

      const today = berlinDay(at);
      const requested = request.end == 'date' ? request.endDate : undefined;
      const computed =
        request.kind == 'ausserordentlich'
          ? extraordinaryEnd(today, requested)
          : contract
            ? ordinaryEnd(termsOf(contract), today, requested)
            : unknownContractEnd(today, requested);
      const cancellation: Cancellation = {
        fingerprint,
        receiptId: `KUE-${randomBytes(5).toString('hex').toUpperCase()}`,
        receivedAt: at.toISOString(),
        endDate: contract ? contracts.end(contract, computed) : computed,
        endsAtEarliest: request.end == 'earliest',
        kind: request.kind,
        reason: request.reason,
        name: request.name,
        email: request.email,
        customerNumber: request.customerNumber,
        contract: contract ? summaryOf(contract) : null,
        contractText: request.contract,
        confirmationEmail: request.confirmationEmail || request.email,
      };
      received.push(cancellation);
      outbox.send({
        to: cancellation.confirmationEmail,
        subject: `Ihre Kündigung ist eingegangen (${cancellation.receiptId})`,
        text: receiptText(cancellation),
        links: [
          {
            label: 'Kündigung als Datei',
            href: new URL(`/api/subscriptions/cancellations/${cancellation.receiptId}/beleg`, origin).href,
          },
        ],
      });
      return cancellation;
    },
  };
}

/** The receipt as the widget gets it: the record without its fingerprint. */
export const receiptOf = ({ fingerprint: _, ...receipt }: Cancellation): CancellationReceipt => receipt;
