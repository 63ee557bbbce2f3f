import type { FavouritesController } from '../../features/favourites/favourites-controller.ts';
import type { FavouritesState } from '../../features/favourites/favourites-state.ts';
import { TOURS_LOAD_FAILED } from '../../features/favourites/messages.ts';
import { restingFavourite } from '../../features/favourites/resting-favourite.ts';
import { defineWidget } from '../../src/kit/define-widget.ts';
import { reportWidgetError } from '../../src/kit/report-widget-error.ts';
import { saveToggle } from '../../ui/save-toggle.ts';
import { meta } from './meta.ts';

/** The name stays; `aria-pressed` says whether the tour is saved (issue 23, 4: one signal). */
export const TOUR_LABEL = 'Tour merken';

/**
 * spec 3.3, 7.4: the favourite-tour toggle on the community tour channel (config
 * community.tourChannel); once the server confirms a save, the tour is claimed (skipped without apiHost).
 * Plain DOM on its resting markup; the page's favourites store starts on idle or when the reader reaches
 * for the button (issue 22).
 */
export const mount = defineWidget(meta, async ({ element, props, kiosk, scope }) => {
  if (!kiosk.config.enableFavorites || !kiosk.config.features.tours) {
    element.hidden = true;
    return () => void (element.hidden = false);
  }
  const channel = kiosk.config.community.tourChannel;
  // The store runs later (issue 22); the login prompt reads its links only after a click reached it.
  let store: FavouritesController | undefined;
  const toggle = await saveToggle(element, TOUR_LABEL, scope, 'tour', () => store?.loginLinks() ?? {});
  // issue 23, 4: every tour button names its tour; the visible label starts the name (WCAG 2.5.3).
  if (props.title) toggle.button.setAttribute('aria-label', `${TOUR_LABEL}: ${props.title}`);
  restingFavourite({
    kiosk,
    scope,
    element,
    button: toggle.button,
    attach(controller) {
      store = controller;
      controller.watchChannel(channel);
      const show = (state: FavouritesState) =>
        toggle.show(
          state.tours.includes(props.tourId),
          controller.itemMessage(state, channel, props.tourId, TOURS_LOAD_FAILED),
        );
      show(controller.store.getState());
      scope.add(controller.store.subscribe(show));
      // issue 23, focus 1: without login the prompt opens beside this button, not at the header.
      return () => controller.toggle(props.tourId, channel, toggle.askLogin);
    },
    onError(error) {
      toggle.show(false, TOURS_LOAD_FAILED);
      reportWidgetError(element, 'the favourites failed to load', error);
    },
  });
});
