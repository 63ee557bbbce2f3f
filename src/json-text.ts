/**
 * JSON as if the page had not patched `toJSON`. Old host libraries do: Prototype.js 1.6 gives
 * `Array.prototype` a `toJSON` that returns a string, so `{items: [1]}` is written `{"items":"[1]"}`,
 * and every list Kiosk stored, sent or posted would come back as text and be dropped. Every storage
 * write, channel write and JSON request body goes through these.
 */

/**
 * A copy of `value` in which every array and plain object has an own `toJSON` of `undefined`, so
 * `JSON.stringify` (and urql's own serialiser, which asks for `toJSON` first) never reaches one a
 * library put on a prototype. Other objects (a `Date`) keep their own.
 */
export function withoutPatchedToJson<T>(value: T): T {
  if (typeof value != 'object' || value === null) return value;
  let copy: unknown[] | Record<string, unknown>;
  if (Array.isArray(value)) copy = value.map((item: unknown) => withoutPatchedToJson(item));
  else {
    const prototype = Object.getPrototypeOf(value) as unknown;
    if (prototype !== Object.prototype && prototype !== null) return value;
    copy = {};
    for (const [key, item] of Object.entries(value)) copy[key] = withoutPatchedToJson(item);
  }
  Object.defineProperty(copy, 'toJSON', { value: undefined });
  return copy as T;
}

/** `JSON.stringify` of `value`, whatever the page did to `toJSON`. */
export const toJsonText = (value: unknown): string => JSON.stringify(withoutPatchedToJson(value));
