import type { FavouritesContext } from './favourites-context.ts';
import type { FavouritesLoading } from './favourites-loading.ts';
import { EMPTY_DATA } from './favourites-state.ts';
import { itemKey } from './item-key.ts';
import { dropIntent, peekIntent } from './login-intent.ts';
import type { FavouritesToggles } from './favourites-toggles.ts';
import type { TabMessage } from './tab-channel.ts';

/**
 * Who is reading: a new reader's favourites load (and a wish made before the login is saved), and
 * another tab's changes for the same reader show here too.
 */
export function favouritesReader(
  { deps, store, get, watched, toggles, settled, users, reader, isSaved, show }: FavouritesContext,
  { load, loadBookmarks }: Pick<FavouritesLoading, 'load' | 'loadBookmarks'>,
  { toggle, answered }: Pick<FavouritesToggles, 'toggle' | 'answered'>,
) {
  /** A new reader (or none): everything of the previous one goes, panel and prompt close (spec 2.4). */
  const setUser = async (next: string | undefined) => {
    if (reader.known && next === reader.token) return;
    reader.known = true;
    reader.token = next;
    const turn = users.next();
    toggles.clear();
    settled.clear();
    store.setState({
      loggedIn: next !== undefined,
      favorites: {},
      saved: {},
      bookmarks: [],
      bookmarksData: EMPTY_DATA,
      tours: [],
      bookmarksOpen: false,
      bookmarksLoginOpen: false,
      status: 'idle',
      unknownChannels: [],
      notice: undefined,
    });
    if (next === undefined || !get().enabled) return;
    const intent = peekIntent();
    if (intent) watched.add(intent.channel);
    await load();
    if (!intent || !turn.isCurrent() || get().status != 'ready') return;
    if (!isSaved(intent.channel, intent.id)) toggle(intent.id, intent.channel);
    // The wish goes with the toggle's answer, not when it is sent: the login page sends the reader back
    // as soon as the login is through, and a call the navigation cancels leaves the wish to the next
    // page, which reads the list first. A failed answer drops it too: the save was tried, and a control
    // that shows the item says it failed.
    await answered(intent.channel, intent.id);
    if (turn.isCurrent()) dropIntent();
  };

  const onTabMessage = (message: TabMessage) => {
    if (message.token !== reader.token) return;
    if (message.kind == 'bookmarks') void loadBookmarks(users.current());
    else if (!toggles.has(itemKey(message.channel, message.id)))
      show(message.channel, message.id, message.saved);
  };
  deps.tabs?.listen(onTabMessage);

  return { setUser };
}
