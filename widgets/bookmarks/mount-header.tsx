import type { FavouritesController } from '../../features/favourites/favourites-controller.ts';
import type { RenderPart } from '../../src/kit/island.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { BookmarksHeader } from './bookmarks-header.tsx';

/** The header's interactive part (issue 22): the React header, which loads the panel and the prompt. */
export const renderHeader =
  (controller: FavouritesController, isMobile: () => boolean): RenderPart =>
  (element) =>
    mountReact(element, <BookmarksHeader controller={controller} isMobile={isMobile} />);
