/**
 * Calls `onChange(previousPath)` when the page's path changes through the History API (spec 4.2: a
 * page_view per path change): `pushState`/`replaceState` of a single-page host, and back/forward
 * (`popstate`). A change of query or hash alone is no new page.
 *
 * @remarks The History API has no change event, so the two methods are wrapped while the widget lives;
 * the wrappers call the host's own methods first and are taken off again on unmount if nobody wrapped
 * them after us.
 */
export function watchPathChanges(onChange: (previousPath: string) => void, signal: AbortSignal): void {
  let path = location.pathname;
  const check = () => {
    if (location.pathname == path) return;
    const previous = path;
    path = location.pathname;
    onChange(previous);
  };
  const wrap = (name: 'pushState' | 'replaceState') => {
    const original = history[name];
    const wrapped = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      check();
    };
    history[name] = wrapped;
    signal.addEventListener('abort', () => {
      if (history[name] === wrapped) history[name] = original;
    });
  };
  wrap('pushState');
  wrap('replaceState');
  addEventListener('popstate', check, { signal });
}
