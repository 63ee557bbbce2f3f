import { readJsonBlock } from '../config.ts';
import { isObject, type Json } from '../field-reader.ts';
import { logError } from '../log.ts';
import type { ConfigField, ConfigOf, ConfigSchema, ConfigSection, HasRequired } from './config-schema.ts';

/** The section's settings; undefined is possible only when the schema has a required field. */
export type SectionResult<S extends ConfigSchema, T> = HasRequired<S> extends true ? T | undefined : T;

/** What a field must be, in the words of the console line. */
function expected(field: ConfigField): string {
  if (field.type == 'string') return field.pattern ? `a string matching ${field.pattern}` : 'a string';
  if (field.type == 'boolean') return 'true or false';
  if (field.type == 'object') return 'an object';
  const from = field.min === undefined ? '' : ` from ${field.min}`;
  const to = field.max === undefined ? '' : ` to ${field.max}`;
  return `a ${field.whole ? 'whole number' : 'number'}${field.unit ? ` of ${field.unit}` : ''}${from}${to}`;
}

function fits(field: ConfigField, value: unknown): boolean {
  switch (field.type) {
    case 'string':
      return typeof value == 'string' && (!field.pattern || field.pattern.test(value));
    case 'boolean':
      return typeof value == 'boolean';
    case 'object':
      return isObject(value);
    case 'number':
      return (
        typeof value == 'number' &&
        Number.isFinite(value) &&
        (!field.whole || Number.isInteger(value)) &&
        (field.min === undefined || value >= field.min) &&
        (field.max === undefined || value <= field.max)
      );
  }
}

/** Checks `source` against `fields`; a wrong field is reported and gets its default. */
function check(
  source: Json,
  fields: ConfigSchema,
  path: string,
  problems: string[],
): { settings: Json; complete: boolean } {
  const settings: Json = {};
  let complete = true;
  for (const [key, field] of Object.entries(fields)) {
    // Own fields only: `{}`'s inherited `constructor` or `toString` is not a field an editor wrote.
    const value = Object.hasOwn(source, key) ? source[key] : undefined;
    const ok = value !== undefined && fits(field, value);
    if (value !== undefined && !ok) problems.push(`${path}${key} must be ${expected(field)}`);
    if (field.type == 'object') {
      const inner = check(ok ? (value as Json) : {}, field.fields, `${path}${key}.`, problems);
      settings[key] = inner.settings;
      complete &&= inner.complete;
    } else if (ok) settings[key] = value;
    else if (field.default !== undefined) settings[key] = field.default;
    else if (field.type == 'string' && field.required) {
      complete = false;
      problems.push(`${path}${key} is required`);
    }
  }
  return { settings, complete };
}

/**
 * A widget's own section of `#kiosk-config` (`{"paywall": {…}}`, `{"storePrice": {…}}`), checked against
 * its schema (`defineConfigSection`, usually `meta.config.section`). The core's `SiteConfig` holds only
 * what every page needs; a widget reads its section here, in the kit chunk, so adding a widget's
 * settings costs the core nothing.
 *
 * Every wrong field is reported in one console line naming the widget, and gets its default. `refine`
 * adds what a schema cannot say (a rule across fields, a value derived from the page) and may report
 * into the same line; it runs only when every required field is there, else the section is undefined.
 */
export function readConfigSection<S extends ConfigSchema, T = ConfigOf<S>>(
  widget: string,
  section: ConfigSection<S>,
  refine?: (settings: ConfigOf<S>, problem: (message: string) => void) => T,
  doc: Document = document,
): SectionResult<S, T> {
  const config = readJsonBlock('kiosk-config', doc) ?? {};
  const raw = Object.hasOwn(config, section.name) ? config[section.name] : undefined;
  const problems: string[] = [];
  if (raw !== undefined && !isObject(raw)) problems.push(`${section.name} must be an object`);
  const { settings, complete } = check(
    isObject(raw) ? raw : {},
    section.fields,
    `${section.name}.`,
    problems,
  );
  const typed = settings as ConfigOf<S>;
  const result = !complete
    ? undefined
    : refine
      ? refine(typed, (message) => problems.push(`${section.name}.${message}`))
      : (typed as unknown as T);
  if (problems.length > 0) logError(widget, `#kiosk-config: ${problems.join('; ')}`);
  return result as SectionResult<S, T>;
}
