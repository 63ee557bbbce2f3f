import { STORE_PRICE_CONFIG } from '../../features/store-price/settings.ts';
import * as storePriceCalls from '../../features/store-price/store-price-calls.ts';
import { defineMeta, KB } from '../../src/kit/widget-meta.ts';
import { affiliateButtonMarkup } from './resting-markup.ts';

export const meta = defineMeta({
  name: 'affiliate-button',
  trigger: 'visible',
  // spec 1, 9.6, issue 31
  summary: "lone 'Zum Angebot' button with the live 'ab' price, 'Anzeige' where paid",
  description: 'Einzelner Angebotsknopf mit Preis ab; der Preis kommt live vom Shop.',
  props: {
    price: {
      type: 'string',
      description: "the server's price as the reader reads it ('89,99'), shown until the live one is in",
    },
    paid: { type: 'boolean', description: "a paid placement: labelled 'Anzeige' (as on advertorial pages)" },
  },
  config: { section: STORE_PRICE_CONFIG },
  fallback: affiliateButtonMarkup(),
  example: { props: { price: '89,99' }, markup: affiliateButtonMarkup() },
  budget: 2 * KB,
  backend: ['store-price'],
  calls: [storePriceCalls.STORE_PRICE],
});
