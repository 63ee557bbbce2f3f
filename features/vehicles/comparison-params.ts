/** issue 16: compare up to 4 vehicles side by side. */
export const MAX_COMPARED = 4;

/** Query parameters carry a criterion as `k_<field>`: `k_powerPs=100-200`, `k_fuel=Elektro,Benzin`. */
export const CRITERION_PREFIX = 'k_';

/** The parameters the comparison owns; every other parameter of the page's URL is kept as it is. */
const OWN = ['v', 'diff', 'suche', 'ohne'];
const owns = (name: string) => OWN.includes(name) || name.startsWith(CRITERION_PREFIX);

/**
 * A query string's parameters with the comparison's own cleared and `ids` compared: the part of
 * `writeComparison` (comparison-url.ts) a link into the comparison needs, on its own so the model teaser
 * carries no criteria code (issue 22).
 */
export function comparedIds(ids: readonly string[], search = ''): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (owns(name)) params.delete(name);
  if (ids.length) params.set('v', ids.join(','));
  return params;
}
