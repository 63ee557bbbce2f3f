import { pageFavourites } from '../../features/favourites/page-favourites.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { FavouriteButton } from './favourite-button.tsx';
import { meta } from './meta.ts';

/** spec 3.2: saves an item on its channel; with favourites off (enableFavorites) it shows nothing. */
export const mount = defineWidget(meta, ({ element, props, kiosk }) => {
  if (!kiosk.config.enableFavorites) return;
  const controller = pageFavourites(kiosk);
  const channel = props.channel || controller.channel;
  controller.watchChannel(channel);
  return mountReact(element, <FavouriteButton controller={controller} id={props.id} channel={channel} />);
});
