import { defineWidget } from '../../src/kit/define-widget.ts';
import { reportWidgetError } from '../../src/kit/report-widget-error.ts';
import { safeUrl } from '../../src/kit/safe-url.ts';
import { localTabStorage } from '../../src/kit/tab-storage.ts';
import { meta } from './meta.ts';
import { readHistory, recordRead } from './reading-history.ts';

/** Where focus goes when nothing had it before the tab was hidden: the page's heading, never `body`. */
function pageHeading(fallback: HTMLElement): HTMLElement {
  const heading = document.querySelector<HTMLElement>('main h1, h1') ?? fallback;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/**
 * `data-widget="inactive-tab-overlay"` (issue 25): on an article page, notes the article in the reading
 * history of this device; where the page data sets `showInactiveTabOverlay` (spec 3.6), and not on the
 * home page, watches the tab's visibility. That is all until the tab is first hidden: then the rules
 * load (watch-returns.ts, return-overlay.ts) and fetch suggestions; the dialog and the UI runtime load
 * only once suggestions are in hand.
 */
export const mount = defineWidget(meta, ({ element, props, kiosk, scope }) => {
  const { page } = kiosk;
  const storage = localTabStorage();
  const cid = page.PageType == 'Artikel' ? page.CID : undefined;
  const exclude = readHistory(storage).filter((id) => id != cid);
  if (cid) recordRead(storage, cid);
  const homeUrl = safeUrl(props.homeUrl ?? '/', { source: meta.name, field: 'data-props.homeUrl' }) ?? '/';
  const home = new URL(homeUrl, location.href);
  if (
    page.showInactiveTabOverlay !== true ||
    (home.origin == location.origin && home.pathname == location.pathname)
  )
    return;

  let focused: HTMLElement | undefined;
  const failed = (error: unknown) => reportWidgetError(element, 'the inactive-tab overlay failed', error);
  const rules = () =>
    import('./watch-returns.ts').then(({ watchReturns }) =>
      watchReturns(kiosk, {
        element,
        storage,
        homeUrl,
        cid: cid ?? '',
        exclude,
        returnFocus: () => (focused?.isConnected ? focused : pageHeading(element)),
      }),
    );
  let loaded: ReturnType<typeof rules> | undefined;
  document.addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState == 'hidden') {
        const active = document.activeElement;
        focused = active instanceof HTMLElement && active != document.body ? active : undefined;
        // A chunk that failed to load is tried again at the next hide.
        loaded ??= rules().catch((error: unknown) => {
          loaded = undefined;
          throw error;
        });
        loaded.then((overlay) => overlay.hidden()).catch(failed);
      } else loaded?.then((overlay) => overlay.visible()).catch(failed);
    },
    { signal: scope.signal },
  );
  scope.add(() => void loaded?.then((overlay) => overlay.dispose()));
});
