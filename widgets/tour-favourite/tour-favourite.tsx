import { useStore } from 'zustand';
import type { FavouritesController } from '../../features/favourites/favourites-controller.ts';
import { itemMessage } from '../../features/favourites/item-message.ts';
import { TOURS_LOAD_FAILED } from '../../features/favourites/messages.ts';
import { SaveToggle } from '../../ui/save-toggle.tsx';

const LABELS = { save: 'Tour merken', saved: 'Tour gemerkt' };

/** spec 3.3: a favourite tour is a favourite on the community tour channel. */
export function TourFavourite({
  controller,
  tourId,
  channel,
}: {
  controller: FavouritesController;
  tourId: string;
  channel: string;
}) {
  const saved = useStore(controller.store, (state) => state.tours.includes(tourId));
  const message = useStore(controller.store, (state) =>
    itemMessage(state, channel, tourId, TOURS_LOAD_FAILED),
  );
  return (
    <SaveToggle
      saved={saved}
      labels={LABELS}
      onToggle={() => controller.toggle(tourId, channel)}
      message={message}
    />
  );
}
