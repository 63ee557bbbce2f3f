import { apiCall, apiSettings } from '../../src/api-call.ts';
import { pathSegment } from '../../src/kit/path-segment.ts';
import { readableRecords } from '../../src/kit/readable-records.ts';
import type { Kiosk } from '../../src/widget-contract.ts';

export const PURCHASES_TIMEOUT_MS = 8_000;

/** A purchased PDF (a training plan) as the list shows it. */
export interface Purchase {
  id: string;
  title: string;
  /** ISO 8601. */
  purchasedAt: string;
  pages: number;
}

const isText = (value: unknown): value is string => typeof value == 'string' && value.trim() != '';

function readPurchase(record: unknown): Purchase | undefined {
  if (typeof record != 'object' || record === null) return undefined;
  const { id, title, purchasedAt, pages } = record as Record<string, unknown>;
  const fits =
    isText(id) &&
    isText(title) &&
    isText(purchasedAt) &&
    !Number.isNaN(Date.parse(purchasedAt)) &&
    typeof pages == 'number' &&
    Number.isInteger(pages) &&
    pages > 0;
  return fits ? { id, title, purchasedAt, pages } : undefined;
}

const readPurchases = (body: unknown) => {
  const purchases = (body as { purchases?: unknown } | null)?.purchases;
  return Array.isArray(purchases)
    ? readableRecords(purchases, readPurchase, 'my-subscriptions', 'purchases')
    : undefined;
};

const readLink = (body: unknown) => {
  const url = (body as { url?: unknown } | null)?.url;
  return isText(url) ? url : undefined;
};

/**
 * issue 27, the training-plans backend (demo-host/api/training-plans/; its contract is `PLAN_PURCHASES`
 * in features/training-plans/training-plans-calls.ts): `GET {apiHost}/training-plans/purchases` (login)
 * → `{ purchases: [{ id, title, purchasedAt (ISO 8601), pages }] }`.
 */
export const purchasesCall = (kiosk: Kiosk, signal: AbortSignal) =>
  apiCall(
    'GET',
    '/training-plans/purchases',
    {},
    undefined,
    {},
    {
      auth: true,
      signal,
      parse: readPurchases,
      timeoutMs: PURCHASES_TIMEOUT_MS,
      errorMessage: 'purchases failed',
    },
    apiSettings(kiosk),
  );

/**
 * `GET {apiHost}/training-plans/{id}/download` (login, owners only; contract `PLAN_DOWNLOAD`) → `{ url, expiresAt }`: a signed,
 * expiring link; 403 for a reader who does not own the plan.
 */
export function downloadCall(kiosk: Kiosk, id: string) {
  const segment = pathSegment(id, { source: 'my-subscriptions', field: 'purchases[].id' });
  if (!segment) return undefined;
  return apiCall(
    'GET',
    `/training-plans/${segment}/download`,
    {},
    undefined,
    {},
    { auth: true, parse: readLink, timeoutMs: PURCHASES_TIMEOUT_MS, errorMessage: 'download link failed' },
    apiSettings(kiosk),
  );
}
