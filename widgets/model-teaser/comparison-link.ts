import { comparedIds, MAX_COMPARED } from '../../features/vehicles/comparison-params.ts';

/** The comparison page's URL with these versions in the comparison (the URL state it reads). */
export function comparisonLink(compareUrl: string, ids: readonly string[]): string {
  const url = new URL(compareUrl);
  url.search = comparedIds(ids.slice(0, MAX_COMPARED), url.search).toString();
  return url.href;
}
