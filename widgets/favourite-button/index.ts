import { pageFavourites } from '../../features/favourites/page-favourites.ts';
import type { FavouritesState } from '../../features/favourites/favourites-state.ts';
import { itemMessage } from '../../features/favourites/item-message.ts';
import { LOAD_FAILED } from '../../features/favourites/messages.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { saveToggle } from '../../ui/save-toggle.ts';
import { meta } from './meta.ts';

/** The name stays; `aria-pressed` says whether the item is saved (issue 23, 4: one signal). */
export const FAVOURITE_LABEL = 'Merken';

/**
 * spec 3.2: saves an item on its channel; every button of the same item on the page shows the same state.
 * Plain DOM on its resting markup (issue 22). With favourites off (enableFavorites) it shows nothing.
 */
export const mount = defineWidget(meta, ({ element, props, kiosk, scope }) => {
  if (!kiosk.config.enableFavorites) {
    element.hidden = true;
    return () => void (element.hidden = false);
  }
  const controller = pageFavourites(kiosk);
  const channel = props.channel || controller.channel;
  controller.watchChannel(channel);
  const toggle = saveToggle(element, FAVOURITE_LABEL, scope, 'article', controller.loginLinks);
  const show = (state: FavouritesState) =>
    toggle.show(
      state.favorites[channel]?.includes(props.id) ?? false,
      itemMessage(state, channel, props.id, LOAD_FAILED),
    );
  show(controller.store.getState());
  scope.add(controller.store.subscribe(show));
  // issue 23, focus 1: without login the prompt opens beside this button, not at the header.
  toggle.button.addEventListener('click', () => controller.toggle(props.id, channel, toggle.askLogin), {
    signal: scope.signal,
  });
});
