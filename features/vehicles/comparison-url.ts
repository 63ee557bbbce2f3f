import { comparedIds, MAX_COMPARED } from './comparison-params.ts';
import { criteriaFromParams, criteriaToParams, type Criteria } from './criteria.ts';

export { MAX_COMPARED };

/** What a link to the comparison reproduces (issue 16: the comparison lives in the URL). */
export interface ComparisonState {
  /** Compared version ids, in column order. */
  ids: readonly string[];
  /** 'Nur Unterschiede'. */
  differencesOnly: boolean;
  /** The applied search ('Suche anpassen'); null when no search is shown. */
  search: { criteria: Criteria; exclude: boolean } | null;
}

export const EMPTY_COMPARISON: ComparisonState = { ids: [], differencesOnly: false, search: null };

const ID = /^[a-z0-9-]{1,80}$/;

/** Reads the comparison from a query string; anything unreadable is left out rather than failing. */
export function readComparison(search: string): ComparisonState {
  const params = new URLSearchParams(search);
  const ids = [...new Set((params.get('v') ?? '').split(',').filter((id) => ID.test(id)))].slice(
    0,
    MAX_COMPARED,
  );
  return {
    ids,
    differencesOnly: params.get('diff') == '1',
    search:
      params.get('suche') == '1'
        ? { criteria: criteriaFromParams(params), exclude: params.get('ohne') == '1' }
        : null,
  };
}

/** Writes the comparison into a query string, keeping the page's other parameters. */
export function writeComparison(state: ComparisonState, search = ''): string {
  const params = comparedIds(state.ids, search);
  if (state.differencesOnly) params.set('diff', '1');
  if (state.search) {
    params.set('suche', '1');
    if (state.search.exclude) params.set('ohne', '1');
    for (const [name, value] of criteriaToParams(state.search.criteria)) params.set(name, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
