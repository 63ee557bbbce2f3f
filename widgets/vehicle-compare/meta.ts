import { VEHICLES_CONFIG } from '../../features/vehicles/vehicle-settings.ts';
import { defineMeta } from '../../src/kit/widget-meta.ts';
import * as vehicleCalls from '../../features/vehicles/vehicle-calls.ts';

export const meta = defineMeta({
  name: 'vehicle-compare',
  trigger: 'visible',
  // spec 1, 2.7
  summary:
    "vehicle comparison: brand → series → version or 'Modell suchen', technical data side by side, 'Suche anpassen'; state in the URL",
  description:
    'Fahrzeugvergleich: Marke, Baureihe und Version wählen, technische Daten nebeneinander, Suche nach Kriterien.',
  props: {
    kind: {
      type: 'string',
      description: '"car" or "motorcycle" (default: from the brand; motorcycle on the motorcycle project)',
    },
  },
  config: { section: VEHICLES_CONFIG },
  fallback: '<p>…</p> (e.g. a link to the brand tree); stays when the comparison cannot load',
  example: {
    props: { kind: 'car' },
    markup: '<p><a href="/auto/">Alle Marken und Modelle</a></p>',
  },
  // issue 22: the criteria, fields and answer parsers it shared with the model teaser in a common chunk
  // are its own since the teaser reads only the tree: 8,003 → 9,721 B here, its page's total unchanged
  // (the 'vehicle-compare (stub, body, kit, ui)' row, 27,415 → 27,421 B). issue 23: 'Modell suchen',
  // its tree search and the use of ui/combobox.tsx (a chunk shared with fuel search): 9,718 → 10,221 B.
  budget: 10_240,
  backend: ['vehicles'],
  calls: [vehicleCalls.VEHICLE_TREE, vehicleCalls.VEHICLE_VERSIONS, vehicleCalls.VEHICLE_SEARCH],
});
