import type { Turn } from '../../src/latest-only.ts';
import type { FavouritesContext, Toggle } from './favourites-context.ts';
import { itemKey } from './favourites-state.ts';
import type { LoginIntent } from './login-intent.ts';
import { TOGGLE_FAILED, TOUR_FAILED } from './messages.ts';

/**
 * Saving and removing items (spec 3.2, 3.3, 7.4). Toggles are optimistic: the item flips at once and
 * the call goes out; further clicks while it runs only change what is wanted, and once an answer is
 * in, another toggle goes out while wanted and confirmed differ. The server's `deleted` is the truth,
 * so ten fast clicks end where the server is. A failed call rolls the item back to the last confirmed
 * state with a German message, and the channel is read again, since a call that timed out may still
 * have reached the server.
 */
export function favouritesToggles(
  { deps, store, get, toggles, users, reader, isSaved, show }: FavouritesContext,
  requestLogin: (intent: LoginIntent) => void,
  loadChannel: (channel: string, turn: Turn) => Promise<boolean>,
) {
  const { api, tourChannel } = deps;

  const claim = async (id: string) => {
    const user = deps.userId();
    if (!deps.hasApiHost || user === undefined) return;
    const result = await api.claimTour(id, user);
    if (!result.ok) deps.log(`${result.error.message} for tour ${id}`, result.error);
  };

  const run = async (channel: string, id: string, toggle: Toggle) => {
    const turn = users.current();
    const key = itemKey(channel, id);
    toggle.running = true;
    let failed = false;
    while (toggle.wanted != toggle.confirmed) {
      const result = await api.toggleFavourite(id, channel);
      if (!turn.isCurrent()) return;
      // spec 7.4: tours apply only when the server reports success; favourites are held to the same.
      if (!result.ok || !result.value.success) {
        deps.log(result.ok ? 'favourite toggle refused (success: false)' : result.error.message);
        failed = true;
        break;
      }
      toggle.confirmed = !result.value.deleted;
      if (channel == tourChannel && toggle.confirmed) void claim(id);
    }
    toggles.delete(key);
    show(channel, id, toggle.confirmed);
    if (failed) {
      store.setState({ notice: { key, message: channel == tourChannel ? TOUR_FAILED : TOGGLE_FAILED } });
      void loadChannel(channel, turn);
    } else if (reader.token)
      deps.tabs?.post({ kind: 'favourite', token: reader.token, channel, id, saved: toggle.confirmed });
  };

  /**
   * Saves or removes an item. Without login nothing is sent (spec 5.2): the wish is kept and the login
   * prompt opens; once the reader is logged in, the item is saved. Returns false when favourites are off.
   */
  const toggle = (id: string, channel: string = deps.channel): boolean => {
    if (!get().enabled) return false;
    if (!get().loggedIn) {
      requestLogin({ id, channel });
      return true;
    }
    const key = itemKey(channel, id);
    const showing = isSaved(channel, id);
    let entry = toggles.get(key);
    if (!entry) toggles.set(key, (entry = { wanted: showing, confirmed: showing, running: false }));
    entry.wanted = !showing;
    if (get().notice?.key == key) store.setState({ notice: undefined });
    show(channel, id, entry.wanted);
    if (!entry.running) void run(channel, id, entry);
    return true;
  };

  return { toggle };
}
