import type { Kiosk } from '../../src/widget-contract.ts';
import { pageShared } from '../../src/kit/page-shared.ts';
import { logError, logMissing } from '../../src/log.ts';
// For the 'order-finished' state event the page's cart publishes.
import type {} from '../cart/purchase-report.ts';

/** localStorage: the orders of training plans this browser bought, `[{cartToken, plans}]`. */
export const PLAN_ORDERS_KEY = 'kiosk_training_plan_orders';
/** Enough for any reader; the oldest go first. */
const KEPT_ORDERS = 50;

interface StoredOrder {
  cartToken: string;
  plans: string[];
}

/** The page's knowledge of which plans the reader bought, and how each may be downloaded. */
export interface PlanOwnership {
  /** The order's cart token that proves a purchase made without login; '' for a login's purchase. */
  proof(plan: string): string | undefined;
  /** Calls `listener` now and whenever what the reader owns changes; returns how to stop. */
  subscribe(listener: () => void): () => void;
}

declare module '../../src/kit/page-shared.ts' {
  interface PageSharedValues {
    planOwnership: PlanOwnership;
  }
}

const isStoredOrder = (value: unknown): value is StoredOrder =>
  typeof value == 'object' &&
  value !== null &&
  typeof (value as StoredOrder).cartToken == 'string' &&
  Array.isArray((value as StoredOrder).plans) &&
  (value as StoredOrder).plans.every((plan) => typeof plan == 'string');

function readStored(): StoredOrder[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PLAN_ORDERS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isStoredOrder) : [];
  } catch (error) {
    logMissing('storage', error);
    return [];
  }
}

function writeStored(orders: StoredOrder[]) {
  try {
    localStorage.setItem(PLAN_ORDERS_KEY, JSON.stringify(orders.slice(-KEPT_ORDERS)));
  } catch (error) {
    logMissing('storage', error);
  }
}

const planIds = (body: unknown, field: 'plans' | 'purchases') => {
  const list = (body as Record<string, unknown> | null)?.[field];
  if (!Array.isArray(list)) return undefined;
  return field == 'plans'
    ? list.filter((id): id is string => typeof id == 'string')
    : list.flatMap((entry: unknown) =>
        typeof (entry as { id?: unknown })?.id == 'string' ? [(entry as { id: string }).id] : [],
      );
};

/**
 * Issue 27: what the reader owns, once per page for every paid box. Three sources: the orders this
 * browser bought plans in (kept in localStorage with their cart token, the proof for a download without
 * login); the order the page's cart just found finished (spec 7.11: the cart looks it up and sends
 * `purchase` once, and publishes it; here it is handed to the platform, `POST /training-plans/orders`,
 * which asks the shop which plans it holds); and, with a login, the reader's purchases.
 */
export function pagePlanOwnership(kiosk: Kiosk, widget: string): PlanOwnership {
  return pageShared('planOwnership', () => startOwnership(kiosk, widget));
}

function startOwnership({ bus, api }: Kiosk, widget: string): PlanOwnership {
  const listeners = new Set<() => void>();
  let orders = readStored();
  let purchased = new Set<string>();
  let loggedIn = false;
  const changed = () => listeners.forEach((listener) => listener());

  bus.on('order-finished', async ({ cartToken }) => {
    if (orders.some((order) => order.cartToken == cartToken)) return;
    const result = await api.request(`/training-plans/orders`, {
      method: 'POST',
      auth: loggedIn,
      json: { cartToken },
      parse: (body) => planIds(body, 'plans'),
    });
    if (!result.ok)
      return logError(widget, `the finished order could not be registered (${result.error.message})`);
    if (result.value.length == 0) return;
    orders = [
      ...readStored().filter((order) => order.cartToken != cartToken),
      { cartToken, plans: result.value },
    ];
    writeStored(orders);
    changed();
  });

  bus.on('session-changed', async (state) => {
    if (!state.loginValidated) return;
    loggedIn = state.loggedIn;
    if (!state.loggedIn) {
      if (purchased.size == 0) return;
      purchased = new Set();
      return changed();
    }
    const result = await api.request(`/training-plans/purchases`, {
      auth: true,
      parse: (body) => planIds(body, 'purchases'),
    });
    if (!result.ok) return logError(widget, `purchases could not be loaded (${result.error.message})`);
    purchased = new Set(result.value);
    changed();
  });

  return {
    proof: (plan) =>
      orders.find((order) => order.plans.includes(plan))?.cartToken ?? (purchased.has(plan) ? '' : undefined),
    subscribe(listener) {
      listeners.add(listener);
      listener();
      return () => listeners.delete(listener);
    },
  };
}
