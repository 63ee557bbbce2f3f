import { defineMeta, KB } from '../../src/kit/widget-meta.ts';

export const meta = defineMeta({
  name: 'paywall',
  trigger: 'eager',
  summary: 'metered paywall on the article text block (spec 4.2, 5.1, 7.6); offer box under the cut',
  description:
    'Paywall auf dem Artikeltext: fragt den Paywall-Anbieter, kürzt den Artikel und zeigt die Abo-Angebote.',
  props: {},
  config: [
    'paywall.provider.name',
    'paywall.provider.script',
    'paywall.provider.global',
    'paywall.provider.block',
    'paywall.bypass.param',
    'paywall.bypass.cookie',
    'paywall.bypass.codes',
    'paywall.scriptTimeoutMs',
    'paywall.offers.plus',
    'paywall.offers.pur',
    'paywall.loginUrl',
    'features.paywall',
  ],
  fallback: 'the article text itself; the widget never replaces it',
  example: {
    // Without page data (#kiosk-page) it says so once and walls nothing: the text stays.
    markup: '<p>Wer heute ein Auto kauft, steht vor mehr Entscheidungen als je zuvor.</p>',
  },
  budget: 6 * KB,
  backend: ['paywall'],
});
