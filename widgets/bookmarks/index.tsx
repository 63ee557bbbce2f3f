import { pageFavourites } from '../../features/favourites/page-favourites.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { BookmarksHeader } from './bookmarks-header.tsx';
import { meta } from './meta.ts';
import './bookmarks.css';

/**
 * spec 2.4, 6: the header button of the bookmarks panel. Only the button loads with the page; the
 * panel and the login prompt (with @floating-ui) load on first use, so the header costs the article
 * page little. With favourites off (enableFavorites) it shows nothing.
 */
export const mount = defineWidget(meta, ({ element, kiosk, scope }) => {
  if (!kiosk.config.enableFavorites) return;
  const controller = pageFavourites(kiosk);
  scope.add(controller.hostLoginPrompt());
  return mountReact(element, <BookmarksHeader controller={controller} isMobile={kiosk.isMobile} />);
});
