import { defineMeta, KB } from '../../src/kit/widget-meta.ts';

export const meta = defineMeta({
  name: 'training-plans',
  trigger: 'visible',
  summary: 'training-plans: what it does, in one line, with the spec sections',
  description: 'Was das Widget tut, in einem Satz für die Demo-Übersicht.',
  props: {
    title: { type: 'string', description: "the text it shows (default 'Neues Widget training-plans')" },
  },
  config: {},
  fallback: '',
  example: { props: { title: 'Neues Widget training-plans' }, markup: '' },
  budget: 1 * KB,
});
