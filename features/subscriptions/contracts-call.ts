import { apiCall, apiSettings } from '../../src/api-call.ts';
import type { BackendCall } from '../../src/kit/backend-call.ts';
import type { Kiosk } from '../../src/widget-contract.ts';
import { CALENDAR_DATE } from './berlin-dates.ts';
import type { ContractSummary } from './cancellation.ts';

export const CONTRACTS_TIMEOUT_MS = 8_000;

/** A running or cancelled contract of the reader, as 'Ihre Verträge' and 'Meine Abos und Ausgaben' show it. */
export interface ListedContract extends ContractSummary {
  status: 'active' | 'cancelled';
  /** 'YYYY-MM-DD' of a cancelled contract's end; null while active. */
  endDate: string | null;
  /** 'YYYY-MM-DD' of the next payment; null when none is due before the end. */
  nextPayment: string | null;
}

const isString = (value: unknown): value is string => typeof value == 'string';
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value == 'object' && value !== null && !Array.isArray(value);
const dateOrNull = (value: unknown) => (isString(value) && CALENDAR_DATE.test(value) ? value : null);

/** A contract's number, brand and tier; undefined without them. */
export function readContract(entry: Record<string, unknown>): ContractSummary | undefined {
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
 * The reader's running and cancelled contracts; an ended one is not listed, and an entry that cannot
 * be read is counted in `dropped` for the caller's one console line (never left out silently).
 */
function readContracts(body: unknown): { contracts: ListedContract[]; dropped: number } | undefined {
  if (!isObject(body) || !Array.isArray(body.contracts)) return undefined;
  const contracts: ListedContract[] = [];
  let dropped = 0;
  for (const entry of body.contracts as unknown[]) {
    const contract = isObject(entry) ? readContract(entry) : undefined;
    const status = isObject(entry) ? entry.status : undefined;
    if (
      !contract ||
      !isObject(entry) ||
      (status !== 'active' && status !== 'cancelled' && status !== 'ended')
    )
      dropped++;
    else if (status !== 'ended')
      contracts.push({
        ...contract,
        status,
        endDate: dateOrNull(entry.endDate),
        nextPayment: dateOrNull(entry.nextPayment),
      });
  }
  return { contracts, dropped };
}

/** issue 27: the logged-in reader's contracts. */
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

export const CONTRACT_FIELDS = {
  id: { type: 'string', required: true, description: 'the contract number' },
  project: { type: 'string', description: 'the brand' },
  brandName: { type: 'string', required: true },
  tier: { type: 'string', required: true, description: "'plus' or 'pur'" },
  billing: { type: 'string', description: "'monthly' or 'yearly'" },
} as const;

/*
 * The call as a contract for the integration guide (`npm run docs`); the runtime never reads this
 * object, so the build drops it.
 */
export const CONTRACTS_CALL: BackendCall = {
  summary: "the logged-in reader's contracts ('Ihre Verträge', 'Meine Abos und Ausgaben')",
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
          description: "'active', 'cancelled' or 'ended' (not listed)",
        },
        endDate: { type: ['string', 'null'], description: "'YYYY-MM-DD', the end of a cancelled contract" },
        nextPayment: { type: ['string', 'null'], description: "'YYYY-MM-DD'; null when none is due" },
      },
    },
  },
  misfit:
    'The cancellation page asks for the contract as free text instead, the list says in German that the subscriptions cannot be shown; an entry without id, brand, tier or status is left out with one console line.',
  demo: { path: '/subscriptions/contracts' },
};
