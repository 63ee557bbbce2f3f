import type { WidgetScope } from '../../src/kit/widget-scope.ts';
import { readSearch, writeSearch, type SearchState } from './search-url.ts';

/**
 * All search state is in the URL (issue 28): a search takes a history entry (an automatic area
 * search replaces it), a link reproduces the view, back and forward restore it. A change of the hash
 * alone (the pitch overlay) is no new search.
 */
export function syncSearchUrl(scope: WidgetScope, restore: (state: SearchState) => void) {
  let written = location.search;
  addEventListener(
    'popstate',
    () => {
      if (location.search == written) return;
      written = location.search;
      restore(readSearch(location.search));
    },
    { signal: scope.signal },
  );
  return {
    initial: readSearch(location.search),
    write(state: SearchState, mode: 'push' | 'replace') {
      const search = writeSearch(state, location.search);
      if (search == location.search) return;
      written = search;
      const url = `${location.pathname}${search}${location.hash}`;
      if (mode == 'replace') history.replaceState(history.state, '', url);
      else history.pushState(history.state, '', url);
    },
  };
}
