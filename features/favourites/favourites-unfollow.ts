import type { Turn } from '../../src/latest-only.ts';
import type { FavouritesContext } from './favourites-context.ts';
import { UNFOLLOW_FAILED } from './messages.ts';

/** Unfollowing rubrics and brands (spec 7.3). `loadBookmarks`: reads them again afterwards. */
export function favouritesUnfollow(
  { deps, store, get, users, reader }: FavouritesContext,
  loadBookmarks: (turn: Turn) => Promise<boolean>,
) {
  /**
   * Unfollows rubrics or brands: gone at once (spec 7.3). A toggle is not idempotent, so a failed one
   * is never simply rolled back: a timeout or an unreadable answer may come after the server applied
   * it, and a retry would follow again. The server is read first; only what it still follows comes
   * back, with a message. If it cannot be read either, the page shows the state before.
   */
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
    if (result.ok && result.value) {
      if (reader.token) deps.tabs?.post({ kind: 'bookmarks', token: reader.token });
      // spec 4.4 (issue 12): saving bookmarks is followed by a reload.
      await loadBookmarks(turn);
      return;
    }
    deps.log(result.ok ? 'bookmarks toggle refused (success: false)' : result.error.message);
    const read = await loadBookmarks(turn);
    if (!turn.isCurrent()) return;
    const stillFollowed = get().bookmarks.some((id) => ids.includes(id));
    // A refusal (success: false) is certain; the reader is told even where the rubric was already gone.
    if (read && !stillFollowed && !result.ok) {
      if (reader.token) deps.tabs?.post({ kind: 'bookmarks', token: reader.token });
      return;
    }
    store.setState({
      ...(read ? {} : { bookmarks: before.bookmarks, bookmarksData: before.bookmarksData }),
      notice: { key: 'bookmarks', message: UNFOLLOW_FAILED },
    });
  };

  return { unfollow };
}
