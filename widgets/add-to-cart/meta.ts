import { defineMeta, KB } from '../../src/kit/widget-meta.ts';

export const meta = defineMeta({
  name: 'add-to-cart',
  trigger: 'visible',
  // spec 5.5
  summary:
    "quantity select and 'In den Warenkorb'; may sit on the server's own `<button>`; after an add, 'Zum Warenkorb'",
  description: 'Mengenauswahl und „In den Warenkorb“ für einen Artikel aus dem Shop.',
  props: {
    merchandiseId: {
      type: 'string',
      required: true,
      description: 'the Storefront variant id, gid://shopify/ProductVariant/…',
    },
    max: { type: 'number', description: 'the largest quantity in the select (default 20)' },
    disabled: { type: 'boolean', description: "shows 'Nicht verfügbar' instead of adding (default false)" },
  },
  config: { core: ['storefront.endpoint', 'storefront.accessToken', 'storefront.timeoutMs'] },
  fallback: '<button type="button">In den Warenkorb</button> (or a link to the shop\'s product page)',
  example: {
    props: { merchandiseId: 'gid://shopify/ProductVariant/49100000000011' },
    markup: '<button type="button">In den Warenkorb</button>',
  },
  budget: 2 * KB,
  backend: ['storefront'],
});
