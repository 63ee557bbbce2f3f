import type { Turn } from '../../src/latest-only.ts';
import type { FavouritesContext } from './favourites-context.ts';
import { UNFOLLOW_FAILED } from './messages.ts';

/** Unfollowing rubrics and brands (spec 7.3). `loadBookmarks`: reads them again afterwards. */
export function favouritesUnfollow(
  { deps, store, get, users, reader }: FavouritesContext,
  loadBookmarks: (turn: Turn) => Promise<boolean>,
) {
  /** Unfollows rubrics or brands: gone at once, back with a message if the server says no (spec 7.3). */
  const unfollow = async (ids: readonly string[]) => {
    if (!get().loggedIn || ids.length == 0) return;
    const turn = users.current();
    const before = get();
    const keep = (entry: { id: string }) => !ids.includes(entry.id);
    store.setState({
      notice: undefined,
      bookmarks: before.bookmarks.filter((id) => !ids.includes(id)),
      bookmarksData: {
        bookmarksRubrics: before.bookmarksData.bookmarksRubrics.filter(keep),
        bookmarksBrands: before.bookmarksData.bookmarksBrands.filter(keep),
      },
    });
    const result = await deps.api.toggleBookmarks(ids);
    if (!turn.isCurrent()) return;
    if (!result.ok || !result.value) {
      deps.log(result.ok ? 'bookmarks toggle refused (success: false)' : result.error.message);
      store.setState({
        bookmarks: before.bookmarks,
        bookmarksData: before.bookmarksData,
        notice: { key: 'bookmarks', message: UNFOLLOW_FAILED },
      });
      return;
    }
    if (reader.token) deps.tabs?.post({ kind: 'bookmarks', token: reader.token });
    // spec 4.4 (issue 12): saving bookmarks is followed by a reload.
    await loadBookmarks(turn);
  };

  return { unfollow };
}
