import type { FavouritesController } from '../../features/favourites/favourites-controller.ts';
import type { FavouritesState } from '../../features/favourites/favourites-state.ts';
import { LOAD_FAILED } from '../../features/favourites/messages.ts';
import { restingFavourite } from '../../features/favourites/resting-favourite.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { reportWidgetError } from '../../src/kit/report-widget-error.ts';
import { saveToggle } from '../../ui/save-toggle.ts';
import { meta } from './meta.ts';

/** The name stays; `aria-pressed` says whether the item is saved (issue 23, 4: one signal). */
export const FAVOURITE_LABEL = 'Merken';

/**
 * spec 3.2: saves an item on its channel; every button of the same item on the page shows the same state.
 * Plain DOM on its resting markup; the page's favourites store starts on idle or when the reader reaches
 * for the button (issue 22). With favourites off (enableFavorites) it shows nothing.
 */
export const mount = defineWidget(meta, async ({ element, props, kiosk, scope }) => {
  if (!kiosk.config.enableFavorites) {
    element.hidden = true;
    return () => void (element.hidden = false);
  }
  // The store runs later (issue 22); the login prompt reads its links only after a click reached it.
  let store: FavouritesController | undefined;
  const toggle = await saveToggle(
    element,
    FAVOURITE_LABEL,
    scope,
    'article',
    () => store?.loginLinks() ?? {},
  );
  restingFavourite({
    kiosk,
    scope,
    element,
    button: toggle.button,
    attach(controller) {
      store = controller;
      const channel = props.channel || controller.channel;
      controller.watchChannel(channel);
      const show = (state: FavouritesState) =>
        toggle.show(
          state.favorites[channel]?.includes(props.id) ?? false,
          controller.itemMessage(state, channel, props.id, LOAD_FAILED),
        );
      show(controller.store.getState());
      scope.add(controller.store.subscribe(show));
      // issue 23, focus 1: without login the prompt opens beside this button, not at the header.
      return () => controller.toggle(props.id, channel, toggle.askLogin);
    },
    onError(error) {
      toggle.show(false, LOAD_FAILED);
      reportWidgetError(element, 'the favourites failed to load', error);
    },
  });
});
