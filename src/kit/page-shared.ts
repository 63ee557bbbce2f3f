/**
 * The page-wide values, by key. A feature that shares one declares its key by declaration merging,
 * so every `pageShared` call is typed:
 *
 * ```ts
 * declare module '../../src/kit/page-shared.ts' {
 *   interface PageSharedValues {
 *     cart: CartController;
 *   }
 * }
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface PageSharedValues {}

export type PageSharedKey = keyof PageSharedValues;

type Holder = typeof globalThis & { __kioskShared?: Map<PageSharedKey, unknown> };

/**
 * On `window`, not in a module variable: each bundle on the page (loader widgets, the partner embed)
 * has its own copy of this module.
 */
const shared = () => ((globalThis as Holder).__kioskShared ??= new Map());

/**
 * The page's one value for `key`, made by `create` on first use and shared from then on by every
 * widget and every bundle on the page.
 *
 * Hint: `create` runs once per page, with the arguments of whichever caller came first; a value that
 * depends on a caller's settings must not be shared under one key.
 */
export function pageShared<K extends PageSharedKey>(
  key: K,
  create: () => PageSharedValues[K],
): PageSharedValues[K] {
  const values = shared();
  if (!values.has(key)) values.set(key, create());
  return values.get(key) as PageSharedValues[K];
}

/**
 * Lets go of the value for `key`, so the next `pageShared` call makes a new one (the last user of a
 * ticker unmounted; a test starts a fresh page). With `value`, only if that is still the shared one.
 */
export function dropPageShared<K extends PageSharedKey>(key: K, value?: PageSharedValues[K]) {
  const values = shared();
  if (value === undefined || values.get(key) === value) values.delete(key);
}

/** The page's value for `key` if some caller has made it, without making it (a store that starts later). */
export function runningPageShared<K extends PageSharedKey>(key: K): PageSharedValues[K] | undefined {
  return shared().get(key) as PageSharedValues[K] | undefined;
}
