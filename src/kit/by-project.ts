/**
 * A feature's own brand data, keyed by project code: `{ default: false, mt: true }`. The extension
 * point of the brand table (src/brands.ts): a feature keeps its table beside its code and reads it
 * with {@link forProject}, so the core, which every page loads, carries no widget's labels or flags.
 */
export type ByProject<T> = { readonly default: T } & { readonly [project: string]: T | undefined };

// Own keys only: a project code such as 'constructor' must not find Object.prototype's.
export const forProject = <T>(table: ByProject<T>, project: string): T =>
  Object.hasOwn(table, project) ? (table[project] as T) : table.default;
