import { readConfigSection } from '../../src/kit/config-section.ts';
import { NEWSTICKER_CONFIG } from './newsticker-config.ts';
import { dropPageShared, pageShared } from '../../src/kit/page-shared.ts';
import type { Kiosk } from '../../src/widget-contract.ts';
import { leaseLeadership, webLocksLeadership } from '../../src/kit/leadership.ts';
import { createNewsTicker, type NewsTicker } from './news-ticker.ts';
import { localTabStorage } from '../../src/kit/tab-storage.ts';

export const readNewstickerSettings = (widget: string) =>
  readConfigSection(widget, NEWSTICKER_CONFIG, ({ intervalSeconds, timeoutMs }) => ({
    intervalMs: intervalSeconds * 1000,
    timeoutMs,
  }));

const documentVisibility = {
  hidden: () => document.visibilityState == 'hidden',
  onChange(listener: () => void) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

declare module '../../src/kit/page-shared.ts' {
  interface PageSharedValues {
    /** The ticker and how many widgets hold it. */
    newsticker: { ticker: NewsTicker; users: number };
  }
}

function startTicker(kiosk: Kiosk, widget: string): NewsTicker {
  const { project, apiHost } = kiosk.config;
  const settings = readNewstickerSettings(widget);
  const tabs = localTabStorage();
  const leadership =
    webLocksLeadership(`kiosk-newsticker:${project}`) ??
    leaseLeadership({
      tabs,
      key: `kiosk_newsticker_lease:${project}`,
      tabId: Math.random().toString(36).slice(2),
      ttlMs: 15_000,
    });
  return createNewsTicker({
    project,
    apiHost,
    tabs,
    leadership,
    visibility: documentVisibility,
    ...settings,
  });
}

/**
 * The page's one newsticker, shared by the bell and the highlight slider; it stops when the last of
 * them unmounts. Returns the ticker and how to let go of it.
 */
export function holdPageTicker(kiosk: Kiosk, widget: string): { ticker: NewsTicker; release: () => void } {
  const entry = pageShared('newsticker', () => ({ ticker: startTicker(kiosk, widget), users: 0 }));
  entry.users++;
  let released = false;
  return {
    ticker: entry.ticker,
    release() {
      if (released) return;
      released = true;
      if (--entry.users > 0) return;
      entry.ticker.stop();
      dropPageShared('newsticker', entry);
    },
  };
}
