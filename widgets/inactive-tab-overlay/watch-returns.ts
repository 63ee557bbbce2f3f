import { apiSettings } from '../../src/api-call.ts';
import type { TabStorage } from '../../src/kit/tab-storage.ts';
import type { Kiosk } from '../../src/widget-contract.ts';
import { createReturnOverlay, type ReturnOverlay } from './return-overlay.ts';
import { fetchSuggestions } from './suggestions-call.ts';

export interface WatchReturnsOptions {
  element: HTMLElement;
  storage: TabStorage;
  homeUrl: string;
  cid: string;
  /** The last articles read on this device, without this one. */
  exclude: readonly string[];
  /** Where focus goes back to when the dialog closes. */
  returnFocus(): HTMLElement;
}

const playing = () => [...document.querySelectorAll('video')].some((video) => !video.paused && !video.ended);

/**
 * The overlay's rules wired to the page (loaded when the tab is first hidden): suggestions through the
 * generic call, the page's overlay layer, the dialog's chunk, the page's videos.
 */
export function watchReturns(
  kiosk: Pick<Kiosk, 'bus' | 'config' | 'page' | 'session' | 'isMobile'>,
  { element, storage, homeUrl, cid, exclude, returnFocus }: WatchReturnsOptions,
): ReturnOverlay {
  const { page, config, bus } = kiosk;
  return createReturnOverlay({
    storage,
    fetchSuggestions: () =>
      fetchSuggestions(
        { project: config.project, cid, rubric: page.navigation_ebene_1 ?? '', exclude },
        apiSettings(kiosk),
      ),
    overlay: () => import('../../src/overlay/page-overlay.ts').then(({ pageOverlay }) => pageOverlay()),
    open: (suggestions, end) =>
      import('./open-dialog.tsx').then(({ openDialog }) =>
        openDialog(element, {
          suggestions,
          homeUrl,
          mobile: kiosk.isMobile(),
          track: (event) => bus.emit('analytics-event', event),
          returnFocus,
          end,
        }),
      ),
    videoPlaying: playing,
  });
}
