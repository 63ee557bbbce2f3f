import { useStore } from 'zustand';
import type { FavouritesController } from '../../features/favourites/favourites-controller.ts';
import { itemKey } from '../../features/favourites/favourites-state.ts';
import { SaveToggle } from '../../ui/save-toggle.tsx';

const LABELS = { save: 'Merken', saved: 'Gemerkt' };

/** Saves an item on its channel; every button of the same item on the page shows the same state. */
export function FavouriteButton({
  controller,
  id,
  channel,
}: {
  controller: FavouritesController;
  id: string;
  channel: string;
}) {
  const saved = useStore(controller.store, (state) => state.favorites[channel]?.includes(id) ?? false);
  const notice = useStore(controller.store, (state) => state.notice);
  return (
    <SaveToggle
      saved={saved}
      labels={LABELS}
      onToggle={() => controller.toggle(id, channel)}
      message={notice?.key == itemKey(channel, id) ? notice.message : undefined}
    />
  );
}
