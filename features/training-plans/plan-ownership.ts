import type { Kiosk } from '../../src/widget-contract.ts';
import { pageShared } from '../../src/kit/page-shared.ts';
import { logError, logMissing } from '../../src/log.ts';
// For the 'order-finished' state event the page's cart publishes.
import type {} from '../cart/purchase-report.ts';

/**
 * localStorage: the orders this browser bought training plans in, `[{cartToken, plans}]`; `plans: null`
 * for an order the platform has not confirmed yet (asked again on the next page view).
 */
export const PLAN_ORDERS_KEY = 'kiosk_training_plan_orders';
/** Enough for any reader; the oldest go first. */
const KEPT_ORDERS = 50;

interface StoredOrder {
  cartToken: string;
  plans: string[] | null;
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

function isStoredOrder(value: unknown): value is StoredOrder {
  if (typeof value != 'object' || value === null) return false;
  const { cartToken, plans } = value as Record<string, unknown>;
  return (
    typeof cartToken == 'string' &&
    (plans === null || (Array.isArray(plans) && plans.every((plan) => typeof plan == 'string')))
  );
}

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

  /** Keeps `entry` for `cartToken` (or drops it, for undefined), over what another tab may have written. */
  const store = (cartToken: string, entry?: StoredOrder) => {
    orders = [...readStored().filter((order) => order.cartToken != cartToken), ...(entry ? [entry] : [])];
    writeStored(orders);
  };

  const register = async (cartToken: string) => {
    const result = await api.request(`/training-plans/orders`, {
      method: 'POST',
      auth: loggedIn,
      json: { cartToken },
      parse: (body) => planIds(body, 'plans'),
    });
    // Kept as unconfirmed: the next page view asks again, so a platform that was down loses no purchase.
    if (!result.ok)
      return logError(widget, `the finished order could not be registered (${result.error.message})`);
    store(cartToken, result.value.length ? { cartToken, plans: result.value } : undefined);
    changed();
  };

  for (const order of orders) if (order.plans === null) void register(order.cartToken);
  bus.on('order-finished', ({ cartToken }) => {
    if (orders.some((order) => order.cartToken == cartToken)) return;
    store(cartToken, { cartToken, plans: null });
    void register(cartToken);
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
      orders.find((order) => order.plans?.includes(plan))?.cartToken ??
      (purchased.has(plan) ? '' : undefined),
    subscribe(listener) {
      listeners.add(listener);
      listener();
      return () => listeners.delete(listener);
    },
  };
}
