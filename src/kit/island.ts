import type { Unmount } from '../widget-contract.ts';
import { afterLoadWhenIdle } from '../when-idle.ts';
import type { WidgetScope } from './widget-scope.ts';

/** Renders the interactive part into the mount point, replacing the resting markup (`mountReact`). */
export type RenderPart = (element: HTMLElement) => Promise<Unmount>;

export interface IslandOptions {
  /** The mount point: its resting markup (the CMS's, enhanced with plain DOM) shows until the hand-over. */
  element: HTMLElement;
  scope: WidgetScope;
  /** The control a reader reaches for, the same selector in the resting markup and the rendered part. */
  control: string;
  /** Imports the interactive part (a dynamic import: the part and the UI runtime are their own chunks). */
  load: () => Promise<RenderPart>;
  /** A part that failed to load or render: the resting markup stays, and the next reach tries again. */
  onError: (error: unknown) => void;
}

export interface Island {
  /** Loads the part and hands over now, for a state the resting markup cannot show (a panel opened elsewhere). */
  wake(): Promise<void>;
}

/**
 * issue 22: a widget whose UI runtime loads when the reader reaches for it. Until then its resting markup
 * is the whole widget. The part is fetched on `pointerover`, `focusin` or `touchstart` of the mount point
 * and on idle after the page's load event, and rendered on the first click, under a resting pointer, or on
 * `wake()`: a click or Enter during the load is held and replayed once on the rendered control, and focus
 * moves to it if the reader had it on the resting one. The part renders the same markup, so nothing in
 * view moves.
 */
export function createIsland({ element, scope, control, load, onError }: IslandOptions): Island {
  let part: Promise<RenderPart> | undefined;
  let handOver: Promise<void> | undefined;
  let handedOver = false;
  let pendingClick = false;

  const prefetch = () =>
    (part ??= load().catch((error: unknown) => {
      part = undefined;
      throw error;
    }));

  const wake = () =>
    (handOver ??= prefetch()
      .then(async (render) => {
        if (scope.signal.aborted) return;
        const hadFocus = element.contains(document.activeElement);
        scope.add(await render(element));
        handedOver = true;
        const rendered = element.querySelector<HTMLElement>(control);
        if (hadFocus) rendered?.focus();
        if (pendingClick) {
          pendingClick = false;
          rendered?.click();
        }
      })
      .catch((error: unknown) => {
        handOver = undefined;
        pendingClick = false;
        onError(error);
      }));

  const options = { signal: scope.signal, passive: true };
  for (const type of ['focusin', 'touchstart'])
    element.addEventListener(type, () => void prefetch().catch(() => {}), options);
  // A pointer resting on the control hands over as soon as the part is in: the click that follows then
  // opens the panel in one render, not two (the prefetched first interaction of the bell and the
  // 'Merkliste' went from about 160 to 100 ms at 4x CPU). Not while a button is down on the resting
  // control: its press and release would fall on two elements, and the click on neither.
  let pressed = false;
  element.addEventListener('pointerdown', () => (pressed = true), options);
  document.addEventListener('pointerup', () => (pressed = false), { ...options, capture: true });
  element.addEventListener(
    'pointerover',
    () =>
      void prefetch().then(
        () => pressed || void wake(),
        () => {},
      ),
    options,
  );
  // The resting control's click is the reader's first act: held (not lost) until the part can act on it.
  element.addEventListener(
    'click',
    (event) => {
      if (handedOver || !(event.target as Element).closest?.(control)) return;
      event.preventDefault();
      event.stopPropagation();
      pendingClick = true;
      void wake();
    },
    { signal: scope.signal, capture: true },
  );
  // After the page's own load, where the page has time: the reader's first click then finds it fetched.
  afterLoadWhenIdle(() => void prefetch().catch(() => {}), scope.signal);
  return { wake };
}
