import type { Bus } from '../bus.ts';
import { setPageFlag } from '../page-flags.ts';

declare module '../events.ts' {
  interface KioskStateEvents {
    'mobile-changed': { mobile: boolean };
  }
}

/** spec 4.8, 9.1: mobile is a viewport of 1024 px or less. A media query, not resize polling. */
export const MOBILE_QUERY = '(max-width: 1024px)';

export function startMobileFlag(bus: Bus): () => boolean {
  const query = matchMedia(MOBILE_QUERY);
  const apply = () => {
    setPageFlag('mobile', query.matches);
    bus.publish('mobile-changed', { mobile: query.matches });
  };
  query.addEventListener('change', apply);
  apply();
  return () => query.matches;
}
