import { useFavourites } from '../../features/favourites/hooks.ts';
import { pageFavourites } from '../../features/favourites/page-favourites.ts';
import { itemKey, type FavouritesController } from '../../features/favourites/store.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { SaveToggle } from '../../ui/save-toggle.tsx';
import { meta } from './meta.ts';

const LABELS = { save: 'Tour merken', saved: 'Tour gemerkt' };

function TourFavourite({
  controller,
  tourId,
  channel,
}: {
  controller: FavouritesController;
  tourId: string;
  channel: string;
}) {
  const saved = useFavourites(controller, (state) => state.tours.includes(tourId));
  const notice = useFavourites(controller, (state) => state.notice);
  return (
    <SaveToggle
      saved={saved}
      labels={LABELS}
      onToggle={() => controller.toggle(tourId, channel)}
      message={notice?.key == itemKey(channel, tourId) ? notice.message : undefined}
    />
  );
}

/**
 * spec 3.3, 7.4: a favourite tour is a favourite on the community tour channel (config
 * community.tourChannel); once the server confirms it, the tour is claimed (skipped without apiHost).
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
