import { defineMeta, KB } from '../../src/kit/widget-meta.ts';
import * as issuesCalls from '../../features/issues/issues-calls.ts';

const FALLBACK =
  '<p>Die aktuelle Ausgabe und frühere Hefte finden Sie am Kiosk und im <a href="/shop/">Shop</a>.</p>';

export const meta = defineMeta({
  name: 'magazine-issues',
  trigger: 'visible',
  // spec 1, 2.1, 9.6, issue 31
  summary:
    "the current issue and the archive by year: 'Heft kaufen' to the cart, 'ePaper lesen' and 'Herunterladen' for owners",
  description: 'Aktuelle Ausgabe und Archiv mit Jahresfilter; Heft kaufen, ePaper lesen und herunterladen.',
  props: {
    download: {
      type: 'boolean',
      description:
        "the magazine download page: owners get 'Herunterladen' (a signed link) on each issue they own",
    },
    readerUrl: {
      type: 'string',
      description: "where 'ePaper lesen' goes, with `?ausgabe={id}` (default '/epaper/')",
    },
  },
  config: {},
  fallback: FALLBACK,
  example: { markup: FALLBACK },
  budget: 3 * KB,
  backend: ['issues'],
  calls: [issuesCalls.ISSUES_LIST, issuesCalls.ISSUES_OWNED, issuesCalls.ISSUE_DOWNLOAD],
});
