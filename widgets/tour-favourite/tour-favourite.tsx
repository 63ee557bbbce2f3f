import { useStore } from 'zustand';
import type { FavouritesController } from '../../features/favourites/favourites-controller.ts';
import { itemKey } from '../../features/favourites/favourites-state.ts';
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
  const notice = useStore(controller.store, (state) => state.notice);
  // Without its channel the button would call a saved tour unsaved without a word.
  const unknown = useStore(controller.store, (state) => state.unknownChannels.includes(channel));
  return (
    <SaveToggle
      saved={saved}
      labels={LABELS}
      onToggle={() => controller.toggle(tourId, channel)}
      message={
        notice?.key == itemKey(channel, tourId) ? notice.message : unknown ? TOURS_LOAD_FAILED : undefined
      }
    />
  );
}
