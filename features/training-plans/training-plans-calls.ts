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
  summary:
    "the logged-in reader's purchased plans, newest first: for the paid boxes when the login is known, for 'Meine Abos und Ausgaben' when it opens",
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
  misfit:
    "A failed call is logged once; paid boxes still show 'Herunterladen' for plans bought in this browser, and 'Meine Abos und Ausgaben' keeps the contracts and says 'Ihre gekauften PDFs können gerade nicht angezeigt werden.' An entry without id, title, purchase time or pages is left out of the list with one console line.",
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
    "A failed call, or a link `safeUrl` refuses, shows 'Der Download-Link konnte nicht erstellt werden.' in the box, or 'Der Download ist gerade nicht möglich. Bitte versuchen Sie es erneut.' in 'Meine Abos und Ausgaben'; the reader can try again.",
  demo: { path: '/training-plans/laufen-5-km-unter-30-min-3-tage/download' },
};

export const PLAN_LIST: BackendCall = {
  summary: 'every training plan with what the filter asks, when the filter comes into view',
  method: 'GET',
  path: '/training-plans',
  xhr: true,
  response: {
    plans: {
      type: 'array',
      required: true,
      fields: {
        id: { type: 'string', required: true },
        title: { type: 'string', required: true },
        category: { type: 'string', required: true, description: "the menu's category: 'Laufen'" },
        goal: { type: 'string', required: true, description: "Ziel: 'Halbmarathon'" },
        targetTime: {
          type: ['string', 'null'],
          required: true,
          description: "Zielzeit: 'unter 2:00 h'; null",
        },
        level: {
          type: 'string',
          required: true,
          description: "'Einsteiger', 'Fortgeschrittene', 'Ambitionierte'",
        },
        weeks: { type: 'number', required: true },
        daysPerWeek: { type: 'number', required: true },
        pages: { type: 'number', required: true },
        price: {
          type: 'object',
          required: true,
          fields: {
            amount: { type: 'string', required: true, description: "euros with a dot, VAT included: '4.99'" },
          },
        },
        cover: {
          type: 'object',
          required: true,
          fields: {
            url: { type: 'string', required: true, description: 'https (safeUrl)' },
            width: { type: 'number', required: true },
            height: { type: 'number', required: true },
          },
        },
        merchandiseId: {
          type: 'string',
          required: true,
          description: "the plan's Storefront variant (digital)",
        },
        productUrl: { type: 'string', required: true, description: "the shop's product page (safeUrl)" },
        sampleUrl: { type: 'string', description: 'the sample page, a PDF (safeUrl)' },
      },
    },
  },
  misfit:
    "A failed call shows 'Die Trainingspläne konnten nicht geladen werden.' with 'Erneut versuchen'; a plan that does not fit is left out (logged once).",
  demo: { path: '/training-plans' },
};
