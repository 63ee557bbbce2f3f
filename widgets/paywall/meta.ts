import { defineConfigSection, milliseconds } from '../../src/kit/config-schema.ts';
import { defineMeta, KB } from '../../src/kit/widget-meta.ts';

export const meta = defineMeta({
  name: 'paywall',
  trigger: 'eager',
  // spec 4.2, 5.1, 7.6
  summary: 'metered paywall on the article text block; offer box under the cut',
  description:
    'Paywall auf dem Artikeltext: fragt den Paywall-Anbieter, kürzt den Artikel und zeigt die Abo-Angebote.',
  props: {},
  config: {
    section: defineConfigSection('paywall', {
      provider: {
        type: 'object',
        description: 'the paywall provider',
        fields: {
          name: {
            type: 'string',
            required: true,
            // spec 8
            description: "display name, in '{provider} Config (key) missing'",
          },
          script: {
            type: 'string',
            required: true,
            // spec 7.6
            description: "the provider's loader script, best a static file of the site's own",
          },
          global: {
            type: 'string',
            required: true,
            description: "the global name of its command function (`window[global]('page_view', …)`)",
          },
          block: {
            type: 'string',
            // spec 3.4, 3.7
            description: "the name of its block in the page data's `stats.tracking` (default: global)",
          },
        },
      },
      bypass: {
        type: 'object',
        // spec 5.1
        description: 'bypass codes',
        fields: {
          param: {
            type: 'string',
            default: '',
            description: 'the query parameter that carries a bypass code (obfuscated on purpose)',
          },
          cookie: { type: 'string', default: '', description: 'the cookie that keeps an accepted code' },
          codes: {
            type: 'string',
            default: '',
            description:
              'SHA-256 digests (hex) of the valid codes, separated by commas or spaces, so neither bundle nor config reveals a code',
          },
        },
      },
      scriptTimeoutMs: milliseconds({
        default: 10_000,
        description: "after this long without the provider's script, pwJsToLong is set (Poool uses 10 s)",
      }),
      offers: {
        type: 'object',
        description: 'where the offers lead; without one, that offer is not shown',
        fields: {
          plus: { type: 'string', description: "the 'plus' offer's page" },
          pur: { type: 'string', description: "the 'pur' offer's page" },
        },
      },
      loginUrl: {
        type: 'string',
        // spec 2.3
        description: 'the login page; the link carries the return address',
      },
    }),
    core: ['features.paywall'],
  },
  fallback: 'the article text itself; the widget never replaces it',
  example: {
    // Without page data (#kiosk-page) it says so once and walls nothing: the text stays.
    markup: '<p>Wer heute ein Auto kauft, steht vor mehr Entscheidungen als je zuvor.</p>',
  },
  budget: 6 * KB,
  backend: ['paywall'],
});
