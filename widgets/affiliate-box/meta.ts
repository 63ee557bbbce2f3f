import { STORE_PRICE_CONFIG } from '../../features/store-price/settings.ts';
import * as storePriceCalls from '../../features/store-price/store-price-calls.ts';
import { defineMeta, KB } from '../../src/kit/widget-meta.ts';
import { affiliateBoxMarkup } from './resting-markup.ts';

export const meta = defineMeta({
  name: 'affiliate-box',
  // The price is asked when the box comes near the screen, not for every box of a long article at load.
  trigger: 'visible',
  // spec 1, 9.6, issue 31
  summary: "product box in an article: the live 'ab' price on the server's box, 'Anzeige' where paid",
  description: 'Produktbox mit Bild, Preis ab, Händler und „Zum Angebot“; der Preis kommt live vom Shop.',
  props: {
    price: {
      type: 'string',
      description: "the server's price as the reader reads it ('89,99'), shown until the live one is in",
    },
    paid: { type: 'boolean', description: "a paid placement: labelled 'Anzeige' (as on advertorial pages)" },
  },
  config: { section: STORE_PRICE_CONFIG },
  fallback: affiliateBoxMarkup(),
  example: { props: { price: '89,99' }, markup: affiliateBoxMarkup() },
  budget: 2 * KB,
  backend: ['store-price'],
  calls: [storePriceCalls.STORE_PRICE],
});
