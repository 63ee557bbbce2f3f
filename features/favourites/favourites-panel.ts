import type { FavouritesContext } from './favourites-context.ts';
import { rememberIntent, type LoginIntent } from './login-intent.ts';

/** The bookmarks panel and the login prompt (spec 2.4). `load`: reads what the panel shows. */
export function favouritesPanel({ deps, store, get }: FavouritesContext, load: () => Promise<void>) {
  const requestLogin = (intent?: LoginIntent) => {
    if (intent) rememberIntent(intent);
    if (get().promptHost) store.setState({ bookmarksLoginOpen: true });
    else {
      const { login } = deps.loginLinks();
      if (login) deps.navigate(login);
    }
  };

  return {
    requestLogin,
    loginLinks: deps.loginLinks,
    /**
     * A bookmarks header widget is on the page and shows the login prompt (spec 2.4) instead of a
     * jump to the login page. Returns how to undo it when that widget unmounts.
     */
    hostLoginPrompt() {
      store.setState({ promptHost: true });
      return () => store.setState({ promptHost: false });
    },
    /** spec 2.4: opening the panel without login shows the login prompt instead. */
    openPanel() {
      if (!get().loggedIn) return requestLogin();
      store.setState({ bookmarksOpen: true, bookmarksLoginOpen: false });
      void load();
    },
    closePanel: () => store.setState({ bookmarksOpen: false }),
    closeLoginPrompt: () => store.setState({ bookmarksLoginOpen: false }),
    dismissNotice: () => store.setState({ notice: undefined }),
  };
}
