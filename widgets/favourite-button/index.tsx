import { useFavourites } from '../../features/favourites/hooks.ts';
import { pageFavourites } from '../../features/favourites/page-favourites.ts';
import { itemKey, type FavouritesController } from '../../features/favourites/store.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { SaveToggle } from '../../ui/save-toggle.tsx';
import { meta } from './meta.ts';

const LABELS = { save: 'Merken', saved: 'Gemerkt' };

function FavouriteButton({
  controller,
  id,
  channel,
}: {
  controller: FavouritesController;
  id: string;
  channel: string;
}) {
  const saved = useFavourites(controller, (state) => state.favorites[channel]?.includes(id) ?? false);
  const notice = useFavourites(controller, (state) => state.notice);
  return (
    <SaveToggle
      saved={saved}
      labels={LABELS}
      onToggle={() => controller.toggle(id, channel)}
      message={notice?.key == itemKey(channel, id) ? notice.message : undefined}
    />
  );
}

/** spec 3.2: saves an item on its channel; with favourites off (enableFavorites) it shows nothing. */
export const mount = defineWidget(meta, ({ element, props, kiosk }) => {
  if (!kiosk.config.enableFavorites) return;
  const controller = pageFavourites(kiosk);
  const channel = props.channel || controller.store.getState().channel;
  controller.watchChannel(channel);
  return mountReact(element, <FavouriteButton controller={controller} id={props.id} channel={channel} />);
});
