import { useStore } from 'zustand';
import type { FavouritesController } from '../../features/favourites/favourites-controller.ts';
import { itemMessage } from '../../features/favourites/item-message.ts';
import { LOAD_FAILED } from '../../features/favourites/messages.ts';
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
  const message = useStore(controller.store, (state) => itemMessage(state, channel, id, LOAD_FAILED));
  return (
    <SaveToggle
      saved={saved}
      labels={LABELS}
      onToggle={() => controller.toggle(id, channel)}
      message={message}
    />
  );
}
