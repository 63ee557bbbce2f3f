import { defineMeta, KB } from '../../src/kit/widget-meta.ts';

export const meta = defineMeta({
  name: 'my-subscriptions',
  trigger: 'visible',
  summary: 'my-subscriptions: what it does, in one line, with the spec sections',
  description: 'Was das Widget tut, in einem Satz für die Demo-Übersicht.',
  props: {
    title: { type: 'string', description: "the text it shows (default 'Neues Widget my-subscriptions')" },
  },
  config: {},
  fallback: '',
  example: { props: { title: 'Neues Widget my-subscriptions' }, markup: '' },
  budget: 1 * KB,
});
