import { defineMeta, type PropsSpec, type WidgetMeta } from '../../src/kit/widget-meta.ts';

/** A widget's metadata for kit tests: only the name and the props matter there. */
export const testMeta = <const P extends PropsSpec>(name: string, props: P): WidgetMeta<P> =>
  defineMeta({
    name,
    trigger: 'idle',
    summary: '',
    description: '',
    config: {},
    fallback: '',
    example: { markup: '' },
    budget: 0,
    props,
  });
