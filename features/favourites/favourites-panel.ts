import type { FavouritesContext } from './favourites-context.ts';
import { rememberIntent, type LoginIntent } from './login-intent.ts';

/** The bookmarks panel and the login prompt (spec 2.4). `load`: reads what the panel shows. */
export function favouritesPanel({ deps, store, get }: FavouritesContext, load: () => Promise<void>) {
  /** The bookmarks header's prompt (its widget wakes for it). */
  const openLoginPrompt = () => store.setState({ bookmarksLoginOpen: true });

  return {
    /**
     * Keeps the reader's wish and asks them to log in: in the prompt beside the control they used
     * (`askLogin`, issue 23, focus 1), else in the header's.
     */
    requestLogin(intent: LoginIntent, askLogin: () => void = openLoginPrompt) {
      rememberIntent(intent);
      askLogin();
    },
    loginLinks: deps.loginLinks,
    /** spec 2.4: opening the panel without login shows the login prompt instead. */
    openPanel() {
      if (!get().loggedIn) return openLoginPrompt();
      store.setState({ bookmarksOpen: true, bookmarksLoginOpen: false });
      void load();
    },
    closePanel: () => store.setState({ bookmarksOpen: false }),
    closeLoginPrompt: () => store.setState({ bookmarksLoginOpen: false }),
  };
}
