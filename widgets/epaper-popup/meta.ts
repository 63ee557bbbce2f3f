import * as issuesCalls from '../../features/issues/issues-calls.ts';
import { defineMeta, KB } from '../../src/kit/widget-meta.ts';

export const meta = defineMeta({
  name: 'epaper-popup',
  // Never on arrival: it asks for its turn once the page is idle, and the overlay layer holds every
  // unrequested pop-up for the first seconds of a page view.
  trigger: 'idle',
  // spec 1, issue 31
  summary:
    "'Die neue Ausgabe ist da': one invitation per new issue and reader, across tabs, never for owners",
  description: 'Hinweis auf die neue Ausgabe, einmal je Heft und Leser; Besitzer sehen ihn nicht.',
  props: {
    issueUrl: {
      type: 'string',
      description: "where 'Zur Ausgabe' goes: the magazine page (default '/heft/')",
    },
  },
  config: {},
  fallback: '',
  example: { props: { issueUrl: '/auto/hefte/' }, markup: '' },
  budget: 2 * KB,
  backend: ['issues'],
  calls: [issuesCalls.ISSUES_LIST, issuesCalls.ISSUES_OWNED],
});
