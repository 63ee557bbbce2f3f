import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Bus } from '../bus.ts';
// For the declarations of the state events this store follows.
import type {} from '../consent/consent.ts';
import type {} from './mobile-flag.ts';
import type {} from '../theme/theme.ts';
import type { PageData } from '../config.ts';
import { logError } from '../log.ts';

/**
 * The page flags of spec 3.6 in one typed store. Who sets each (README "Page flags"):
 * - `isExclusive`, `showInactiveTabOverlay`: page data (`#kiosk-page`);
 * - `isDarkMode`, `isMobile`, `consentReady`, `consentVendors`: the runtime (theme, viewport, CMP);
 * - `galleryOpen`, `isStickyGalleryActive`: the gallery; `globalScrolldown`, `globalProgressBarWidth`,
 *   `hasScrolling`: the reading-progress widget;
 * - `loadedBanner`, `onlyOverlayAds`: the ad stack, through `kiosk.push(['page-state.set', { … }])`.
 */
export interface PageState {
  isExclusive: boolean;
  hasScrolling: boolean;
  /** The ad slots that have rendered a banner. */
  loadedBanner: string[];
  onlyOverlayAds: boolean;
  isStickyGalleryActive: boolean;
  galleryOpen: boolean;
  showInactiveTabOverlay: boolean;
  isDarkMode: boolean;
  /** The reader scrolls down (true) or up. */
  globalScrolldown: boolean;
  /** How far the article is read, 0–100. */
  globalProgressBarWidth: number;
  consentReady: boolean;
  consentVendors: number[];
  isMobile: boolean;
}

export type PageFlagName = keyof PageState;

declare module '../events.ts' {
  interface KioskEvents {
    /** One spec 3.6 flag changed; `state` holds them all. */
    'page-state-changed': { flag: PageFlagName; value: PageState[PageFlagName]; state: PageState };
  }
}

const INITIAL: PageState = {
  isExclusive: false,
  hasScrolling: false,
  loadedBanner: [],
  onlyOverlayAds: false,
  isStickyGalleryActive: false,
  galleryOpen: false,
  showInactiveTabOverlay: false,
  isDarkMode: false,
  globalScrolldown: false,
  globalProgressBarWidth: 0,
  consentReady: false,
  consentVendors: [],
  isMobile: false,
};

/** `globalProgressBarWidth` → `data-kiosk-global-progress-bar-width`. */
const attributeOf = (flag: string) =>
  `data-kiosk-${flag.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** A list flag is written space-separated, so host CSS can match one entry with `~=`. */
const attributeValue = (value: PageState[PageFlagName]) =>
  Array.isArray(value) ? value.join(' ') : String(value);

/**
 * Creates the store and mirrors every change as a `data-kiosk-*` attribute on `<html>` and a
 * `page-state-changed` event. Hint: use {@link pageState}; a second store would split the page.
 */
export function createPageState(bus: Bus, page: Pick<PageData, string>, root = document.documentElement) {
  const store: StoreApi<PageState> = createStore(() => ({
    ...INITIAL,
    isExclusive: page.isExclusive === true,
    showInactiveTabOverlay: page.showInactiveTabOverlay === true,
  }));
  const mirror = (state: PageState, previous?: PageState) => {
    for (const flag of Object.keys(state) as PageFlagName[]) {
      if (previous && attributeValue(state[flag]) === attributeValue(previous[flag])) continue;
      root.setAttribute(attributeOf(flag), attributeValue(state[flag]));
      if (previous) bus.emit('page-state-changed', { flag, value: state[flag], state });
    }
  };
  mirror(store.getState());
  store.subscribe(mirror);

  // State events are sticky: the store catches up with what the runtime knew before it loaded.
  bus.on('theme-changed', ({ theme }) => store.setState({ isDarkMode: theme == 'dark' }));
  bus.on('mobile-changed', ({ mobile }) => store.setState({ isMobile: mobile }));
  bus.on('consent-changed', ({ ready, vendors }) =>
    store.setState({ consentReady: ready, consentVendors: vendors }),
  );
  bus.handle('page-state.set', (flags) => {
    if (typeof flags == 'object' && flags) store.setState(pick(flags as Record<string, unknown>));
    else logError('page-state', 'page-state.set takes an object of flags; ignored', flags);
  });
  return store;
}

/** Only known flags with the type the store holds; a host's typo or wrong type is left out, with a line. */
function pick(flags: Record<string, unknown>): Partial<PageState> {
  const picked: Record<string, unknown> = {};
  for (const [flag, value] of Object.entries(flags)) {
    const initial: unknown = Object.hasOwn(INITIAL, flag) ? INITIAL[flag as PageFlagName] : undefined;
    const fits = Array.isArray(initial)
      ? Array.isArray(value) &&
        value.every((entry) => typeof entry == typeof (flag == 'loadedBanner' ? '' : 0))
      : initial !== undefined && typeof value == typeof initial;
    if (fits) picked[flag] = value;
    else logError('page-state', `page-state.set: "${flag}" is not a flag of this type; left out`, value);
  }
  return picked as Partial<PageState>;
}

/**
 * The page's one store (on `window`, as the bus is), created by the first entry that asks or by the
 * host's first `page-state.set` (the runtime loads this module then).
 */
export function pageState(kiosk: { bus: Bus; page: PageData }): StoreApi<PageState> {
  const holder = globalThis as typeof globalThis & { __kioskPageState?: StoreApi<PageState> };
  return (holder.__kioskPageState ??= createPageState(kiosk.bus, kiosk.page));
}
