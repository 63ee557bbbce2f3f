import { defineMeta, KB } from '../../src/kit/widget-meta.ts';
import { OFFERS_CALL, OFFERS_MARKUP } from './offers-contract.ts';

export const meta = defineMeta({
  name: 'subscription-offers',
  trigger: 'visible',
  // spec 1, 2.7, 4.3, 9.6; issue 27 (§ 312j BGB)
  summary:
    "the subscription landing page: the brand's offers side by side, monthly/yearly, price per month and in total incl. VAT, trial, term and notice by the button; subscribers see their plan",
  description:
    'Abo-Angebote: monatlich oder jährlich, Preis pro Monat und gesamt inkl. MwSt., „Jetzt abonnieren“ zur Kasse.',
  props: {
    checkoutUrl: {
      type: 'string',
      required: true,
      description: "the provider's checkout; 'Jetzt abonnieren' adds `?angebot=<offer id>`",
    },
  },
  config: {},
  fallback: OFFERS_MARKUP,
  example: { props: { checkoutUrl: '/abo/bestellen/' }, markup: OFFERS_MARKUP },
  budget: 3 * KB,
  backend: ['subscriptions'],
  calls: [OFFERS_CALL],
});
