import { FieldReader } from '../field-reader.ts';
import type { PropsOf, PropsSpec, PropType } from './widget-meta.ts';

export type PropsResult<S extends PropsSpec> =
  { ok: true; props: PropsOf<S>; problems: string[] } | { ok: false; problems: string[] };

function readOne(read: FieldReader, key: string, type: PropType): unknown {
  if (type == 'string') return read.string(key);
  if (type == 'number') return read.number(key);
  if (type == 'boolean') return read.boolean(key);
  return read.raw(key);
}

/**
 * Checks a mount point's `data-props` against the widget's declared props. Wrongly typed optional props
 * are dropped (the widget uses its default); a missing or wrong required prop fails the mount. Unknown
 * props are reported, since they are usually typos (`merchandiseID`). Every problem of one mount point is
 * collected, so the console gets one line naming the widget and each field.
 */
export function readProps<S extends PropsSpec>(raw: Record<string, unknown>, spec: S): PropsResult<S> {
  const read = new FieldReader(raw);
  const props: Record<string, unknown> = {};
  let ok = true;
  for (const [key, { type, required }] of Object.entries(spec)) {
    const value = readOne(read, key, type);
    if (value !== undefined) props[key] = value;
    else if (required) {
      ok = false;
      if (!Object.hasOwn(raw, key)) read.problem(`${key} is required`);
    }
  }
  const unknown = Object.keys(raw).filter((key) => !Object.hasOwn(spec, key));
  if (unknown.length) read.problem(`unknown ${unknown.join(', ')} ignored`);
  return ok ? { ok, props: props as PropsOf<S>, problems: read.problems } : { ok, problems: read.problems };
}
