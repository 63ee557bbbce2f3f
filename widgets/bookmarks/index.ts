import { favouritesLater } from '../../features/favourites/favourites-later.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { createIsland } from '../../src/kit/island.ts';
import { reportWidgetError } from '../../src/kit/report-widget-error.ts';
import { restingControl } from '../../src/kit/resting-control.ts';
import { kioskRoot } from '../../ui/base-styles.ts';
import './bookmarks.css';
import { meta } from './meta.ts';

const CONTROL = '.kiosk-bookmarks-button';

/**
 * spec 2.4, 6: the header button of the bookmarks panel. Until the reader reaches for it (issue 22) it is
 * its resting markup, plain DOM; the React header, and with it the panel and the login prompt (with the
 * popover), load on first use (src/kit/island.ts) with the page's favourites store. With
 * favourites off (enableFavorites) it shows nothing.
 */
export const mount = defineWidget(meta, async ({ element, kiosk, scope }) => {
  if (!kiosk.config.enableFavorites) {
    element.hidden = true;
    return () => void (element.hidden = false);
  }
  const control = await restingControl(
    element,
    CONTROL,
    () => import('./resting-markup.ts').then(({ BOOKMARKS_MARKUP }) => BOOKMARKS_MARKUP),
    scope,
  );
  kioskRoot(control.parentElement ?? element);
  const island = createIsland({
    element,
    scope,
    control: CONTROL,
    load: () =>
      Promise.all([import('./mount-header.tsx'), favourites.start()]).then(([{ renderHeader }, controller]) =>
        renderHeader(controller, kiosk),
      ),
    // Without its header the reader still gets to the login page.
    onError: (error) => reportWidgetError(element, 'the header failed to load', error),
  });
  // A panel or prompt opened elsewhere (a toggle without a prompt of its own) needs the interactive part.
  const wakeFor = ({
    bookmarksOpen,
    bookmarksLoginOpen,
  }: {
    bookmarksOpen: boolean;
    bookmarksLoginOpen: boolean;
  }) => (bookmarksOpen || bookmarksLoginOpen) && void island.wake();
  // The page's favourites store starts on idle or on a reach (issue 22); the header wakes when its panel
  // or prompt is asked for.
  const favourites = favouritesLater(kiosk, scope, (controller) => {
    wakeFor(controller.store.getState());
    scope.add(controller.store.subscribe(wakeFor));
  });
});
