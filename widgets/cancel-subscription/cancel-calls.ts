import { apiCall, apiSettings } from '../../src/api-call.ts';
import type { BackendCall } from '../../src/kit/backend-call.ts';
import type { Result } from '../../src/http.ts';
import type { Kiosk } from '../../src/widget-contract.ts';
import { readErrorAnswer } from '../../features/forms/error-answer.ts';
import { CALENDAR_DATE } from '../../features/subscriptions/berlin-dates.ts';
import type { CancellationReceipt, CancellationRequest } from '../../features/subscriptions/cancellation.ts';
import { CONTRACT_FIELDS, isObject, readContract } from '../../features/subscriptions/contracts-call.ts';

export const CANCEL_TIMEOUT_MS = 10_000;

const isString = (value: unknown): value is string => typeof value == 'string';

/** A receipt Kiosk can show: an id, a real instant and a calendar date; anything else is no receipt. */
function readReceipt(body: unknown): CancellationReceipt | undefined {
  if (!isObject(body)) return undefined;
  const { receiptId, receivedAt, endDate } = body;
  const fits =
    isString(receiptId) &&
    receiptId != '' &&
    isString(receivedAt) &&
    !Number.isNaN(Date.parse(receivedAt)) &&
    isString(endDate) &&
    CALENDAR_DATE.test(endDate);
  if (!fits) return undefined;
  const text = (name: string) => (isString(body[name]) ? body[name] : '');
  const contract = isObject(body.contract) ? readContract(body.contract) : undefined;
  return {
    receiptId,
    receivedAt,
    endDate,
    endsAtEarliest: body.endsAtEarliest === true,
    kind: body.kind == 'ausserordentlich' ? 'ausserordentlich' : 'ordentlich',
    reason: text('reason'),
    name: text('name'),
    email: text('email'),
    customerNumber: text('customerNumber'),
    contract: contract ?? null,
    contractText: text('contractText'),
    confirmationEmail: text('confirmationEmail'),
  };
}

/**
 * issue 27, § 312k BGB: the cancellation. No login needed; with one, the token goes along so a
 * contract picked from 'Ihre Verträge' is the reader's. A retry sends the first try's key.
 */
export const cancelCall = (
  kiosk: Kiosk,
  request: CancellationRequest,
  idempotencyKey: string,
  loggedIn: boolean,
): Promise<Result<CancellationReceipt>> =>
  apiCall(
    'POST',
    '/subscriptions/cancellations',
    {},
    request,
    {},
    {
      auth: loggedIn,
      idempotencyKey,
      readRefusal: readErrorAnswer,
      parse: readReceipt,
      timeoutMs: CANCEL_TIMEOUT_MS,
      errorMessage: 'cancellation failed',
    },
    apiSettings(kiosk),
  );

export const CANCEL_CALL: BackendCall = {
  summary:
    "'jetzt kündigen': the § 312k BGB cancellation (with `Idempotency-Key`; a retry sends the same key)",
  method: 'POST',
  xhr: true,
  path: '/subscriptions/cancellations',
  headers: { 'Idempotency-Key': 'one UUID per input; the same for a retry of the same input' },
  query: {
    rkm_auth_token: {
      type: 'string',
      description: 'only when logged in (then `contractId` must be the reader’s)',
    },
    client: { type: 'string', description: "the site's apiClient (every generic call sends it)" },
    ab: { type: 'number', description: '1 in an A/B test, else 0' },
  },
  body: {
    project: { type: 'string', required: true },
    kind: { type: 'string', required: true, description: "'ordentlich' or 'ausserordentlich'" },
    reason: { type: 'string', description: 'the Kündigungsgrund; required for an extraordinary one' },
    name: { type: 'string', required: true },
    email: { type: 'string', required: true, description: 'identifies the reader' },
    customerNumber: { type: 'string', description: 'optional' },
    contractId: { type: 'string', description: "picked from 'Ihre Verträge' (logged in)" },
    contract: { type: 'string', description: 'the contract as free text, when none is picked' },
    end: { type: 'string', required: true, description: "'earliest' or 'date'" },
    endDate: { type: 'string', description: "'YYYY-MM-DD' with `end: 'date'`" },
    confirmationEmail: { type: 'string', description: "where the confirmation goes; '' for `email`" },
  },
  response: {
    receiptId: { type: 'string', required: true },
    receivedAt: { type: 'string', required: true, description: 'ISO 8601, the time of receipt' },
    endDate: { type: 'string', required: true, description: "'YYYY-MM-DD', the contract's last day" },
    endsAtEarliest: { type: 'boolean', description: 'no date was named: the earliest end (Abs. 5)' },
    kind: { type: 'string' },
    reason: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    customerNumber: { type: 'string' },
    contract: { type: ['object', 'null'], fields: CONTRACT_FIELDS },
    contractText: { type: 'string' },
    confirmationEmail: { type: 'string' },
  },
  success:
    'any 2xx with the three required fields; the same declaration sent again (same key, or the same content within ten minutes) gets the same receipt',
  misfit:
    "A 422 with `problems` shows each field's German error; anything else that fails (timeout, network, 5xx, another 4xx, an answer without the three fields) shows 'Ihre Kündigung konnte gerade nicht übermittelt werden. Ihre Angaben sind gespeichert – bitte versuchen Sie es erneut.' with the e-mail and postal address for a cancellation in text form, every input kept.",
  demo: {
    path: '/subscriptions/cancellations',
    body: {
      project: 'ams',
      kind: 'ordentlich',
      reason: '',
      name: 'Dirk Vogel',
      email: 'dirk@example.de',
      customerNumber: '',
      contractId: '',
      contract: 'Vertrag MO-PUR-300412',
      end: 'earliest',
      endDate: '',
      confirmationEmail: '',
    },
  },
};
