import { defineConfigSection } from '../../src/kit/config-schema.ts';
import { defineMeta, KB } from '../../src/kit/widget-meta.ts';
import { CONTRACTS_CALL } from '../../features/subscriptions/contracts-call.ts';
import { CANCEL_CALL } from './cancel-calls.ts';
import { CANCEL_MARKUP } from './markup.ts';

export const meta = defineMeta({
  name: 'cancel-subscription',
  trigger: 'eager',
  // spec 1, 2.7, 9.6; issue 27 (§ 312k BGB)
  summary:
    "the Kündigungsbutton's confirmation page (§ 312k BGB): one page, the law's fields only, 'jetzt kündigen', the receipt with time and end to save and print; works without script",
  description:
    'Kündigungsbutton: „Verträge hier kündigen“ führt auf diese eine Seite; „jetzt kündigen“, Bestätigung zum Speichern und Drucken.',
  props: {},
  config: {
    section: defineConfigSection('cancelSubscription', {
      textFormEmail: {
        type: 'string',
        description:
          "the e-mail address for a cancellation in text form, shown when the call fails ('kuendigung@verlag.de')",
      },
      textFormAddress: {
        type: 'string',
        description:
          "the postal address for a cancellation in text form, one line ('Verlag GmbH, Postfach 1, 70000 Stuttgart')",
      },
    }),
  },
  fallback: CANCEL_MARKUP,
  example: { props: {}, markup: CANCEL_MARKUP },
  budget: 1 * KB,
  backend: ['subscriptions'],
  calls: [CANCEL_CALL, CONTRACTS_CALL],
});
