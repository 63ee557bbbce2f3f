import { defineMeta, KB } from '../../src/kit/widget-meta.ts';
import { paidBoxHtml } from '../../features/training-plans/paid-box-markup.ts';
import * as planCalls from '../../features/training-plans/training-plans-calls.ts';

/** The CMS's box for the demo plan (demo-host/api/training-plans): the whole box, as the reader sees it. */
const EXAMPLE_MARKUP = paidBoxHtml({
  id: 'laufen-10-km-unter-50-min-4-tage',
  title: 'Laufen 10 km unter 50 min: 8 Wochen, 4 Trainingstage pro Woche',
  pages: 22,
  price: '4.99',
  cover: { url: '/api/training-plans/cover/laufen-10-km-unter-50-min-4-tage.svg', width: 120, height: 170 },
  productUrl: '/shop/products/trainingsplan-laufen-10-km-unter-50-min-4-tage',
  sampleUrl: '/api/training-plans/laufen-10-km-unter-50-min-4-tage/sample',
});

export const meta = defineMeta({
  name: 'paid-box',
  trigger: 'visible',
  // spec 1, 9.6, issue 27
  summary:
    "paid PDF box in an article (a training plan): 'Jetzt kaufen' to the page's cart, 'Herunterladen' once bought; Paid-Box element events",
  description:
    'Paid-Box im Artikel: Trainingsplan als PDF mit Titelbild, Seiten und Preis; „Jetzt kaufen“ über den Warenkorb, danach „Herunterladen“.',
  props: {
    plan: {
      type: 'string',
      required: true,
      description: "the plan's id, as the training-plans backend names it",
    },
    merchandiseId: {
      type: 'string',
      required: true,
      description: "the plan's Storefront variant, which 'Jetzt kaufen' puts into the page's cart",
    },
  },
  config: {},
  fallback: EXAMPLE_MARKUP,
  example: {
    props: {
      plan: 'laufen-10-km-unter-50-min-4-tage',
      merchandiseId: 'gid://shopify/ProductVariant/4930000000014',
    },
    markup: EXAMPLE_MARKUP,
  },
  budget: 1 * KB,
  backend: ['training-plans'],
  calls: [planCalls.PLAN_ORDER, planCalls.PLAN_PURCHASES, planCalls.PLAN_DOWNLOAD],
});
