import type { BackendCall } from '../../src/kit/backend-call.ts';

/** The fallback: the way to the provider's shop, which stays where the offers cannot come. */
export const OFFERS_MARKUP =
  '<p class="kiosk-offers__fallback"><a href="/abo/bestellen/">Zu den Abo-Angeboten</a></p>';

/*
 * The call as a contract for the integration guide (`npm run docs`); the runtime never reads this
 * object, so the build drops it.
 */
export const OFFERS_CALL: BackendCall = {
  summary: "the brand's subscription offers, when the landing page comes into view",
  method: 'GET',
  xhr: true,
  path: '/subscriptions/offers',
  query: {
    project: { type: 'string', description: "the page's project" },
    client: { type: 'string', description: "the site's apiClient (every generic call sends it)" },
    ab: { type: 'number', description: '1 in an A/B test, else 0' },
  },
  response: {
    offers: {
      type: 'array',
      required: true,
      fields: {
        id: { type: 'string', required: true, description: 'sent to the checkout as `angebot`' },
        brandName: { type: 'string', required: true },
        tier: { type: 'string', required: true, description: "'plus' or 'pur'" },
        billing: { type: 'string', required: true, description: "'monthly' or 'yearly'" },
        priceCents: { type: 'number', required: true, description: 'one payment, gross, in cents' },
        monthlyCents: { type: 'number', required: true, description: 'per month, gross, in cents' },
        trialDays: { type: 'number', required: true },
        termMonths: { type: 'number', required: true, description: 'the minimum term, at least 1' },
        noticeDays: { type: 'number', required: true, description: '0: to the end of any month' },
        benefits: { type: 'array', description: 'short texts' },
      },
    },
  },
  misfit:
    'A failed call or an answer without `offers` keeps the fallback link to the shop (one console line); an offer that does not fit is left out with one console line.',
  demo: { path: '/subscriptions/offers?project=ams' },
};
