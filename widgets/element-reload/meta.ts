import type { BackendCall } from '../../src/kit/backend-call.ts';
import { defineMeta, KB } from '../../src/kit/widget-meta.ts';

const ACCOUNT_MARKUP =
  '<section class="ir-box" aria-labelledby="mein-konto-titel"><h2 id="mein-konto-titel" class="ir-box__title">Mein Konto</h2><p class="ir-box__status">Sie sind nicht angemeldet.</p><p><a class="ir-box__link" href="/anmelden/">Anmelden</a></p></section>';

/** spec 7.9: the element call, as a contract the platform team can implement. */
const ELEMENT_CALL: BackendCall = {
  summary:
    "an element's new HTML fragment (below apiHost, or data-props.host): on a login or subscription change, on the host's element.reload, and on the submit of a form inside it (then as form data)",
  method: 'POST',
  path: '/irelements/element',
  xhr: true,
  headers: { Accept: 'text/html' },
  query: {
    project: { type: 'string', required: true, description: "always 'mh'" },
    ab: { type: 'number', required: true, description: 'isAb as 1 or 0' },
    client: { type: 'string', required: true, description: 'apiClient' },
  },
  body: {
    element: {
      type: 'string',
      required: true,
      description: "the element's name on the server (data-props.element)",
    },
    disableDevHost: { type: 'number', required: true, description: 'always 1' },
    isMobile: { type: 'boolean', required: true, description: 'always true' },
    client: { type: 'string', required: true, description: 'apiClient' },
    irConfig: { type: 'object', required: true, description: 'data-props.irConfig, {} without it' },
    page: { type: 'string', required: true, description: "the page's address" },
  },
  response: {},
  success: 'a 2xx answer of type text/html holding a fragment (not a whole document)',
  misfit:
    "logged ('element reload error'); the element stays as it was; where the reader submitted a form, 'Das hat gerade nicht geklappt – bitte versuchen Sie es erneut.' beside it, their input kept",
  demo: {
    path: '/irelements/element?project=mh&ab=0&client=ams-web',
    body: {
      element: 'mein-konto',
      disableDevHost: 1,
      isMobile: true,
      client: 'ams-web',
      irConfig: {},
      page: 'http://localhost/elemente/',
    },
  },
};

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
