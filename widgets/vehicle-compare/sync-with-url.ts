import {
  readComparison,
  writeComparison,
  type ComparisonState,
} from '../../features/vehicles/comparison-url.ts';
import type { WidgetScope } from '../../src/kit/widget-scope.ts';

/**
 * The comparison lives in the query string (issue 16): a reader's change takes a history entry, so a
 * link reproduces it and back/forward (popstate) restore the state they left.
 */
export function syncWithUrl(scope: WidgetScope, restore: (state: ComparisonState) => void) {
  addEventListener('popstate', () => restore(readComparison(location.search)), { signal: scope.signal });
  restore(readComparison(location.search));
  return (state: ComparisonState, replace = false) => {
    const search = writeComparison(state, location.search);
    if (search == location.search) return;
    const url = `${location.pathname}${search}${location.hash}`;
    if (replace) history.replaceState(history.state, '', url);
    else history.pushState(history.state, '', url);
  };
}
