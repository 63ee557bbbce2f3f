import { useCallback, useEffect, useRef, useState } from 'react';
import { openPitchOf, pitchHash } from './search-url.ts';

/**
 * The pitch overlay lives in the URL (issue 28: `#stellplatz-{id}`): a link opens it, back closes it.
 * Opening takes a history entry; closing goes back over it, or, for an overlay the page was opened
 * with, takes the hash off in place.
 */
export function usePitchHash() {
  const [openId, setOpenId] = useState(() => openPitchOf(location.hash));
  const pushed = useRef(false);

  useEffect(() => {
    const sync = () => {
      const id = openPitchOf(location.hash);
      if (!id) pushed.current = false;
      setOpenId(id);
    };
    addEventListener('popstate', sync);
    addEventListener('hashchange', sync);
    return () => {
      removeEventListener('popstate', sync);
      removeEventListener('hashchange', sync);
    };
  }, []);

  const open = useCallback((id: string) => {
    history.pushState(history.state, '', `${location.pathname}${location.search}${pitchHash(id)}`);
    pushed.current = true;
    setOpenId(id);
  }, []);

  const close = useCallback(() => {
    setOpenId(undefined);
    if (pushed.current) {
      pushed.current = false;
      history.back();
    } else history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  }, []);

  return { openId, open, close };
}
