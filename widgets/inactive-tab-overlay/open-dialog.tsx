import { createStore } from 'zustand/vanilla';
import { imageSize } from '../../features/images/image-size.ts';
import { mountReact } from '../../ui/mount-react.tsx';
import { ReturnDialog, type DialogState } from './return-dialog.tsx';
import type { CloseDialog, DialogEnd } from './return-overlay.ts';
import type { Suggestion } from './suggestions-call.ts';
import type { AnalyticsEvent } from '../../src/analytics/catalogue.ts';
import type {} from './inactive-tab-events.ts';

/** The slot whose size the pictures have (spec 9.2). */
const SLOT = 'teaser4er';

export interface OpenDialogOptions {
  suggestions: readonly Suggestion[];
  homeUrl: string;
  mobile: boolean;
  track(event: AnalyticsEvent): void;
  /** What had focus before the tab was hidden; focus goes back there (never to `body`). */
  returnFocus(): HTMLElement;
  end: DialogEnd;
}

/**
 * The dialog's chunk (with the UI runtime), loaded only once suggestions are in hand: renders the
 * dialog into the mount point and opens it. When it has closed, focus goes back to what had it
 * before the tab was hidden, the page stays where it was, and the dialog is taken away.
 */
export async function openDialog(
  element: HTMLElement,
  { suggestions, homeUrl, mobile, track, returnFocus, end }: OpenDialogOptions,
): Promise<CloseDialog> {
  let close: () => void = () => undefined;
  const state = createStore<DialogState>((set) => {
    close = () => set({ open: false });
    return { open: true, close };
  });
  const size = imageSize(SLOT, mobile ? 'mobile' : 'desktop') ?? { width: 262, height: 148 };
  const { scrollX, scrollY } = window;
  let followed = false;
  // Closed by the page (a reader-opened pop-up came first), not by the reader: no close event.
  let closedFromOutside = false;
  let closed = false;
  const unmount = await mountReact(
    element,
    <ReturnDialog
      state={state}
      suggestions={suggestions}
      homeUrl={homeUrl}
      image={{ width: size.width, height: size.height ?? Math.round((size.width * 9) / 16) }}
      onFollow={(position) => {
        followed = true;
        end.followed();
        const suggestion = position === undefined ? undefined : suggestions[position - 1];
        if (suggestion && position !== undefined)
          track({ name: 'Inaktiver Tab / Artikelvorschlag', props: { label: suggestion.title, position } });
        else track({ name: 'Inaktiver Tab / Zur Startseite' });
      }}
      onClosed={() => {
        if (closed) return;
        closed = true;
        // 'Schließen', Escape or a tap outside: spec 2.7's one close area.
        if (!followed && !closedFromOutside) track({ name: 'Inaktiver Tab / Schließen' });
        returnFocus().focus({ preventScroll: true });
        window.scrollTo(scrollX, scrollY);
        // After this render: the dialog's own effects are still running.
        setTimeout(unmount);
        end.closed();
      }}
    />,
  );
  return () => {
    closedFromOutside = true;
    close();
  };
}
