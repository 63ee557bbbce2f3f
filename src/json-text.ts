/**
 * JSON as if the page had not patched `toJSON`. Old host libraries do: Prototype.js 1.6 gives
 * `Array.prototype` a `toJSON` that returns a string, so `{items: [1]}` is written `{"items":"[1]"}`,
 * and every list Kiosk stored, sent or posted would come back as text and be dropped. Every storage
 * write, JSON request body and the Storefront variables go through these.
 */

/**
 * A copy of `value` in which every array and plain object has an own `toJSON` of `undefined`, so
 * `JSON.stringify` (and urql's own serialiser, which asks for `toJSON` first) never reaches one a
 * library put on a prototype. Other objects (a `Date`) keep their own.
 */
export function withoutPatchedToJson<T>(value: T): T {
  const prototype: unknown = value && typeof value == 'object' && Object.getPrototypeOf(value);
  if (prototype !== Array.prototype && prototype !== Object.prototype) return value;
  const copy = Array.isArray(value)
    ? value.map(withoutPatchedToJson)
    : Object.fromEntries(
        Object.entries(value as object).map(([key, item]) => [key, withoutPatchedToJson(item)]),
      );
  return Object.defineProperty(copy, 'toJSON', {}) as T;
}

/** `JSON.stringify` of `value`, whatever the page did to `toJSON`. */
export const toJsonText = (value: unknown): string => JSON.stringify(withoutPatchedToJson(value));
