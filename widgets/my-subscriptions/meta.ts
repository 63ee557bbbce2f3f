import { defineMeta, KB } from '../../src/kit/widget-meta.ts';
import { CONTRACTS_CALL } from '../../features/subscriptions/contracts-call.ts';
import { PLAN_DOWNLOAD, PLAN_PURCHASES } from '../../features/training-plans/training-plans-calls.ts';
import { MY_SUBSCRIPTIONS_MARKUP } from './markup.ts';

export const meta = defineMeta({
  name: 'my-subscriptions',
  trigger: 'visible',
  // spec 1, 2.7; issue 27
  summary:
    "'Abos und Ausgaben' and its list 'Meine Abos und Ausgaben': contracts with status and next payment, purchased PDFs to download, the Kündigungsbutton; the login prompt when logged out",
  description:
    '„Abos und Ausgaben“: Verträge mit Status und nächster Zahlung, gekaufte PDFs, Kündigungsbutton.',
  props: {
    cancelUrl: {
      type: 'string',
      required: true,
      description: "the cancellation page ('Verträge hier kündigen')",
    },
    loginUrl: { type: 'string', description: "the login page for the prompt (default '/anmelden/')" },
    registerUrl: { type: 'string', description: 'the registration page for the prompt' },
  },
  config: {},
  fallback: MY_SUBSCRIPTIONS_MARKUP,
  example: { props: { cancelUrl: '/vertraege-kuendigen/' }, markup: MY_SUBSCRIPTIONS_MARKUP },
  budget: 3 * KB,
  backend: ['subscriptions', 'training-plans'],
  calls: [CONTRACTS_CALL, PLAN_PURCHASES, PLAN_DOWNLOAD],
});
