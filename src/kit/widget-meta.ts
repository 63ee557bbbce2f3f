import type { Trigger } from '../widget-contract.ts';
import type { BackendCall } from './backend-call.ts';
import type { ConfigSection } from './config-schema.ts';

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
 * A valid mount point of a widget, as a CMS author would paste it: `<div data-widget="<name>"
 * data-props='…'>markup</div>`. The README shows it, and the hostile-hosts e2e mounts it.
 */
export interface WidgetExample<P extends PropsSpec = PropsSpec> {
  /** The `data-props` object; omitted when the widget needs none. Checked against the widget's props. */
  props?: PropsOf<P>;
  /** Server markup inside the mount point ('' for none): what the reader sees until the widget renders. */
  markup: string;
}

/**
 * What a widget says about itself, beside its code (`widgets/<name>/meta.ts`). The build makes the
 * loader's stub from it, the demo index lists it, and the README reference is written from it.
 */
/** What a widget reads from `#kiosk-config`. */
export interface WidgetConfig {
  /** Its own section, checked and typed by `readConfigSection`. */
  section?: ConfigSection;
  /** Fields of the core's `SiteConfig` it depends on ('features.shop'); the core checks them. */
  core?: readonly string[];
}

export interface WidgetMeta<P extends PropsSpec = PropsSpec, C extends WidgetConfig = WidgetConfig> {
  /** The `data-widget` value: kebab-case, the widget's folder name. */
  name: string;
  /** The default trigger; `data-load` overrides it. */
  trigger: Trigger;
  /** One line in English for the README's widget table, with the spec sections. */
  summary: string;
  /** One line in German for the demo index. */
  description: string;
  props: P;
  config: C;
  /** Server markup a CMS renders inside the mount point; it shows until the widget renders, and if it fails. */
  fallback: string;
  /** A valid mount point with real props (`NoInfer`: the props spec alone types the widget's props). */
  example: WidgetExample<NoInfer<P>>;
  /**
   * The gzip budget in bytes of the widget's body: the chunk its stub imports (`widgets/<name>-….js`),
   * without the stub, the shared chunks (core, kit, ui, storefront, common-…) or parts it loads
   * later. `npm run test:size` checks it after the build.
   */
  budget: number;
  /**
   * The demo backends the widget calls, by their folder under `demo-host/api/` (e.g. `['storefront']`);
   * omitted for a widget that calls none. A widget with a backend needs fault rows
   * (`e2e/faults/<name>.ts`) and, since every answer is server text, hostile-content fields
   * (`e2e/hostile/<name>.ts`); `tests/house/completeness.test.ts` checks both.
   */
  backend?: readonly string[];
  /**
   * Every call the widget makes to a platform backend, as contracts (`src/kit/backend-call.ts`) declared
   * beside the code that reads their answers; the integration guide is written from them. Omitted for a
   * widget that calls none (the Storefront is Shopify's API, documented as such).
   */
  calls?: readonly BackendCall[];
}

/** Keeps the literal prop and config types of a widget's meta, so `defineWidget` can type its props. */
export const defineMeta = <const P extends PropsSpec, const C extends WidgetConfig>(
  meta: WidgetMeta<P, C>,
): WidgetMeta<P, C> => meta;

/** 1024 bytes, for `meta.budget`. */
export const KB = 1024;
