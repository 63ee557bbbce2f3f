/** A gap in the numbered pagination ('…'). */
export const GAP = 'gap';

/**
 * The numbered links of the hub's pagination (issue 29): the first and last page, and the pages
 * around the current one, with a gap where pages are left out. `pageNumbers(7, 13)` is
 * `[1, 'gap', 6, 7, 8, 'gap', 13]`; a gap always stands for two pages or more.
 */
export function pageNumbers(current: number, pages: number): Array<number | typeof GAP> {
  const shown = new Set(
    [1, pages, current - 1, current, current + 1].filter((page) => page >= 1 && page <= pages),
  );
  // A gap of one page would hide a number the reader could have had in its place.
  for (const page of [...shown]) {
    if (shown.has(page + 2) && !shown.has(page + 1)) shown.add(page + 1);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((page, index) =>
    index > 0 && page - (sorted[index - 1] ?? page) > 1 ? [GAP, page] : [page],
  );
}
