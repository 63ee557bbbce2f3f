/** `record` without the entries of `keys` (lines whose request settled, codes no longer on the cart). */
export const withoutKeys = <T>(
  record: Readonly<Record<string, T>>,
  keys: Iterable<string>,
): Record<string, T> => {
  const drop = new Set(keys);
  return Object.fromEntries(Object.entries(record).filter(([key]) => !drop.has(key)));
};
