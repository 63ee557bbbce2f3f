import { MAX_COMPARED, writeComparison } from '../../features/vehicles/comparison-url.ts';

/** The comparison page's URL with these versions in the comparison (the URL state it reads). */
export function comparisonLink(compareUrl: string, ids: readonly string[]): string {
  const url = new URL(compareUrl);
  url.search = writeComparison(
    { ids: ids.slice(0, MAX_COMPARED), differencesOnly: false, search: null },
    url.search,
  );
  return url.href;
}
