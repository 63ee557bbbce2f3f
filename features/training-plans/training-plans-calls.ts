import type { BackendCall } from '../../src/kit/backend-call.ts';

/** The training plans' calls (issue 27) as contracts. */
export const PLAN_ORDER: BackendCall = {
  summary:
    "once the page's cart found its finished order: which plans it holds; with a login the order becomes the reader's",
  method: 'POST',
  path: '/training-plans/orders',
  xhr: true,
  body: {
    cartToken: {
      type: 'string',
      required: true,
      description: 'the cart id without its gid prefix and query string',
    },
  },
  response: { plans: { type: 'array', required: true, description: 'ids of the plans bought in the order' } },
  misfit: 'A failed call is logged once; the box keeps offering the plan, and the next page view asks again.',
  demo: { path: '/training-plans/orders', body: { cartToken: 'demo-bestellung-laufen' } },
};

export const PLAN_PURCHASES: BackendCall = {
  summary: "the logged-in reader's purchased plans, newest first, when the login is known",
  method: 'GET',
  path: '/training-plans/purchases',
  auth: true,
  xhr: true,
  response: {
    purchases: {
      type: 'array',
      required: true,
      fields: {
        id: { type: 'string', required: true },
        title: { type: 'string', required: true },
        purchasedAt: { type: 'string', required: true, description: 'ISO 8601' },
        pages: { type: 'number', required: true },
      },
    },
  },
  misfit: "A failed call is logged once; plans bought in this browser still show 'Herunterladen'.",
  demo: { path: '/training-plans/purchases' },
};

export const PLAN_DOWNLOAD: BackendCall = {
  summary:
    "on 'Herunterladen': a signed, expiring link to the plan's PDF, for its buyer (login, or the order's cart token)",
  method: 'GET',
  path: '/training-plans/{id}/download',
  auth: true,
  xhr: true,
  query: {
    cartToken: {
      type: 'string',
      description: 'for a plan bought without login: the cart token of its order (then sent without login)',
    },
  },
  response: {
    url: { type: 'string', required: true, description: 'https (safeUrl); the browser follows it at once' },
    expiresAt: { type: 'string', description: 'ISO time the link stops working' },
  },
  success: '200; 401 without login or cart token, 403 for a reader who did not buy the plan',
  misfit:
    "A failed call shows 'Der Download-Link konnte nicht erstellt werden.' in the box; the reader can try again.",
  demo: { path: '/training-plans/laufen-5-km-unter-30-min-3-tage/download' },
};
