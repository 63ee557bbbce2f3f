import type { FrequencyCap, OverlayLayer } from '../../src/overlay/overlay-layer.ts';
import type { TabStorage } from '../../src/kit/tab-storage.ts';

/** What the dialog reports back. */
export interface DialogEnd {
  /** The reader followed a link (a suggestion, 'Zur Startseite'); told at the click, before the page goes. */
  followed(): void;
  /** The dialog has closed, however. */
  closed(): void;
}

/** Closes a shown dialog from outside (a reader-opened pop-up pre-empted it). */
export type CloseDialog = () => void;

export interface ReturnOverlayOptions<S> {
  /** Shared with the other tabs of the site: the snooze and (through the layer) the 12 h cap. */
  storage: TabStorage;
  /** Suggestions for the reader; an empty list on any failure (a timeout, an error, none found). */
  fetchSuggestions(): Promise<readonly S[]>;
  /** The page's overlay layer; loaded when the tab turns hidden, so a return finds it at hand. */
  overlay(): Promise<OverlayLayer>;
  /** Shows the dialog (loads its chunk first). */
  open(suggestions: readonly S[], end: DialogEnd): Promise<CloseDialog>;
  /** A playing video on the page holds the dialog back. */
  videoPlaying(): boolean;
  now?: () => number;
}

/** Its name in the overlay layer and its caps. */
export const OVERLAY_ID = 'inactive-tab';
/** issue 25: shown after at least this long away. */
export const AWAY_MS = 60_000;
/** issue 25: at most once in 12 hours across the site's tabs (the layer counts, in localStorage). */
export const RETURN_CAP: FrequencyCap = { times: 1, perMs: 12 * 60 * 60_000 };
/** issue 25: after two closes in a row without a click, not for 7 days. */
export const SNOOZE_MS = 7 * 24 * 60 * 60_000;
const CLOSES_TO_SNOOZE = 2;
const SNOOZE_KEY = 'kiosk_inactive_tab';

interface SnoozeState {
  closes: number;
  until: number;
}

const readSnooze = (storage: TabStorage): SnoozeState => {
  const value = storage.read(SNOOZE_KEY) as Partial<SnoozeState> | undefined;
  return {
    closes: typeof value?.closes == 'number' ? value.closes : 0,
    until: typeof value?.until == 'number' ? value.until : 0,
  };
};

export interface ReturnOverlay {
  /** The tab turned hidden (Page Visibility API). */
  hidden(): void;
  /** The tab is visible again; settles once the dialog is open, or it was decided not to open. */
  visible(): Promise<void>;
  /** The widget unmounts: a shown dialog closes (no close of the reader's), nothing shows after. */
  dispose(): void;
}

/**
 * The inactive-tab overlay's rules (issue 25), framework-free: suggestions are fetched when the tab
 * turns hidden; on a return after {@link AWAY_MS} or more, with suggestions in hand, the dialog asks
 * the overlay layer for a turn as an unrequested pop-up. The layer holds it back on arrival, while the
 * paywall's verdict is pending, while another Kiosk dialog is open or a form field has focus, and
 * enforces the 12 h cap across tabs; what it does not know (a playing video, once per page view, the
 * 7-day snooze) is decided here. A turn not given at once (or once the cap is claimed) is given up: the dialog greets a return, it
 * does not wait for a later moment.
 */
export function createReturnOverlay<S>({
  storage,
  fetchSuggestions,
  overlay,
  open,
  videoPlaying,
  now = () => Date.now(),
}: ReturnOverlayOptions<S>): ReturnOverlay {
  let hiddenAt: number | undefined;
  let suggestions: readonly S[] = [];
  let fetching: Promise<unknown> | undefined;
  let shown = false;
  let layer: Promise<OverlayLayer> | undefined;
  let disposed = false;
  /** Closes the shown dialog for the page (not the reader): set while one is shown. */
  let closeForPage: (() => void) | undefined;

  const snoozed = () => readSnooze(storage).until > now();
  const countClose = () => {
    const closes = readSnooze(storage).closes + 1;
    storage.write(
      SNOOZE_KEY,
      closes >= CLOSES_TO_SNOOZE ? { closes: 0, until: now() + SNOOZE_MS } : { closes, until: 0 },
    );
  };

  return {
    hidden() {
      if (shown || disposed || snoozed()) return;
      hiddenAt = now();
      layer ??= overlay();
      if (suggestions.length > 0 || fetching) return;
      fetching = fetchSuggestions()
        .then((found) => (suggestions = found))
        .finally(() => (fetching = undefined));
    },
    async visible() {
      const away = hiddenAt === undefined ? 0 : now() - hiddenAt;
      hiddenAt = undefined;
      if (
        away < AWAY_MS ||
        shown ||
        disposed ||
        suggestions.length == 0 ||
        snoozed() ||
        videoPlaying() ||
        !layer
      )
        return;
      const offered = suggestions;
      const turn = await layer;
      if (disposed) return;
      // Pre-empted by a reader's pop-up, or the widget went: no close of the reader's.
      let preempted = false;
      let followed = false;
      let release: () => void = () => undefined;
      // The layer claims the cap under the tabs' lock, so the turn may come a moment later; a turn
      // not given then is given up (`passed`).
      // Settles once the dialog is open (its failure rejects), or the turn was not given.
      await new Promise<CloseDialog | undefined>((resolve) => {
        release = turn.request({
          id: OVERLAY_ID,
          kind: 'unrequested',
          cap: RETURN_CAP,
          show: () => {
            // The widget went while the cap was claimed.
            if (disposed) {
              resolve(undefined);
              return release();
            }
            shown = true;
            const opening = open(offered, {
              followed: () => {
                followed = true;
                storage.write(SNOOZE_KEY, { closes: 0, until: 0 });
              },
              closed: () => {
                closeForPage = undefined;
                release();
                if (!preempted && !followed) countClose();
              },
            });
            closeForPage = () => {
              preempted = true;
              void opening.then((closeDialog) => closeDialog());
            };
            opening.catch(release);
            resolve(opening);
          },
          hide: () => closeForPage?.(),
          passed: () => resolve(undefined),
        });
      });
    },
    dispose() {
      disposed = true;
      closeForPage?.();
    },
  };
}
