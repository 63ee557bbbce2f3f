import * as planCalls from '../../features/training-plans/training-plans-calls.ts';
import { defineMeta, KB } from '../../src/kit/widget-meta.ts';

const FALLBACK = '<p>Alle Trainingspläne als PDF finden Sie in unserem <a href="/shop/">Shop</a>.</p>';

export const meta = defineMeta({
  name: 'training-plans',
  trigger: 'visible',
  // spec 1, 2.7, issue 27
  summary:
    'training-plan menu and filter: categories and Ziel, Zielzeit, Niveau, days per week, weeks with live counts, state in the URL; the results are paid boxes',
  description:
    'Trainingsplan-Filter und Menü: Kategorien, Ziel, Zielzeit, Niveau, Trainingstage und Dauer mit Live-Zahlen; Ergebnisse als Paid-Boxen.',
  props: {},
  config: {},
  fallback: FALLBACK,
  example: { markup: FALLBACK },
  budget: 4 * KB,
  backend: ['training-plans'],
  calls: [planCalls.PLAN_LIST, planCalls.PLAN_ORDER, planCalls.PLAN_PURCHASES, planCalls.PLAN_DOWNLOAD],
});
