import { defineMeta, KB } from '../../src/kit/widget-meta.ts';
import { ELEMENT_CALL } from './element-call.ts';

const ACCOUNT_MARKUP =
  '<section class="ir-box" aria-labelledby="mein-konto-titel"><h2 id="mein-konto-titel" class="ir-box__title">Mein Konto</h2><p class="ir-box__status">Sie sind nicht angemeldet.</p><p><a class="ir-box__link" href="/anmelden/">Anmelden</a></p></section>';

export const meta = defineMeta({
  name: 'element-reload',
  trigger: 'visible',
  // spec 7.9, issue 25
  summary:
    'server-rendered element swapped for its new fragment (sanitized) on login, host command or form submit',
  description: 'Server-Elemente wie „Mein Konto“ oder eine Umfrage, neu geladen bei Login oder Absenden.',
  props: {
    element: { type: 'string', required: true, description: "the element's name on the server" },
    events: {
      type: 'string',
      description: 'bus events that reload it, space-separated: session-changed, subscription-changed',
    },
    irConfig: { type: 'object', description: "the element's configuration, sent as irConfig (default {})" },
    fields: {
      type: 'object',
      description: 'extra body fields; the fixed ones (element, client, irConfig, page …) win',
    },
    query: { type: 'object', description: 'extra query parameters; project=mh and ab always win' },
    host: { type: 'string', description: 'another https host for the call (default: apiHost)' },
    credentials: {
      type: 'boolean',
      description: "send cookies along (the login for 'Mein Konto'); default: none",
    },
  },
  config: {},
  fallback: ACCOUNT_MARKUP,
  example: {
    props: { element: 'mein-konto', events: 'session-changed', credentials: true },
    markup: ACCOUNT_MARKUP,
  },
  budget: 2.75 * KB,
  backend: ['irelements'],
  calls: [ELEMENT_CALL],
});
