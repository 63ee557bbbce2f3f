/**
 * A widget's section of `#kiosk-config`, declared once as data (like `meta.props`): the kit checks and
 * types it (`readConfigSection`), the README lists it (`scripts/readme-widgets.ts`), and the build
 * keeps only the checking data in the browser (`loader/meta-docs-plugin.ts` strips the descriptions).
 */
interface FieldDoc {
  /** For the README; stripped from the browser build. */
  description: string;
}

export interface StringField extends FieldDoc {
  type: 'string';
  default?: string;
  /** Without it the section is unusable: `readConfigSection` gives undefined and says why. */
  required?: boolean;
  /** The whole value must match (`^…$` in the expression). */
  pattern?: RegExp;
}

export interface NumberField extends FieldDoc {
  type: 'number';
  default?: number;
  whole?: boolean;
  min?: number;
  max?: number;
  /** What the number counts, for the console line and the README ('milliseconds'). */
  unit?: string;
}

export interface BooleanField extends FieldDoc {
  type: 'boolean';
  default?: boolean;
}

export interface ObjectField extends FieldDoc {
  type: 'object';
  fields: ConfigSchema;
}

export type ConfigField = StringField | NumberField | BooleanField | ObjectField;
export type ConfigSchema = Readonly<Record<string, ConfigField>>;

/** A named section of `#kiosk-config` (`{"fuelSearch": {…}}`) and its fields. */
export interface ConfigSection<S extends ConfigSchema = ConfigSchema> {
  readonly name: string;
  readonly fields: S;
}

type ValueOf<F extends ConfigField> = F extends ObjectField
  ? ConfigOf<F['fields']>
  : F extends NumberField
    ? number
    : F extends BooleanField
      ? boolean
      : string;

/** Present when it has a default or is required (or is an object, which is always read). */
type Always<F extends ConfigField> = F extends ObjectField
  ? true
  : F extends { required: true }
    ? true
    : F extends { default: unknown }
      ? true
      : false;

/** The checked settings a section gives. */
export type ConfigOf<S extends ConfigSchema> = {
  -readonly [K in keyof S as Always<S[K]> extends true ? K : never]: ValueOf<S[K]>;
} & {
  -readonly [K in keyof S as Always<S[K]> extends true ? never : K]?: ValueOf<S[K]>;
};

/** True when a field (at any depth) is required, so reading the section may give undefined. */
export type HasRequired<S extends ConfigSchema> = true extends {
  [K in keyof S]: S[K] extends ObjectField
    ? HasRequired<S[K]['fields']>
    : S[K] extends { required: true }
      ? true
      : false;
}[keyof S]
  ? true
  : false;

/** Keeps the literal field types, so `readConfigSection` can type the settings. */
export const defineConfigSection = <const S extends ConfigSchema>(
  name: string,
  fields: S,
): ConfigSection<S> => ({
  name,
  fields,
});

/**
 * The one timeout field: a whole number of milliseconds from 1 to 60000. Production keeps its default;
 * the fault e2e sets short ones through page config.
 */
export const milliseconds = <const D extends number>(field: { default: D; description: string }) =>
  ({ type: 'number', whole: true, min: 1, max: 60_000, unit: 'milliseconds', ...field }) as const;
