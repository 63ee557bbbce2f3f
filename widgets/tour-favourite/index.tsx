import { pageFavourites } from '../../features/favourites/page-favourites.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { meta } from './meta.ts';
import { TourFavourite } from './tour-favourite.tsx';

/**
 * spec 3.3, 7.4: the favourite-tour toggle on the community tour channel (config
 * community.tourChannel); once the server confirms a save, the tour is claimed (skipped without apiHost).
 */
export const mount = defineWidget(meta, ({ element, props, kiosk }) => {
  if (!kiosk.config.enableFavorites || !kiosk.config.features.tours) return;
  const controller = pageFavourites(kiosk);
  const channel = kiosk.config.community.tourChannel;
  controller.watchChannel(channel);
  return mountReact(
    element,
    <TourFavourite controller={controller} tourId={props.tourId} channel={channel} />,
  );
});
