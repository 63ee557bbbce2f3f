import type { FavouritesState } from './favourites-state.ts';
import { itemKey } from './item-key.ts';

/**
 * What a save button says beside itself: the notice after its own failed toggle, else `loadFailed`
 * while its channel could not be read (it cannot tell a saved item from an unsaved one then, and an
 * unpressed button would say 'not saved' without a word).
 */
export function itemMessage(
  state: FavouritesState,
  channel: string,
  id: string,
  loadFailed: string,
): string | undefined {
  if (state.notice?.key == itemKey(channel, id)) return state.notice.message;
  return state.unknownChannels.includes(channel) ? loadFailed : undefined;
}
