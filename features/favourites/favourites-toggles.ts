import type { Turn } from '../../src/latest-only.ts';
import type { FavouritesContext, Toggle } from './favourites-context.ts';
import { itemKey } from './item-key.ts';
import type { LoginIntent } from './login-intent.ts';
import { TOGGLE_FAILED, TOUR_FAILED } from './messages.ts';

/**
 * Saving and removing items (spec 3.2, 3.3, 4.4, 7.4). Toggles are optimistic: the item flips at once
 * and one toggle goes out per click. Clicks while a call runs are queued (two cancel out) and sent
 * once its answer is in: a toggle is always one the reader made, never one Kiosk adds to reach a
 * state it guessed, and the server's `deleted` decides what the page shows.
 *
 * A failed toggle is uncertain (a timeout or an unreadable answer may come after the server applied
 * it), so the channel is read again before the page shows a state or a message.
 */
export function favouritesToggles(
  { deps, store, get, toggles, settled, reads, users, reader, isSaved, show }: FavouritesContext,
  requestLogin: (intent: LoginIntent, askLogin?: () => void) => void,
  loadChannel: (channel: string, turn: Turn) => Promise<boolean>,
) {
  const { api, tourChannel } = deps;
  /** Each item's run of calls while it goes on (a click during it joins it, as a queued toggle). */
  const runs = new Map<string, Promise<void>>();

  const claim = async (id: string) => {
    const user = deps.userId();
    if (!deps.hasApiHost || user === undefined) return;
    const result = await api.claimTour(id, user);
    if (result && !result.ok) deps.log(`${result.error.message} for tour ${id}`, result.error);
  };

  /** After a failed toggle: what the server holds decides; a message only when it is not what the reader wanted. */
  const settleFailed = async (channel: string, id: string, toggle: Toggle, turn: Turn) => {
    const key = itemKey(channel, id);
    toggles.delete(key);
    settled.delete(key);
    show(channel, id, toggle.confirmed);
    const read = await loadChannel(channel, turn);
    if (!turn.isCurrent() || (read && isSaved(channel, id) == toggle.wanted)) return;
    store.setState({ notice: { key, message: channel == tourChannel ? TOUR_FAILED : TOGGLE_FAILED } });
  };

  const run = async (channel: string, id: string, toggle: Toggle) => {
    const turn = users.current();
    do {
      toggle.queued = false;
      const result = await api.toggleFavourite(id, channel);
      if (!turn.isCurrent()) return;
      // spec 7.4: tours apply only when the server reports success; favourites are held to the same.
      if (!result.ok || !result.value.success) {
        deps.log(result.ok ? 'favourite toggle refused (success: false)' : result.error.message);
        return settleFailed(channel, id, toggle, turn);
      }
      // spec 4.4: removed if the answer says deleted, added otherwise.
      toggle.confirmed = !result.value.deleted;
      toggle.wanted = toggle.queued != toggle.confirmed;
      show(channel, id, toggle.wanted);
      if (channel == tourChannel && toggle.confirmed) void claim(id);
    } while (toggle.queued);
    const key = itemKey(channel, id);
    toggles.delete(key);
    settled.set(key, { saved: toggle.confirmed, reads: reads.started });
    if (reader.token)
      deps.tabs?.post({ kind: 'favourite', token: reader.token, channel, id, saved: toggle.confirmed });
  };

  /**
   * Saves or removes an item. Without login nothing is sent (spec 5.2): the wish is kept and the login
   * prompt opens, the caller's own (`askLogin`, beside the control the reader used) where it has one;
   * once the reader is logged in, the item is saved. Returns false when favourites are off.
   */
  const toggle = (id: string, channel: string = deps.channel, askLogin?: () => void): boolean => {
    if (!get().enabled) return false;
    if (!get().loggedIn) {
      requestLogin({ id, channel }, askLogin);
      return true;
    }
    const key = itemKey(channel, id);
    const showing = isSaved(channel, id);
    if (get().notice?.key == key) store.setState({ notice: undefined });
    show(channel, id, !showing);
    const running = toggles.get(key);
    if (running) {
      running.queued = !running.queued;
      running.wanted = !showing;
      return true;
    }
    const entry: Toggle = { wanted: !showing, confirmed: showing, queued: false };
    toggles.set(key, entry);
    runs.set(
      key,
      run(channel, id, entry).finally(() => runs.delete(key)),
    );
    return true;
  };

  /** Resolves once the item's toggles have their answers (at once when none is out). */
  const answered = (channel: string, id: string): Promise<void> =>
    runs.get(itemKey(channel, id)) ?? Promise.resolve();

  return { toggle, answered };
}

export type FavouritesToggles = ReturnType<typeof favouritesToggles>;
