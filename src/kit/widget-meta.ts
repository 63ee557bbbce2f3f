import type { Trigger } from '../widget-contract.ts';

/** The types a prop in `data-props` may have. */
export type PropType = 'string' | 'number' | 'boolean' | 'object';

export interface PropSpec {
  type: PropType;
  /** Without it the widget does not mount, and says why once in the console. */
  required?: boolean;
  /** For the README reference and the demo index: what the prop does, and its default. */
  description: string;
}

export type PropsSpec = Readonly<Record<string, PropSpec>>;

type ValueOf<T extends PropType> = T extends 'string'
  ? string
  : T extends 'number'
    ? number
    : T extends 'boolean'
      ? boolean
      : Record<string, unknown>;

/** The checked props a widget receives: required ones present, optional ones possibly missing. */
export type PropsOf<S extends PropsSpec> = {
  [K in keyof S as S[K]['required'] extends true ? K : never]: ValueOf<S[K]['type']>;
} & {
  [K in keyof S as S[K]['required'] extends true ? never : K]?: ValueOf<S[K]['type']>;
};

/**
 * What a widget says about itself, beside its code (`widgets/<name>/meta.ts`). The build makes the
 * loader's stub from it, the demo index lists it, and the README reference is written from it.
 */
export interface WidgetMeta<P extends PropsSpec = PropsSpec> {
  /** The `data-widget` value: kebab-case, the widget's folder name. */
  name: string;
  /** The default trigger; `data-load` overrides it. */
  trigger: Trigger;
  /** One line in English for the README's widget table, with the spec sections. */
  summary: string;
  /** One line in German for the demo index. */
  description: string;
  props: P;
  /** The `#kiosk-config` fields the widget reads, for the README reference. */
  config: readonly string[];
  /** Server markup a CMS renders inside the mount point; it shows until the widget renders, and if it fails. */
  fallback: string;
}

/** Keeps the literal prop types of a widget's meta, so `defineWidget` can type its props. */
export const defineMeta = <const P extends PropsSpec>(meta: WidgetMeta<P>): WidgetMeta<P> => meta;
