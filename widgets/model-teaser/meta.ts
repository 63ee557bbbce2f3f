import { VEHICLES_CONFIG } from '../../features/vehicles/vehicle-settings.ts';
import { defineMeta, KB } from '../../src/kit/widget-meta.ts';
import * as vehicleCalls from '../../features/vehicles/vehicle-calls.ts';

export const meta = defineMeta({
  name: 'model-teaser',
  trigger: 'visible',
  // spec 2.7
  summary: "model page teaser: starts a comparison of the model's versions on the comparison page",
  description: 'Modellseiten-Teaser: startet einen Vergleich der Versionen eines Modells.',
  props: {
    series: {
      type: 'string',
      required: true,
      description: "the series' id in the brand tree, e.g. vw-golf",
    },
    compareUrl: {
      type: 'string',
      required: true,
      description: 'the page with the vehicle-compare widget, e.g. /auto/vergleich/',
    },
  },
  config: { section: VEHICLES_CONFIG },
  // issue 22: CLS 0 when the teaser arrives, whatever the answer.
  fallback:
    "<p><a href=\"/auto/vergleich/\">VW Golf vergleichen</a></p> (the way to the comparison page); the page's stylesheet gives the mount point the teaser's height (`[data-widget='model-teaser'] { display: grid; min-height: 19rem }`), which the teaser fills exactly at every width and in every state (the versions, one version, the German failure with 'Erneut versuchen'), so nothing below it moves when it arrives. Where it cannot mount (an unknown series, an unsafe compareUrl) the link stays in that height",

  example: {
    props: { series: 'vw-golf', compareUrl: '/auto/vergleich/' },
    markup: '<p><a href="/auto/vergleich/">VW Golf vergleichen</a></p>',
  },
  budget: 2.5 * KB,
  backend: ['vehicles'],
  calls: [vehicleCalls.VEHICLE_TREE],
});
