import { VEHICLES_CONFIG } from '../../features/vehicles/vehicle-settings.ts';
import { defineMeta, KB } from '../../src/kit/widget-meta.ts';
import * as vehicleCalls from '../../features/vehicles/vehicle-calls.ts';

export const meta = defineMeta({
  name: 'tech-data-overlay',
  trigger: 'visible',
  // spec 1, 2.1 (technical data overlay), 9.6 ('Technische Daten'); issue 29
  summary:
    "technical data overlay: a server-rendered link opens one version's grouped technical data in a dialog; without script the link leads to the comparison",
  description:
    'Technische Daten im Overlay: ein Link öffnet die Daten einer Version gruppiert in einem Dialog.',
  props: {
    versionId: { type: 'string', required: true, description: 'the version whose data it shows' },
    kind: {
      type: 'string',
      description: '"car" or "motorcycle" (default: from the brand; motorcycle on the motorcycle project)',
    },
  },
  config: { section: VEHICLES_CONFIG },
  fallback:
    'a link (or button) to the comparison or the data page of the version: it works without script and opens the dialog with it',
  example: {
    props: { versionId: 'vw-golf-1-5-etsi-dsg', kind: 'car' },
    markup: '<a href="/auto/vergleich/?v=vw-golf-1-5-etsi-dsg">Technische Daten</a>',
  },
  // The link's enhancement only; the dialog, the table and the UI runtime load when reached for.
  budget: Math.round(1.5 * KB),
  backend: ['vehicles'],
  calls: [vehicleCalls.VEHICLE_VERSIONS],
});
