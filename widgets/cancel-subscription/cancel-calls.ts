import { apiCall, apiSettings } from '../../src/api-call.ts';
import type { BackendCall } from '../../src/kit/backend-call.ts';
import type { Result } from '../../src/http.ts';
import type { Kiosk } from '../../src/widget-contract.ts';
import { readErrorAnswer } from '../../features/forms/error-answer.ts';
import { CALENDAR_DATE } from '../../features/subscriptions/berlin-dates.ts';
import type {
  CancellationReceipt,
  CancellationRequest,
  ContractSummary,
} from '../../features/subscriptions/cancellation.ts';

export const CANCEL_TIMEOUT_MS = 10_000;
export const CONTRACTS_TIMEOUT_MS = 8_000;

/** A contract of 'Ihre Verträge': what the list shows and the cancellation names. */
export interface ListedContract extends ContractSummary {
  status: 'active' | 'cancelled';
  /** 'YYYY-MM-DD' of a cancelled contract's end; null while active. */
  endDate: string | null;
}

const isString = (value: unknown): value is string => typeof value == 'string';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value == 'object' && value !== null && !Array.isArray(value);

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

function readContract(entry: Record<string, unknown>): ContractSummary | undefined {
  const { id, project, brandName, tier, billing } = entry;
  if (!isString(id) || !id || !isString(brandName) || !isString(tier)) return undefined;
  return {
    id,
    project: isString(project) ? project : '',
    brandName,
    tier,
    billing: billing == 'yearly' ? 'yearly' : 'monthly',
  };
}

/**
 * The reader's running and cancelled contracts; an ended one is not offered, and an entry Kiosk
 * cannot read is left out with one console line (never silently).
 */
function readContracts(body: unknown): { contracts: ListedContract[]; dropped: number } | undefined {
  if (!isObject(body) || !Array.isArray(body.contracts)) return undefined;
  const contracts: ListedContract[] = [];
  let dropped = 0;
  for (const entry of body.contracts as unknown[]) {
    const contract = isObject(entry) ? readContract(entry) : undefined;
    const status = isObject(entry) ? entry.status : undefined;
    if (!contract || (status !== 'active' && status !== 'cancelled' && status !== 'ended')) dropped++;
    else if (status !== 'ended') {
      const endDate =
        isObject(entry) && isString(entry.endDate) && CALENDAR_DATE.test(entry.endDate)
          ? entry.endDate
          : null;
      contracts.push({ ...contract, status, endDate });
    }
  }
  return { contracts, dropped };
}

/** issue 27: the reader's contracts for 'Ihre Verträge' (login). */
export const contractsCall = (kiosk: Kiosk, signal: AbortSignal) =>
  apiCall(
    'GET',
    '/subscriptions/contracts',
    {},
    undefined,
    {},
    {
      auth: true,
      signal,
      parse: readContracts,
      timeoutMs: CONTRACTS_TIMEOUT_MS,
      errorMessage: 'contracts failed',
    },
    apiSettings(kiosk),
  );

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

const CONTRACT_FIELDS = {
  id: { type: 'string', required: true, description: 'the contract number' },
  project: { type: 'string', description: 'the brand' },
  brandName: { type: 'string', required: true },
  tier: { type: 'string', required: true, description: "'plus' or 'pur'" },
  billing: { type: 'string', description: "'monthly' or 'yearly'" },
} as const;

/*
 * The calls as contracts for the integration guide (`npm run docs`); the runtime never reads these
 * objects, so the build drops them.
 */
export const CONTRACTS_CALL: BackendCall = {
  summary: "the logged-in reader's contracts, for 'Ihre Verträge' on the cancellation page",
  method: 'GET',
  auth: true,
  xhr: true,
  path: '/subscriptions/contracts',
  response: {
    contracts: {
      type: 'array',
      required: true,
      fields: {
        ...CONTRACT_FIELDS,
        status: {
          type: 'string',
          required: true,
          description: "'active', 'cancelled' or 'ended' (not offered)",
        },
        endDate: { type: ['string', 'null'], description: "'YYYY-MM-DD', the end of a cancelled contract" },
      },
    },
  },
  misfit:
    'The page asks for the contract as free text instead (with a German note); an entry without id, brand, tier or status is left out with one console line.',
  demo: { path: '/subscriptions/contracts' },
};

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
