import type { FavouritesController } from '../../features/favourites/favourites-controller.ts';
import type { Kiosk } from '../../src/widget-contract.ts';
import type { RenderPart } from '../../src/kit/island.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { BookmarksHeader } from './bookmarks-header.tsx';

/**
 * The header's interactive part (issue 22): the React header, which loads the panel and the prompt.
 * The panel lists saved tours where the brand runs tours (features.tours), from the tour channel.
 */
export const renderHeader =
  (controller: FavouritesController, { isMobile, config }: Kiosk): RenderPart =>
  (element) =>
    mountReact(
      element,
      <BookmarksHeader
        controller={controller}
        isMobile={isMobile}
        tourChannel={config.features.tours ? config.community.tourChannel : undefined}
      />,
    );
